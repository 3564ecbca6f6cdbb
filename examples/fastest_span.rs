//! Where P1 plays in the fastest-win upper certificates: `cargo run --release --example
//! fastest_span -- [DIR]` (default `certs`). For every `fastest-n<N>-upper.sqf` of DIR, in
//! board order, prints the number of P1's free choices (the certificate's bytes; forced blocks
//! of P2 threat cells are not choices and are not stored) at each Chebyshev distance from the
//! board's centre, in half cells (`max(|2x - (n-1)|, |2y - (n-1)|)`: even on odd boards, odd
//! on even ones). The radius is a fact about the strategy the solver found, not a bound on
//! every strategy: docs/FASTEST.md §5 uses it as evidence for a window-shaped ply-13 strategy.
//! Errors: an unreadable DIR or certificate, or one that does not decode.

use anyhow::{Context, Result};
use std::collections::BTreeMap;

fn main() -> Result<()> {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "certs".into()));
    let mut boards: Vec<usize> = std::fs::read_dir(&dir)
        .with_context(|| format!("fastest_span: cannot list {}; give the certificate folder", dir.display()))?
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_prefix("fastest-n")?.strip_suffix("-upper.sqf")?.parse().ok())
        .collect();
    boards.sort_unstable();
    for n in boards {
        let path = dir.join(format!("fastest-n{n}-upper.sqf"));
        let shown = path.display().to_string();
        let bytes = std::fs::read(&path).with_context(|| format!("cannot read {shown}"))?;
        let c = squarecert::fastest::cert::decode(&bytes, &shown)?;
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
