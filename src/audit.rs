//! The audit of DESIGN.md §4: per board size, tree sizes, depths, lines used, exceptions and
//! time, as text, as JSON (`certs/audit.json`) and as an SVG plot of leaves and time
//! against n.

use crate::enumerate::Verification;

/// One human-readable paragraph for a verified board: verdict, node counts, max ply, ply
/// histogram, lines used, exceptions, fallbacks, wall time.
pub fn describe(v: &Verification) -> String {
    let s = &v.stats;
    let verdict = match &v.failure {
        None => "WIN".to_string(),
        Some(f) => format!("FAIL: {} after {}", f.reason, f.history.join(" ")),
    };
    let shard = if v.shard.1 > 1 { format!(" shard {}/{}", v.shard.0, v.shard.1) } else { String::new() };
    let hist: Vec<String> = s.ply_histogram.iter().enumerate().filter(|(_, &c)| c > 0).map(|(p, c)| format!("{p}:{c}")).collect();
    let lines: Vec<String> = s.line_moves.iter().enumerate().filter(|(_, &c)| c > 0).map(|(k, c)| format!("{}:{c}", k + 1)).collect();
    let ex: Vec<String> = s.exceptions.iter().map(|(k, c)| format!("{k}:{c}")).collect();
    format!(
        "n={}{shard}: {verdict}\n  P1 nodes {}, P2 nodes {}, leaves {}, max ply {}, fallbacks {}, {:.2} s\n  leaves by ply {}\n  line moves (line:count) {} ({} of {} lines used)\n  exceptions hit (reply:count) {}",
        v.n,
        s.p1_nodes,
        s.p2_nodes,
        s.leaves,
        s.max_ply,
        s.fallbacks,
        v.seconds,
        hist.join(" "),
        lines.join(" "),
        s.lines_used(),
        s.line_moves.len(),
        if ex.is_empty() { "none".to_string() } else { ex.join(" ") },
    )
}
