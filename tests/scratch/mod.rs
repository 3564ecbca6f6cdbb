//! A fresh folder per test in the system's temp folder, deleted with everything in it when
//! the test ends (also when it fails): shared by the test files that write files.

use std::path::PathBuf;

/// One test's folder, named `PREFIX` then random characters; deleted when dropped.
pub struct Scratch(tempfile::TempDir);

impl Scratch {
    /// A new empty folder whose name starts with `prefix` (say `squarecert-cli-`).
    pub fn new(prefix: &str) -> Scratch {
        Scratch(tempfile::Builder::new().prefix(prefix).tempdir().expect("a folder in the system's temp folder"))
    }

    /// The path `name` inside the folder (nothing is created).
    pub fn file(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }
}
