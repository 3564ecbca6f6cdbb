//! Issue 10 item 5 (docs/EVERY-N.md §3): searches the catalog edits of `certs/plus-rule.txt`
//! that break the rule through a class with a far stone (`squarecert::mutant::search`), prints
//! the numbers, and writes the best mutation as a rule file to the path given (default: print
//! only). Run by `make far-mutant`, which writes `tests/fixtures/far-break-rule.txt`.
use squarecert::everyn::{verify_all, Zone};
use squarecert::mutant::{apply, failing_pairs, search};
use squarecert::rule::Rule;

fn main() -> anyhow::Result<()> {
    let rule = Rule::load(std::path::Path::new("certs/plus-rule.txt"))?;
    let zone = Zone::from_rule(&rule);
    let rep = search(&rule, &zone, 17)?;
    squarecert::outln!("single-line edits: {}; breaking a far class (its representative's blocking game on 17x17): {}", rep.single_edits, rep.single_edits_breaking_far);
    squarecert::outln!("far classes: {}; fewest lines live at ply 5 in a far class: {} ({})", rep.far_classes, rep.min_live.0, rep.min_live.1);
    let (k, (a, b)) = &rep.target;
    squarecert::outln!("best: target {k} (r1={a} r2={b}), {} edits, near pairs with no live line at ply 5: {}", rep.edits.len(), rep.near_dead_at_ply5);
    for e in &rep.edits {
        squarecert::outln!("  {e}");
    }
    let m = apply(&rule, &rep.edits)?;
    for n in [6, 17] {
        let (_, by) = failing_pairs(&m, &zone, n);
        squarecert::outln!("failing blocking games on {n}x{n}: no far stone {}, one {}, two {}", by[0], by[1], by[2]);
    }
    let v = verify_all(&m, None, &|_| {})?;
    squarecert::outln!("verify-all: ok={}, {} failing classes, first: {}", v.ok, v.base.failures.len(), v.base.failures.first().map(|f| f.to_string()).unwrap_or_default());
    if let Some(path) = std::env::args().nth(1) {
        let mut header = vec![
            "TEST FIXTURE, deliberately broken (issue 10 item 5, docs/EVERY-N.md §3): certs/plus-rule.txt with".to_string(),
            format!("the edits below, made by `make far-mutant` (examples/far_mutant.rs). Target class {k}"),
            format!("(r1={a} r2={b}): every line live there at ply 5 is edited dead. Line numbers are those of"),
            "certs/plus-rule.txt.".to_string(),
        ];
        header.extend(rep.edits.iter().map(|e| format!("  {e}")));
        squarecert::certio::write_atomic(std::path::Path::new(&path), m.to_text(&header).as_bytes())?;
        squarecert::outln!("wrote {path}");
    }
    Ok(())
}
