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
    /// Standard output: `-`, or a path that is standard output ([`STDOUT_NAMES`], or any path
    /// naming the file standard output is open on, [`is_stdout_file`]).
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
    /// Decides where `path` goes and checks it can be written: `-` or a path that is standard
    /// output ([`STDOUT_NAMES`], [`is_stdout_file`]) is standard output; a character device or
    /// named pipe is a stream; a regular file or a new name is a file, whose folder must accept
    /// a temporary file or, when missing, be creatable (it is created when the file is written:
    /// this check creates nothing). Errors, naming the path: a folder, a block device or
    /// socket, a link to nothing, a read-only file (no write bit for anyone, so root is refused
    /// too) or one this user cannot open for writing, a folder that cannot be created or
    /// written.
    pub fn check(path: &Path) -> Result<Output> {
        use std::os::unix::fs::FileTypeExt;
        if path.as_os_str() == "-" || STDOUT_NAMES.iter().any(|s| path.as_os_str() == *s) {
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
        if is_stdout_file(&meta) {
            return Ok(Output::Stdout);
        }
        let t = meta.file_type();
        if t.is_dir() {
            bail!("cannot write {shown}: it is a folder; give a file name inside it (or - for standard output)");
        }
        // /dev/stderr, /dev/fd/N and /proc/self/fd/N (standard output's were taken above) name
        // an open file descriptor, maybe a file the shell redirected to: write through them
        // (appending), never rename over them.
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
        refuse_read_only(path, &meta)?;
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
    /// spelling, link or hard link), so a command can refuse to write over what it reads.
    pub fn overwrites(&self, input: &Path) -> bool {
        match self {
            Output::File(p) | Output::Stream(p) => same_file(p, input),
            Output::Stdout => false,
        }
    }

    /// Whether this output and `other` write to one place, so their bytes would mix or one
    /// would replace the other: both standard output, or the same existing file, named pipe
    /// or new name however spelled. Two character devices never do (`/dev/null` takes any
    /// number of outputs; a terminal shows each).
    pub fn same_place(&self, other: &Output) -> bool {
        match (self, other) {
            (Output::Stdout, Output::Stdout) => true,
            (Output::File(a) | Output::Stream(a), Output::File(b) | Output::Stream(b)) => {
                use std::os::unix::fs::FileTypeExt;
                let device = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.file_type().is_char_device());
                if device(a) && device(b) {
                    return false;
                }
                same_file(a, b) || (std::fs::metadata(a).is_err() && std::fs::metadata(b).is_err() && spelled_alike(a, b))
            }
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

/// Whether `a` and `b` are one existing file (same device and inode: any spelling, symbolic
/// or hard link).
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => (x.dev(), x.ino()) == (y.dev(), y.ino()),
        _ => false,
    }
}

/// Whether two names of files that do not exist yet name the same file: the same name in the
/// same folder (`x.json` and `./x.json`, or through a linked folder).
fn spelled_alike(a: &Path, b: &Path) -> bool {
    let folder = |p: &Path| p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new(".")).to_path_buf();
    let (fa, fb) = (folder(a), folder(b));
    a.file_name() == b.file_name() && (same_file(&fa, &fb) || tidy_path(&fa) == tidy_path(&fb))
}

/// The names of standard output itself: an output spelled so is [`Output::Stdout`], whatever
/// file descriptor 1 is open on (even when it is closed, as with `-`).
pub const STDOUT_NAMES: [&str; 3] = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"];

/// Whether an existing file (its metadata `meta`, links followed) is the file that standard
/// output (file descriptor 1) is open on: the same device and inode, e.g. `out.json` in
/// `verify --json out.json > out.json`. The null device never counts: what goes there is
/// discarded anyway, so `--json /dev/null > /dev/null` keeps the text on standard output.
pub fn is_stdout_file(meta: &std::fs::Metadata) -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let Ok(fd1) = std::io::stdout().as_fd().try_clone_to_owned() else {
        return false; // standard output is closed
    };
    let Ok(out) = std::fs::File::from(fd1).metadata() else {
        return false;
    };
    let id = |m: &std::fs::Metadata| (m.dev(), m.ino());
    id(&out) == id(meta) && !std::fs::metadata("/dev/null").is_ok_and(|null| id(&null) == id(meta))
}

/// Refuses an existing regular file that is read-only (no write bit for anyone: refused even
/// for root, who could write it) or that this user cannot open for writing: replacing it
/// would undo what its owner set. The error names `path` and the fix.
fn refuse_read_only(path: &Path, meta: &std::fs::Metadata) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let shown = path.display();
    let mode = meta.permissions().mode() & 0o7777;
    if mode & 0o222 == 0 {
        bail!("cannot write {shown}: it is read-only (mode {mode:04o}); make it writable (chmod u+w {shown}) or give another name");
    }
    if let Err(e) = std::fs::OpenOptions::new().write(true).open(path) {
        if e.kind() == std::io::ErrorKind::PermissionDenied {
            bail!("cannot write {shown}: permission denied (mode {mode:04o}); give a file you may write, or another name");
        }
    }
    Ok(())
}

/// Refuses two outputs that name the same place ([`Output::same_place`]: `--json x --svg
/// ./x`, or both `-`); two character devices (`/dev/null`) are allowed.
pub fn check_distinct(a: (&str, &Output), b: (&str, &Output)) -> Result<()> {
    if a.1.same_place(b.1) {
        bail!("{} and {} name the same output: give them different files", a.0, b.0);
    }
    Ok(())
}

/// Writes `bytes` to `path` through [`Output::check`]: a regular file (or a new name) is
/// written atomically, first to `path.<pid>.tmp` in the same folder (synced, and given the
/// replaced file's permission bits), then renamed, so a reader sees the old file or the whole
/// new one with the old mode (a 0600 file stays 0600), and the temporary file is removed if
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
    // The replaced file's permissions go to the new one; the temporary file is private until
    // they are set, so a private file's new bytes are never readable by others.
    let keep = std::fs::metadata(path).ok().filter(|m| m.is_file()).map(|m| m.permissions());
    let written = (|| -> std::io::Result<()> {
        use std::os::unix::fs::OpenOptionsExt;
        let mut open = std::fs::OpenOptions::new();
        open.write(true).create(true).truncate(true);
        if keep.is_some() {
            open.mode(0o600);
        }
        let mut f = open.open(&tmp)?;
        f.write_all(bytes)?;
        if let Some(p) = &keep {
            f.set_permissions(p.clone())?;
        }
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
    fn a_read_only_file_is_refused_and_a_replaced_file_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("squarecert-certio-mode-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        let ro = dir.join("mine.json");
        std::fs::write(&ro, b"keep").unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o444)).unwrap();
        let e = Output::check(&ro).unwrap_err().to_string();
        assert!(e.contains("read-only") && e.contains(&ro.display().to_string()) && e.contains("chmod u+w"), "{e}");
        assert!(write_atomic(&ro, b"new").is_err());
        assert_eq!((std::fs::read(&ro).unwrap(), mode(&ro)), (b"keep".to_vec(), 0o444));
        // Through a link, the target's bits count.
        let link = dir.join("link.json");
        std::os::unix::fs::symlink(&ro, &link).unwrap();
        assert!(Output::check(&link).unwrap_err().to_string().contains("read-only"));
        for m in [0o600, 0o640, 0o664] {
            let p = dir.join(format!("f{m:o}.json"));
            std::fs::write(&p, b"old").unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(m)).unwrap();
            write_atomic(&p, b"new").unwrap();
            assert_eq!((std::fs::read(&p).unwrap(), mode(&p)), (b"new".to_vec(), m), "mode {m:o}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
    #[test]
    fn outputs_in_one_place_are_told_apart_from_devices() {
        let dir = std::env::temp_dir().join(format!("squarecert-certio-same-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let null = Output::check(Path::new("/dev/null")).unwrap();
        assert!(check_distinct(("--json", &null), ("--svg", &null)).is_ok());
        let zero = Output::check(Path::new("/dev/zero")).unwrap();
        assert!(!null.same_place(&zero));
        let stdout = Output::check(Path::new("-")).unwrap();
        assert!(check_distinct(("--json", &stdout), ("--svg", &stdout)).unwrap_err().to_string().contains("same output"));
        for p in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"] {
            assert_eq!(Output::check(Path::new(p)).unwrap(), Output::Stdout, "{p}");
        }
        // The same regular file, existing or new, under two spellings or a hard link.
        let (a, dotted) = (dir.join("a.json"), dir.join(".").join("a.json"));
        let (x, y) = (Output::check(&a).unwrap(), Output::check(&dotted).unwrap());
        assert!(x.same_place(&y), "a new name");
        std::fs::write(&a, b"x").unwrap();
        std::fs::hard_link(&a, dir.join("b.json")).unwrap();
        let (x, y) = (Output::check(&a).unwrap(), Output::check(&dir.join("b.json")).unwrap());
        assert!(check_distinct(("--json", &x), ("--svg", &y)).unwrap_err().to_string().contains("same output"));
        assert!(!x.same_place(&Output::check(&dir.join("c.json")).unwrap()));
        assert!(!x.same_place(&null));
        std::fs::remove_dir_all(&dir).unwrap();
    }
    #[test]
    fn digests_are_read_in_either_case() {
        let lower = sha256_hex(b"abc");
        assert_eq!(parse_sha256(&lower.to_ascii_uppercase()).unwrap(), lower);
        assert!(parse_sha256("abc").is_err());
        assert!(parse_sha256(&format!("{}g", &lower[1..])).is_err());
    }
}
