//! Printing that never panics. `println!` panics when standard output is a pipe whose reader
//! has gone (`squarecert verify | head -1`); every command prints through
//! [`outln!`](crate::outln) and [`errln!`](crate::errln) instead, which end the process quietly when the reader goes away.
//!
//! A vanished reader ends the process with status [`BROKEN_PIPE_STATUS`] (141, what a shell
//! reports for a program killed by SIGPIPE, like `yes | head -1`) and no message: the command
//! did not finish, so a script with `set -o pipefail` still sees that.

use std::io::Write;

/// Exit status when the reader of standard output or standard error goes away: 128 + SIGPIPE.
pub const BROKEN_PIPE_STATUS: i32 = 141;

/// Which standard stream to print on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

/// Writes `bytes` to `stream` and flushes. When the reader has gone, ends the process quietly
/// with [`BROKEN_PIPE_STATUS`]; any other write error (e.g. a full disk behind a redirection)
/// is returned.
pub fn write_bytes(stream: Stream, bytes: &[u8]) -> std::io::Result<()> {
    let r = match stream {
        Stream::Stdout => {
            let mut o = std::io::stdout().lock();
            o.write_all(bytes).and_then(|_| o.flush())
        }
        Stream::Stderr => std::io::stderr().lock().write_all(bytes),
    };
    match r {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(BROKEN_PIPE_STATUS),
        r => r,
    }
}

/// Prints formatted text on `stream` (the macros [`outln!`](crate::outln) and
/// [`errln!`](crate::errln) add the newline).
/// A vanished reader ends the process quietly ([`write_bytes`]); any other write error ends it
/// with status 1 and a one-line message on standard error, never a panic.
pub fn print(stream: Stream, args: std::fmt::Arguments) {
    if let Err(e) = write_bytes(stream, args.to_string().as_bytes()) {
        let name = if stream == Stream::Stdout { "standard output" } else { "standard error" };
        let _ = writeln!(std::io::stderr(), "squarecert: error: cannot write to {name}: {e}");
        std::process::exit(1);
    }
}

/// Whether `e` (or any error in its chain) is a broken pipe: the reader of an output went away.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| c.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe))
}

/// `println!` that ends the process quietly when the reader of standard output goes away
/// (see [`crate::out`]).
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::out::print($crate::out::Stream::Stdout, format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `eprintln!` that ends the process quietly when the reader of standard error goes away
/// (see [`crate::out`]).
#[macro_export]
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::out::print($crate::out::Stream::Stderr, format_args!("{}\n", format_args!($($arg)*)))
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn broken_pipe_is_found_anywhere_in_the_chain() {
        let e = anyhow::Error::from(std::io::Error::from(std::io::ErrorKind::BrokenPipe)).context("cannot write -");
        assert!(is_broken_pipe(&e));
        let e = anyhow::Error::from(std::io::Error::from(std::io::ErrorKind::NotFound)).context("cannot read x");
        assert!(!is_broken_pipe(&e));
    }
}
