//! The Coq files of a fastest-win lower bound (issue 11): `Data/FastestLowerN<n>.v` carries a
//! lower certificate (format `SQF1`, docs/FORMATS.md) as hex, and
//! `Theorems/FastestLowerN<n>.v` proves `fastest_lower_<n> : forall j, j < k -> ~ P1CanWinBy
//! n j [] []` from it: the kernel replays the certificate's walk into a table of symmetry
//! classes and checks it with `Delay.delayCertCheck`, whose soundness
//! `DelayLemmas.p2CanDelay_of_delayCertCheck` proves once; `fastest_lower_of_delay` turns the
//! delay by ply `k - 2` into the bound. These files are not part of `squarecert emit`'s
//! committed output: their kernel check takes far longer than `make check` allows (see
//! docs/TRUST.md), so `make check-coq-fastest` writes them into a scratch copy.

use super::cert::{self, Kind};
use crate::emit::{self, CertFile, Prover};
use anyhow::{bail, Result};
use askama::Template;
use std::path::{Path, PathBuf};

#[derive(Template)]
#[template(path = "data_fastest_lower.v")]
struct DataView {
    header: String,
    n: usize,
    file: String,
    sha: String,
    decisions: usize,
    hex_name: String,
    hex_chunks: Vec<String>,
}

#[derive(Template)]
#[template(path = "theorems_fastest_lower.v")]
struct TheoremView {
    header: String,
    n: usize,
    k: u32,
    l: u32,
    half: u32,
    hex_name: String,
}

/// The command written into the headers of these files.
pub fn header_command(n: usize) -> String {
    format!("squarecert emit-fastest-lower --n {n}")
}

/// Renders the two Coq files for board `n` from `certs/fastest-n<n>-lower.sqf`: their paths
/// relative to the Coq folder and their texts. Pure apart from reading the certificate.
/// Errors: a missing or malformed certificate, one that is not a lower bound, or a bound whose
/// fastest ply `k = L + 2` is even (P1 completes at odd plies only).
pub fn coq_lower_files(certs: &Path, n: usize) -> Result<Vec<(PathBuf, String)>> {
    let name = format!("fastest-n{n}-lower.sqf");
    let f: CertFile = emit::read_cert(certs, &name)?;
    let c = cert::decode(&f.bytes, &name)?;
    if c.kind != Kind::Lower || c.n != n {
        bail!("{name}: not a lower certificate for the {n}x{n} board; regenerate it with `squarecert fastest --n {n}`");
    }
    let k = c.bound + 2;
    if k % 2 == 0 {
        bail!("{name}: bound {} gives an even fastest ply {k}; P1 completes only at odd plies, so the certificate is wrong", c.bound);
    }
    let hdr = emit::header(Prover::Coq, &header_command(n), &[&f]);
    let hex_name = format!("fastestLowerN{n}Hex");
    let hex = crate::mirror::hex_of_bytes(&f.bytes);
    let data = DataView {
        header: hdr.clone(),
        n,
        file: name.clone(),
        sha: f.sha256.clone(),
        decisions: c.moves.len(),
        hex_name: hex_name.clone(),
        hex_chunks: emit::coq_hex_chunks(&hex),
    }
    .render()?;
    let thm = TheoremView { header: hdr, n, k, l: c.bound, half: k / 2, hex_name }.render()?;
    Ok(vec![
        (PathBuf::from(format!("SquareGame/Data/FastestLowerN{n}.v")), data + "\n"),
        (PathBuf::from(format!("SquareGame/Theorems/FastestLowerN{n}.v")), thm + "\n"),
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
    fn an_upper_certificate_is_refused() {
        let dir = std::env::temp_dir().join(format!("sqf-prover-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::copy(certs().join("fastest-n6-upper.sqf"), dir.join("fastest-n6-lower.sqf")).unwrap();
        let err = coq_lower_files(&dir, 6).unwrap_err().to_string();
        assert!(err.contains("not a lower certificate"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
