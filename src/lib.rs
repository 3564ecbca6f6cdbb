//! squarecert: proves who wins the square achievement game and hands the proof to Lean 4.
//! See DESIGN.md (shared) for the mathematics; data flows model → search → strategy →
//! tree/certificate → emit/check/audit/play.
pub mod audit;
pub mod certio;
pub mod enumerate;
pub mod everyn;
pub mod cli;
pub mod model;
pub mod rule;
pub mod search;
pub mod play;
pub mod check;
pub mod emit;
pub mod manifest;
pub mod mirror;
pub mod small;
