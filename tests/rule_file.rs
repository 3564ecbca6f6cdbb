//! The rule file parser on good and malformed input: errors name the line.

use squarecert::model::Cell;
use squarecert::rule::Rule;

const GOOD: &str = "# comment\nopening (2,2)\nsecond (3,2)\nexcept (3,2) -> (1,2)  # trailing comment\n\nline (2,1) (1,2) (2,3)\nline (1,1) (2,0)\n";

#[test]
fn parses_and_round_trips() {
    let r = Rule::parse(GOOD).unwrap();
    assert_eq!(r.opening, Cell::new(2, 2));
    assert_eq!(r.second, Cell::new(3, 2));
    assert_eq!(r.exceptions.get(&Cell::new(3, 2)), Some(&Cell::new(1, 2)));
    assert_eq!(r.second_move(Cell::new(0, 0)), Cell::new(3, 2));
    assert_eq!(r.lines, vec![vec![Cell::new(2, 1), Cell::new(1, 2), Cell::new(2, 3)], vec![Cell::new(1, 1), Cell::new(2, 0)]]);
    assert_eq!(Rule::parse(&r.to_text(&["x".into()])).unwrap(), r);
}

fn err(text: &str) -> (usize, String) {
    let e = Rule::parse(text).unwrap_err();
    (e.line, e.to_string())
}

#[test]
fn malformed_input_names_the_line() {
    let (l, m) = err("opening (2,2)\nsecond (3,2)\nline (2,1) (1,2\n");
    assert_eq!(l, 3);
    assert!(m.contains("line 3"), "{m}");
    assert_eq!(err("opening (2,2)\nsecond (3,2)\nexcept (3,2) (1,2)\n").0, 3);
    assert_eq!(err("opening (2,2)\nopening (2,2)\n").0, 2);
    assert_eq!(err("opening (2,2)\nsecond (3,2)\nlines (1,1)\n").0, 3);
    assert_eq!(err("opening (2,2)\nsecond (40,2)\n").0, 2);
    assert_eq!(err("opening (2,2)\nsecond (3,2)\nline\n").0, 3);
    assert_eq!(err("opening (2,2)\nsecond (3,2)\nexcept (1,1) -> (2,1)\nexcept (1,1) -> (2,3)\n").0, 4);
    let (l, m) = err("second (3,2)\n");
    assert_eq!(l, 0);
    assert!(m.contains("no `opening"), "{m}");
}
