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

const HEAD: &str = "opening (2,2)\nsecond (3,2)\n";

#[test]
fn dead_or_repeated_entries_are_errors_naming_their_line() {
    let cases = [
        ("line (1,1) (2,0)\nline (0,0)\nline (1,1) (2,0)\n", 5, "repeats the line on file line 3 (catalog line 1)"),
        ("line (1,1) (1,1)\n", 3, "the cell (1,1) appears twice in this line (cells 1 and 2)"),
        ("line (0,1) (2,2)\n", 3, "names the opening cell (2,2)"),
        ("line (2,2)\n", 3, "names the opening cell (2,2)"),
        ("except (2,2) -> (1,2)\n", 3, "P2 cannot reply on the opening cell"),
        ("except (1,2) -> (1,2)\n", 3, "on the cell P2 just took"),
        ("except (1,2) -> (2,2)\n", 3, "is the opening cell"),
        ("except (1,2) -> (3,2)\n", 3, "changes nothing"),
    ];
    for (tail, line, what) in cases {
        let (l, m) = err(&format!("{HEAD}{tail}"));
        assert_eq!(l, line, "{tail:?}: {m}");
        assert!(m.contains(what), "{tail:?}: {m}");
    }
    // the same cells in another order are another line
    assert!(Rule::parse(&format!("{HEAD}line (1,1) (2,0)\nline (2,0) (1,1)\n")).is_ok());
    // the opening may come after the line: the check runs on the whole file
    let (l, m) = err("second (3,2)\nline (2,2)\nopening (2,2)\n");
    assert!(l == 2 && m.contains("names the opening cell (2,2)"), "{m}");
    let (l, m) = err("opening (2,2)\nsecond (2,2)\n");
    assert!(l == 2 && m.contains("the second move (2,2) is the opening cell"), "{m}");
}

#[test]
fn a_coordinate_past_the_bound_names_the_bound() {
    use squarecert::model::MAX_N;
    let (l, m) = err(&format!("{HEAD}line (1,1) ({MAX_N},1)\n"));
    assert_eq!(l, 3);
    assert!(m.contains(&format!("coordinates are 0..={}", MAX_N - 1)) && !m.contains("write it as"), "{m}");
    let (_, m) = err(&format!("opening (2,2)\nsecond (3,{})\n", 1000));
    assert!(m.contains(&format!("0..={}", MAX_N - 1)), "{m}");
    // a malformed cell still says how to write one
    assert!(err(&format!("{HEAD}line (1,x)\n")).1.contains("write it as (x,y)"));
    assert!(err(&format!("{HEAD}line (-1,1)\n")).1.contains("write it as (x,y)"));
}

#[test]
fn a_byte_order_mark_is_named() {
    let (l, m) = err(&format!("{}{HEAD}line (1,1)\n", "\u{feff}"));
    assert_eq!(l, 1);
    assert!(m.contains("byte-order mark (BOM"), "{m}");
    assert!(!m.contains("unknown entry"), "{m}");
}

#[test]
fn a_missing_entry_is_a_whole_file_error_not_line_0() {
    for (text, what) in [("second (3,2)\nline (1,1)\n", "no `opening (x,y)` entry"), ("opening (2,2)\n", "no `second (x,y)` entry"), ("", "no `opening")] {
        let e = Rule::parse(text).unwrap_err();
        assert_eq!(e.line, 0);
        let m = e.to_string();
        assert!(m.starts_with("rule file: ") && m.contains(what) && !m.contains("line 0"), "{m}");
    }
}

#[test]
fn the_committed_rule_file_still_loads_unchanged() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs/plus-rule.txt");
    let bytes = std::fs::read(&path).unwrap();
    let manifest = std::fs::read_to_string(path.with_file_name("manifest.json")).unwrap();
    let digest = squarecert::certio::sha256_hex(&bytes);
    assert!(manifest.contains(&format!("\"sha256\": \"{digest}\"")), "certs/plus-rule.txt differs from its manifest entry");
    let rule = Rule::load(&path).unwrap();
    assert_eq!((rule.exceptions.len(), rule.lines.len()), (5, 23));
}

#[test]
fn a_latin1_byte_is_named_by_line_and_column_and_a_folder_is_refused() {
    let dir = std::env::temp_dir().join(format!("squarecert-rule-latin1-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("rule.txt");
    std::fs::write(&f, b"# comment\nopening (2,2)\n# caf\xe9\n").unwrap();
    let e = format!("{:#}", Rule::load(&f).unwrap_err());
    assert!(e.ends_with("rule.txt: line 3, byte 6: byte 0xE9 is not UTF-8 text (Latin-1?): save the file as UTF-8"), "{e}");
    let e = format!("{:#}", Rule::load(&dir).unwrap_err());
    assert!(e.contains("is a folder, but a rule file is expected (e.g. certs/plus-rule.txt)") && !e.contains("os error"), "{e}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_squarecert")).args(["verify", "--n", "6", "--quiet", "--rule"]).arg(&dir).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("is a folder, but a rule file is expected") && !err.contains("os error 21"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
