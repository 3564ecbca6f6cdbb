//! Writing and digesting certificate files: output paths checked before work starts, atomic
//! writes (temp file + rename, so nothing is ever left half-written; devices and `-` are
//! streams, never replaced) and sha256 digests (DESIGN.md §6).

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Lower-case hex sha256 of `bytes` (64 characters).
pub fn sha256_hex(bytes: &[u8]) -> String {
    let d = Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// A path as written into a recorded command: `.` components and doubled or trailing
/// slashes dropped (`./certs//x` reads `certs/x`), so the record does not depend on how the
/// path was spelled.
pub fn tidy_path(p: &Path) -> String {
    let t: std::path::PathBuf = p.components().filter(|c| *c != std::path::Component::CurDir).collect();
    if t.as_os_str().is_empty() {
        ".".into()
    } else {
        t.display().to_string()
    }
}

/// Reads a sha256 digest written in a file (manifest, verify reports): exactly 64 hex digits,
/// upper or lower case; returns it in lower case (as [`sha256_hex`] writes it). Errors say
/// what is wrong with the text.
pub fn parse_sha256(s: &str) -> Result<String> {
    if s.len() != 64 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
        bail!("{s:?} is not a sha256 digest: write 64 hex digits");
    }
    Ok(s.to_ascii_lowercase())
}

/// Where an output goes, decided before any work starts ([`Output::check`]), so a bad output
/// path fails in a second, not after a long run, and nothing but a regular file is ever
/// replaced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// `-`: standard output.
    Stdout,
    /// An existing character device or named pipe (`/dev/null`, a FIFO), or a file named
    /// through a file descriptor (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`): opened and
    /// written as a stream (appending), never replaced.
    Stream(PathBuf),
    /// A regular file, existing or new: written atomically (temporary file, then rename). A
    /// symbolic link to a regular file is followed: the link stays, its target is replaced.
    File(PathBuf),
}

impl Output {
    /// Decides where `path` goes and checks it can be written: `-` is standard output; a
    /// character device or named pipe is a stream; a regular file or a new name is a file,
    /// whose folder is created if needed and must accept a temporary file. Errors, naming
    /// the path: a folder, a block device or socket, a link to nothing, a folder that cannot
    /// be created or written.
    pub fn check(path: &Path) -> Result<Output> {
        use std::os::unix::fs::FileTypeExt;
        if path.as_os_str() == "-" {
            return Ok(Output::Stdout);
        }
        let shown = path.display();
        if path.as_os_str().is_empty() {
            bail!("an output path is empty: give a file name (or - for standard output)");
        }
        if path.as_os_str().as_encoded_bytes().ends_with(b"/") {
            bail!("cannot write {shown}: a name ending in / is a folder; give a file name inside it");
        }
        let meta = match std::fs::metadata(path) {
            Ok(m) => Some(m),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if std::fs::symlink_metadata(path).is_ok() {
                    bail!("cannot write {shown}: it is a symbolic link to a missing file; remove the link or give another name");
                }
                None
            }
            Err(e) => return Err(e).with_context(|| format!("cannot write {shown}")),
        };
        let Some(meta) = meta else {
            return Output::file(path.to_path_buf());
        };
        let t = meta.file_type();
        if t.is_dir() {
            bail!("cannot write {shown}: it is a folder; give a file name inside it (or - for standard output)");
        }
        // /dev/stdout, /dev/fd/N and /proc/self/fd/N name an open file descriptor, maybe a file
        // the shell redirected to: write through them (appending), never rename over them.
        let special = ["/dev/stdout", "/dev/stderr", "/dev/fd", "/proc"].iter().any(|d| path.starts_with(d));
        if t.is_char_device() || t.is_fifo() || (special && t.is_file()) {
            return Ok(Output::Stream(path.to_path_buf()));
        }
        if !t.is_file() {
            bail!("cannot write {shown}: it is a block device or socket, not a file; give a file name");
        }
        let target = if std::fs::symlink_metadata(path)?.file_type().is_symlink() {
            std::fs::canonicalize(path).with_context(|| format!("cannot resolve the link {shown}"))?
        } else {
            path.to_path_buf()
        };
        Output::file(target)
    }

    /// A regular-file output. When its folder exists, checks that it takes a temporary file
    /// (created and removed again); else the nearest existing folder above must be a folder
    /// (the missing ones are created when the file is written). Creates nothing.
    fn file(path: PathBuf) -> Result<Output> {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        if dir.is_dir() {
            let tmp = temp_name(&path);
            std::fs::File::create(&tmp).with_context(|| format!("cannot write {}: its folder does not take new files", path.display()))?;
            let _ = std::fs::remove_file(&tmp);
        } else if let Some(a) = blocking_ancestor(dir) {
            bail!("cannot write {}: {} is not a folder", path.display(), a.display());
        }
        Ok(Output::File(path))
    }

    /// Whether this output would overwrite the existing file `input` (the same file under any
    /// spelling or link), so a command can refuse to write over what it reads.
    pub fn overwrites(&self, input: &Path) -> bool {
        let target = match self {
            Output::File(p) | Output::Stream(p) => p,
            Output::Stdout => return false,
        };
        match (std::fs::canonicalize(target), std::fs::canonicalize(input)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }

    /// Whether this output is standard output (the caller then prints its human-readable
    /// text on standard error, so standard output carries the file alone).
    pub fn is_stdout(&self) -> bool {
        *self == Output::Stdout
    }

    /// Writes `bytes`: to standard output (a vanished reader ends the process quietly,
    /// [`crate::out`]), through the stream, or atomically to the file. Errors name the path.
    pub fn write(&self, bytes: &[u8]) -> Result<()> {
        match self {
            Output::Stdout => crate::out::write_bytes(crate::out::Stream::Stdout, bytes).context("cannot write to standard output"),
            Output::Stream(p) => (|| -> std::io::Result<()> {
                let mut f = std::fs::OpenOptions::new().append(true).open(p)?;
                f.write_all(bytes)?;
                f.flush()
            })()
            .with_context(|| format!("cannot write {}", p.display())),
            Output::File(p) => replace_atomically(p, bytes),
        }
    }
}

/// Checks a folder that a command writes files into (`certify --out`, `emit --lean`): it must
/// be a folder, or not exist yet below a folder (it is created when the first file is
/// written); `-` is refused, since files cannot go to standard output. Creates nothing.
/// `flag` names the option in the error.
pub fn check_folder(flag: &str, dir: &Path) -> Result<()> {
    if dir.as_os_str() == "-" {
        bail!("{flag} takes a folder, not - (standard output): give a folder name");
    }
    match blocking_ancestor(dir) {
        Some(a) => bail!("{flag} {}: {} is not a folder; give a folder name", dir.display(), a.display()),
        None => Ok(()),
    }
}

/// The nearest existing path at or above `dir` when it is not a folder (so `dir` cannot be
/// created there); None when it is a folder or nothing above exists.
fn blocking_ancestor(dir: &Path) -> Option<&Path> {
    dir.ancestors().find(|a| !a.as_os_str().is_empty() && std::fs::symlink_metadata(a).is_ok()).filter(|a| !a.is_dir())
}

/// Refuses two outputs that name the same place (`--json x --svg x`, or both `-`).
pub fn check_distinct(a: (&str, &Output), b: (&str, &Output)) -> Result<()> {
    if a.1 == b.1 {
        bail!("{} and {} name the same output: give them different files", a.0, b.0);
    }
    Ok(())
}

/// Writes `bytes` to `path` through [`Output::check`]: a regular file (or a new name) is
/// written atomically, first to `path.<pid>.tmp` in the same folder (synced), then renamed, so
/// a reader sees the old file or the whole new one, and the temporary file is removed if
/// anything fails; a device or named pipe is written as a stream and never replaced; `-` is
/// standard output; a folder is refused. Creates the parent folder if needed. Errors name the
/// path.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    Output::check(path)?.write(bytes)
}

fn temp_name(path: &Path) -> PathBuf {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".{}.tmp", std::process::id()));
    PathBuf::from(tmp)
}

fn replace_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot write {}: cannot create its folder {}", path.display(), dir.display()))?;
    }
    let tmp = temp_name(path);
    let written = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("cannot write {}", path.display()));
    }
    Ok(())
}

/// Reads a file, with an error naming it; for a file under a `certs` folder the error adds
/// that `make certs` (run in the repository) creates the certificates.
pub fn read(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).with_context(|| {
        if path.components().any(|c| c.as_os_str() == "certs") {
            format!("cannot read {} (`make certs`, run in the repository, creates it)", path.display())
        } else {
            format!("cannot read {}", path.display())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sha256_of_abc() {
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
    #[test]
    fn atomic_write_leaves_no_temp() {
        let dir = std::env::temp_dir().join(format!("squarecert-certio-{}", std::process::id()));
        let p = dir.join("a.bin");
        write_atomic(&p, b"xyz").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"xyz");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file is left");
        std::fs::remove_dir_all(&dir).unwrap();
    }
    #[test]
    fn outputs_are_classified_before_any_work() {
        let dir = std::env::temp_dir().join(format!("squarecert-certio-out-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(Output::check(Path::new("-")).unwrap(), Output::Stdout);
        assert!(Output::check(Path::new("")).unwrap_err().to_string().contains("empty"));
        assert_eq!(Output::check(Path::new("/dev/null")).unwrap(), Output::Stream("/dev/null".into()));
        let e = Output::check(&dir).unwrap_err().to_string();
        assert!(e.contains("is a folder"), "{e}");
        let new = dir.join("sub/new.json");
        assert_eq!(Output::check(&new).unwrap(), Output::File(new.clone()));
        assert!(!dir.join("sub").exists(), "checking creates nothing");
        Output::check(&new).unwrap().write(b"{}").unwrap();
        assert_eq!(std::fs::read_dir(dir.join("sub")).unwrap().count(), 1, "the file and no temporary file");
        assert!(std::fs::read_dir(&dir).unwrap().all(|e| !e.unwrap().file_name().to_string_lossy().ends_with(".tmp")), "the probe leaves nothing");
        // A link to a regular file: the target is replaced, the link stays a link.
        let (target, link) = (dir.join("target.txt"), dir.join("link.txt"));
        std::fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        let dangling = dir.join("dangling");
        std::os::unix::fs::symlink(dir.join("nothing"), &dangling).unwrap();
        assert!(Output::check(&dangling).unwrap_err().to_string().contains("missing file"));
        assert!(check_folder("--out", Path::new("-")).is_err());
        assert!(check_folder("--out", &target).unwrap_err().to_string().contains("not a folder"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
    #[test]
    fn a_device_is_written_as_a_stream_and_stays_a_device() {
        use std::os::unix::fs::FileTypeExt;
        write_atomic(Path::new("/dev/null"), b"xyz").unwrap();
        assert!(std::fs::metadata("/dev/null").unwrap().file_type().is_char_device());
        let e = write_atomic(Path::new("/dev/full"), b"xyz").unwrap_err();
        assert!(format!("{e:#}").contains("/dev/full"), "{e:#}");
        assert!(std::fs::metadata("/dev/full").unwrap().file_type().is_char_device());
    }
    #[test]
    fn digests_are_read_in_either_case() {
        let lower = sha256_hex(b"abc");
        assert_eq!(parse_sha256(&lower.to_ascii_uppercase()).unwrap(), lower);
        assert!(parse_sha256("abc").is_err());
        assert!(parse_sha256(&format!("{}g", &lower[1..])).is_err());
    }
}
