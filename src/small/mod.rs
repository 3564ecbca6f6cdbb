//! Issue 3: the small boards (n ≤ 5). An exact solver ([`solver`]), strategy tables in the
//! fixed binary format v1 ([`table`], docs/FORMATS.md "Small-board tables"), the table
//! builder and the check that walks every opponent reply ([`check`]).

pub mod geom;
pub mod solver;
pub mod table;
pub mod check;
