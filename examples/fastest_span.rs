//! Where P1 plays in the fastest-win upper certificates: `cargo run --release --example
//! fastest_span -- [DIR]` (default `certs`). For every `fastest-n<N>-upper.sqf` of DIR, in
//! board order, prints the number of P1's free choices (the certificate's stored moves; forced
//! blocks of P2 threat cells are not choices and are not stored) at each Chebyshev distance
//! from the board's centre, in half cells (`max(|2x - (n-1)|, |2y - (n-1)|)`: even on odd
//! boards, odd on even ones). The radius is a fact about the strategy the solver found, not a
//! bound on every strategy: docs/FASTEST.md §5 uses it as evidence for a window-shaped ply-13
//! strategy. Errors: an unreadable DIR, a DIR without upper certificates, or a certificate
//! that does not decode or is not an upper bound.

use anyhow::{bail, Context, Result};
use squarecert::fastest::cert;
use std::collections::BTreeMap;

fn main() -> Result<()> {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "certs".into()));
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("fastest_span: cannot list {}; give the certificate folder", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|f| f.to_str()).is_some_and(|f| f.starts_with("fastest-n") && f.ends_with("-upper.sqf")))
        .collect();
    if files.is_empty() {
        bail!("fastest_span: {} holds no fastest-n<N>-upper.sqf; run `squarecert fastest --n N --out {}` first", dir.display(), dir.display());
    }
    let mut certs = Vec::new();
    for path in files.drain(..) {
        let shown = path.display().to_string();
        let bytes = std::fs::read(&path).with_context(|| format!("cannot read {shown}"))?;
        let c = cert::decode(&bytes, &shown)?;
        if c.kind != cert::Kind::Upper {
            bail!("{shown}: the header says a {} certificate; fastest_span reads upper ones", c.kind.name());
        }
        certs.push(c);
    }
    certs.sort_by_key(|c| c.n);
    for c in certs {
        let n = c.n;
        let mut rings: BTreeMap<usize, usize> = BTreeMap::new();
        for &m in &c.moves {
            let (x, y) = (m as usize % n, m as usize / n);
            *rings.entry((2 * x).abs_diff(n - 1).max((2 * y).abs_diff(n - 1))).or_default() += 1;
        }
        let shown: Vec<String> = rings.iter().map(|(d, k)| format!("{d}: {k}")).collect();
        println!("n={n}: ply {}, {} P1 choices by half-cell distance from the centre {{{}}}, farthest {}", c.bound, c.moves.len(), shown.join(", "), rings.keys().last().copied().unwrap_or(0));
    }
    Ok(())
}
