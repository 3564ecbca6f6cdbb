//! Writing and digesting certificate files: atomic writes (temp file + rename, so nothing is
//! ever left half-written) and sha256 digests (DESIGN.md §6).

use anyhow::{Context, Result};
use sha2::{Digest, Sha256};
use std::path::Path;

/// Lower-case hex sha256 of `bytes` (64 characters).
pub fn sha256_hex(bytes: &[u8]) -> String {
    let d = Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes `bytes` to `path` atomically: first to `path.<pid>.tmp` in the same folder (synced),
/// then a rename, so a reader sees the old file or the whole new one; the temporary file is
/// removed if anything fails. Creates the parent folder if needed. Errors name the path.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create folder {}", dir.display()))?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".{}.tmp", std::process::id()));
    let tmp = std::path::PathBuf::from(tmp);
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
}
