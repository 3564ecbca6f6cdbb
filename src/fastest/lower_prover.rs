//! The prover files of a fastest-win lower bound (issue 11), Coq and its Lean twin:
//! `Data/FastestLowerN<n>.{v,lean}` carries a lower certificate (format `SQF1`,
//! docs/FORMATS.md) as hex, and `Theorems/FastestLowerN<n>.{v,lean}` proves `fastest_lower_<n> :
//! forall j, j < k -> ~ P1CanWinBy n j [] []` from it: the kernel (Coq) or the compiled check
//! (Lean's `native_decide`) replays the certificate's walk into a table of symmetry classes and
//! checks it with `Delay.delayCertCheck`, whose soundness
//! `DelayLemmas.p2CanDelay_of_delayCertCheck` proves once; `fastest_lower_of_delay` turns the
//! delay by ply `k - 2` into the bound. These files are not part of `squarecert emit`'s
//! committed output: their Coq kernel check takes far longer than `make check` allows (see
//! docs/TRUST.md), so `make check-coq-fastest` writes them into a scratch copy; the Lean files
//! go to a folder named by `squarecert emit-fastest-lower --lean` (never checked here: no Lean
//! toolchain).

use super::cert::{self, Kind};
use crate::emit::{self, CertFile, Prover};
use anyhow::{bail, Result};
use askama::Template;
use std::path::{Path, PathBuf};

/// What the files of both provers say about board `n`: the certificate (name, digest, P2
/// decisions), the delay bound `l`, the fastest ply `k = l + 2`, `half = k / 2` (so that
/// `k = 2 * half + 1`) and the name of the hex literal.
struct Facts {
    n: usize,
    file: String,
    sha: String,
    decisions: usize,
    k: u32,
    l: u32,
    half: u32,
    hex_name: String,
}

#[derive(Template)]
#[template(path = "data_fastest_lower.v")]
struct DataView<'a> {
    header: String,
    f: &'a Facts,
    hex_chunks: Vec<String>,
}

#[derive(Template)]
#[template(path = "theorems_fastest_lower.v")]
struct TheoremView<'a> {
    header: String,
    f: &'a Facts,
}

#[derive(Template)]
#[template(path = "data_fastest_lower.lean")]
struct LeanDataView<'a> {
    header: String,
    f: &'a Facts,
    hex: String,
}

#[derive(Template)]
#[template(path = "theorems_fastest_lower.lean")]
struct LeanTheoremView<'a> {
    header: String,
    f: &'a Facts,
}

/// The command written into the headers of these files.
pub fn header_command(n: usize) -> String {
    format!("squarecert emit-fastest-lower --n {n}")
}

/// Reads and decodes `certs/fastest-n<n>-lower.sqf`: the file and the facts the prover files
/// state. Errors: a board past [`super::prover::MAX_N`], a missing or malformed certificate,
/// one that is not a lower bound, or a bound whose fastest ply `k = L + 2` is even (P1
/// completes at odd plies only).
fn read_lower(certs: &Path, n: usize) -> Result<(CertFile, Facts)> {
    let name = format!("fastest-n{n}-lower.sqf");
    if n > super::prover::MAX_N {
        bail!("emit-fastest-lower --n {n}: the prover walk (`Delay.sqfMoves`) reads one byte per cell, so boards up to {}; {name} is checked by `squarecert fastest --check --n {n}`", super::prover::MAX_N);
    }
    let f: CertFile = emit::read_cert(certs, &name)?;
    let c = cert::decode(&f.bytes, &name)?;
    if c.kind != Kind::Lower || c.n != n {
        bail!("{name}: not a lower certificate for the {n}x{n} board; regenerate it with `squarecert fastest --n {n}`");
    }
    let k = c.bound + 2;
    if k % 2 == 0 {
        bail!("{name}: bound {} gives an even fastest ply {k}; P1 completes only at odd plies, so the certificate is wrong", c.bound);
    }
    let facts = Facts { n, file: name, sha: f.sha256.clone(), decisions: c.moves.len(), k, l: c.bound, half: k / 2, hex_name: format!("fastestLowerN{n}Hex") };
    Ok((f, facts))
}

/// Renders the two Coq files for board `n` from `certs/fastest-n<n>-lower.sqf`: their paths
/// relative to the Coq folder and their texts. Pure apart from reading the certificate.
/// Errors: those of reading the certificate (see `read_lower`).
pub fn coq_lower_files(certs: &Path, n: usize) -> Result<Vec<(PathBuf, String)>> {
    let (file, f) = read_lower(certs, n)?;
    let header = emit::header(Prover::Coq, &header_command(n), &[&file]);
    let hex_chunks = emit::coq_hex_chunks(&crate::mirror::hex_of_bytes(&file.bytes));
    let data = DataView { header: header.clone(), f: &f, hex_chunks }.render()?;
    let thm = TheoremView { header, f: &f }.render()?;
    Ok(vec![
        (PathBuf::from(format!("SquareGame/Data/FastestLowerN{n}.v")), data + "\n"),
        (PathBuf::from(format!("SquareGame/Theorems/FastestLowerN{n}.v")), thm + "\n"),
    ])
}

/// The Lean twins of [`coq_lower_files`]: `SquareGame/Data/FastestLowerN<n>.lean` (the hex as
/// one string literal) and `SquareGame/Theorems/FastestLowerN<n>.lean` (`delay_check_<n>` by
/// `native_decide`, then `fastest_lower_<n>`), relative to the Lean folder. Errors: as
/// [`coq_lower_files`].
pub fn lean_lower_files(certs: &Path, n: usize) -> Result<Vec<(PathBuf, String)>> {
    let (file, f) = read_lower(certs, n)?;
    let header = emit::header(Prover::Lean, &header_command(n), &[&file]);
    let data = LeanDataView { header: header.clone(), f: &f, hex: crate::mirror::hex_of_bytes(&file.bytes) }.render()?;
    let thm = LeanTheoremView { header, f: &f }.render()?;
    Ok(vec![
        (PathBuf::from(format!("SquareGame/Data/FastestLowerN{n}.lean")), data + "\n"),
        (PathBuf::from(format!("SquareGame/Theorems/FastestLowerN{n}.lean")), thm + "\n"),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn certs() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("certs")
    }

    #[test]
    fn the_6x6_theorem_states_the_exact_ply_and_the_delay_bound() {
        let files = coq_lower_files(&certs(), 6).unwrap();
        assert_eq!(files[0].0, PathBuf::from("SquareGame/Data/FastestLowerN6.v"));
        let thm = &files[1].1;
        assert!(thm.contains("Theorem fastest_lower_6 : forall j, j < 15 -> ~ P1CanWinBy 6 j [] []."), "{thm}");
        assert!(thm.contains("delayCertCheck 6 13 fastestLowerN6Hex = true"), "{thm}");
        // The data file carries the whole certificate: 12 header bytes and 115,968 decisions.
        let digits: usize = files[0].1.lines().filter(|l| l.starts_with("  \"") && l.ends_with("\";")).map(|l| l.trim().trim_matches(|c| c == '"' || c == ';').len()).sum();
        assert_eq!(digits, 2 * (12 + 115_968));
    }

    #[test]
    fn the_lean_twin_states_the_same_theorem_over_the_same_bytes() {
        let files = lean_lower_files(&certs(), 6).unwrap();
        assert_eq!(files[0].0, PathBuf::from("SquareGame/Data/FastestLowerN6.lean"));
        assert_eq!(files[1].0, PathBuf::from("SquareGame/Theorems/FastestLowerN6.lean"));
        let thm = &files[1].1;
        assert!(thm.contains("theorem fastest_lower_6 : ∀ j, j < 15 → ¬ P1CanWinBy 6 j [] [] :="), "{thm}");
        assert!(thm.contains("theorem delay_check_6 : delayCertCheck 6 13 Data.fastestLowerN6Hex = true := by native_decide"), "{thm}");
        assert!(thm.contains("(k := 15) ⟨7, rfl⟩"), "{thm}");
        // One literal holding the whole certificate, the same hex as the Coq chunks joined.
        let lit: Vec<&str> = files[0].1.lines().filter(|l| l.starts_with("  \"")).collect();
        assert_eq!(lit.len(), 1);
        let lean_hex = lit[0].trim().trim_matches('"');
        assert_eq!(lean_hex.len(), 2 * (12 + 115_968));
        let coq = coq_lower_files(&certs(), 6).unwrap();
        let coq_hex: String = coq[0].1.lines().filter(|l| l.starts_with("  \"") && l.ends_with("\";")).map(|l| l.trim().trim_matches(|c| c == '"' || c == ';')).collect();
        assert_eq!(lean_hex, coq_hex);
        assert!(files[0].1.starts_with("-- Generated by `squarecert emit-fastest-lower --n 6`"), "{}", &files[0].1[..80]);
    }

    #[test]
    fn an_upper_certificate_is_refused() {
        let dir = std::env::temp_dir().join(format!("sqf-prover-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::copy(certs().join("fastest-n6-upper.sqf"), dir.join("fastest-n6-lower.sqf")).unwrap();
        let err = coq_lower_files(&dir, 6).unwrap_err().to_string();
        assert!(err.contains("not a lower certificate"), "{err}");
        let err = lean_lower_files(&dir, 6).unwrap_err().to_string();
        assert!(err.contains("fastest-n6-lower.sqf") && err.contains("not a lower certificate"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
