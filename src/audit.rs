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
        Some(f) => format!("FAIL: {}; history {}", f.reason, f.history.join(" ")),
    };
    let shard = if v.shard.1 > 1 { format!(" shard {}/{}", v.shard.0, v.shard.1) } else { String::new() };
    let hist: Vec<String> = s.ply_histogram.iter().enumerate().filter(|(_, &c)| c > 0).map(|(p, c)| format!("{p}:{c}")).collect();
    let lines: Vec<String> = s.line_moves.iter().enumerate().filter(|(_, &c)| c > 0).map(|(k, c)| format!("{}:{c}", k + 1)).collect();
    let ex: Vec<String> = s.exceptions.iter().map(|(k, c)| format!("{k}:{c}")).collect();
    format!(
        "n={}{shard}: {verdict}\n  P1 nodes {}, P2 nodes {}, leaves {}, max ply {}, fallbacks {}, {:.3} s\n  leaves by ply {}\n  line moves (line:count) {} ({} of {} lines used)\n  exceptions hit (reply:count) {}",
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

/// The per-board table: one row per n with verdict, P1 and P2 decision nodes, leaves, max
/// completion ply, lines used, exceptions hit, fallbacks and wall time (seconds).
pub fn table(reports: &[Verification]) -> String {
    let mut s = String::from(
        "|  n | verdict |     P1 nodes |  P2 nodes |       leaves | max ply | lines used | exceptions hit | fallbacks | time (s) |\n|---:|:---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for v in reports {
        let st = &v.stats;
        s.push_str(&format!(
            "| {:>2} | {} | {:>12} | {:>9} | {:>12} | {:>7} | {:>10} | {:>14} | {:>9} | {:>8.3} |\n",
            v.n,
            if v.is_win() { "WIN" } else { "FAIL" },
            st.p1_nodes,
            st.p2_nodes,
            st.leaves,
            st.max_ply,
            format!("{}/{}", st.lines_used(), st.line_moves.len()),
            st.exceptions.values().sum::<u64>(),
            st.fallbacks,
            v.seconds
        ));
    }
    s
}

/// The audit as JSON: the rule's summary and every board's report.
#[derive(serde::Serialize)]
pub struct AuditJson<'a> {
    /// What made the file.
    pub command: String,
    /// squarecert's version.
    pub version: &'static str,
    /// sha256 of the rule file audited.
    pub rule_sha256: String,
    /// Number of exceptions and catalog lines in the rule.
    pub exceptions: usize,
    /// Catalog lines.
    pub lines: usize,
    /// The reports, by n.
    pub boards: &'a [Verification],
}

/// Draws leaves and wall time against n on log scales (two panels), as SVG text.
/// Errors: a drawing backend failure.
pub fn svg(reports: &[Verification]) -> anyhow::Result<String> {
    use plotters::prelude::*;
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (900, 420)).into_drawing_area();
        root.fill(&WHITE)?;
        let (left, right) = root.split_horizontally(450);
        let ns: Vec<f64> = reports.iter().map(|v| v.n as f64).collect();
        let (lo, hi) = (ns.iter().cloned().fold(f64::MAX, f64::min), ns.iter().cloned().fold(0.0, f64::max));
        let panels: [(&DrawingArea<SVGBackend, _>, &str, Vec<f64>); 2] = [
            (&left, "leaves of the strategy tree", reports.iter().map(|v| v.stats.leaves.max(1) as f64).collect()),
            (&right, "verify wall time (s)", reports.iter().map(|v| v.seconds.max(1e-4)).collect()),
        ];
        for (area, title, ys) in panels {
            let (ymin, ymax) = (ys.iter().cloned().fold(f64::MAX, f64::min), ys.iter().cloned().fold(0.0, f64::max));
            let mut chart = ChartBuilder::on(area)
                .caption(title, ("sans-serif", 18))
                .margin(12)
                .x_label_area_size(36)
                .y_label_area_size(64)
                .build_cartesian_2d((lo - 0.5)..(hi + 0.5), (ymin / 2.0..ymax * 2.0).log_scale())?;
            chart.configure_mesh().x_desc("n").x_label_formatter(&|x| format!("{x:.0}")).y_label_formatter(&|y| format!("{y:.0e}")).draw()?;
            chart.draw_series(LineSeries::new(ns.iter().cloned().zip(ys.iter().cloned()), &BLUE))?;
            chart.draw_series(ns.iter().zip(&ys).map(|(&x, &y)| Circle::new((x, y), 3, BLUE.filled())))?;
        }
        root.present()?;
    }
    Ok(out)
}
