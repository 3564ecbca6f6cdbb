//! Dumps the 6×6 coverage matrix (candidate lines × ply-5 positions) for the set-cover ILP in
//! `scripts/cover_ilp.py`; the argument is the search slack (default 2).
use squarecert::search::*;
fn main() {
    let slack: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(2);
    let cfg = SearchConfig { slack, boards: vec![6], ..SearchConfig::default() };
    let res = search(&cfg, |_| {}).unwrap();
    let universe = ply5_positions(&res.rule, 6);
    let mut cands = std::collections::BTreeSet::new();
    for p in &universe {
        let mut b = ply5_board(6, res.rule.opening, p.r1, res.rule.second_move(p.r1), p.r2).unwrap();
        for l in shortest_lines(&mut b, 6, squarecert::rule::COMPLETION_PLY, slack, 100000) { cands.insert((l.len(), l)); }
    }
    let cands: Vec<_> = cands.into_iter().map(|(_, l)| l).collect();
    let cov = coverage(&universe, &res.rule, &cands);
    squarecert::outln!("{}", universe.len());
    for (l, c) in cands.iter().zip(cov) {
        let cells: Vec<String> = l.iter().map(|c| c.to_string()).collect();
        let idx: Vec<String> = c.iter().map(|i| i.to_string()).collect();
        squarecert::outln!("{}|{}", cells.join(" "), idx.join(" "));
    }
}
