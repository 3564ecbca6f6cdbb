//! squarecert: proves who wins the square achievement game and hands the proof to Lean 4.
//! The mathematics is in `docs/DESIGN.md`; data flows model → search → strategy →
//! tree/certificate → emit/check/audit/play.

// Printing that ends quietly when a reader goes away: `outln!` and `errln!` (first, so the
// macros are in scope in every module below).
#[macro_use]
pub mod out;

// The game and the plus rule.
pub mod model;
pub mod rule;
pub mod search;
pub mod small;
// Issue 13: which (opening, second move) pairs need no exception, with quiet moves allowed.
pub mod openings;
pub mod opencert;
pub mod fastest;

// Strategy trees, the every-n reduction and reports.
pub mod audit;
pub mod enumerate;
pub mod everyn;
pub mod family;
// Issue 10 item 5: catalog edits that break the rule through far stones (the negative test).
pub mod mutant;
pub mod report;

// Certificates, the Lean side and the re-check.
pub mod certio;
pub mod check;
pub mod coqcheck;
pub mod emit;
pub mod manifest;
pub mod mirror;

// People and programs: the play page, the engine, the command line.
pub mod cli;
pub mod play;
