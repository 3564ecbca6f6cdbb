//! squarecert: proves who wins the square achievement game and hands the proof to Lean 4.
//! See DESIGN.md (shared) for the mathematics; data flows model → search → strategy →
//! tree/certificate → emit/check/audit/play.
pub mod certio;
pub mod model;
pub mod small;
