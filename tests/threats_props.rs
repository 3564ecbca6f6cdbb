//! Threat detection against a naive scan of every square, on random positions (proptest).

use proptest::prelude::*;
use squarecert::model::{all_squares, Board, BoardOf, Cell, Player, Threats};

/// Threat cells of `p` by brute force over every square: an empty cell whose square's other
/// three corners `p` holds.
fn naive_threats(b: &Board, p: Player) -> Vec<Cell> {
    let mut t: Vec<Cell> = all_squares(b.n())
        .into_iter()
        .filter_map(|s| {
            let cs = s.corners();
            let mine = cs.iter().filter(|&&c| b.owner(c) == Some(p)).count();
            let empty: Vec<Cell> = cs.iter().copied().filter(|&c| b.owner(c).is_none()).collect();
            (mine == 3 && empty.len() == 1).then(|| empty[0])
        })
        .collect();
    t.sort();
    t.dedup();
    t
}

/// The summary of a sorted, deduplicated threat list.
fn summary(cells: &[Cell]) -> Threats {
    Threats { first: cells.first().copied(), several: cells.len() >= 2 }
}

/// A random position: board side and, per cell, empty / P1 / P2 (about `density` filled).
fn position() -> impl Strategy<Value = Board> {
    (1usize..=32, 0u32..60).prop_flat_map(|(n, density)| {
        proptest::collection::vec(0u32..100, n * n).prop_map(move |v| {
            let mut b = Board::new(n).unwrap();
            for (i, r) in v.into_iter().enumerate() {
                let c = Cell::new((i % n) as u8, (i / n) as u8);
                if r < density / 2 {
                    b.place(Player::P1, c);
                } else if r < density {
                    b.place(Player::P2, c);
                }
            }
            b
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn full_scan_equals_naive_scan(b in position()) {
        for p in [Player::P1, Player::P2] {
            let naive = naive_threats(&b, p);
            prop_assert_eq!(b.threats(p).iter().collect::<Vec<_>>(), naive.clone());
            // the summary the rule reads, and the same scan with wider row words
            prop_assert_eq!(b.threat_summary(p), summary(&naive));
            let mut wide = BoardOf::<u128>::new(b.n()).unwrap();
            for q in [Player::P1, Player::P2] {
                for &c in b.stone_list(q) { wide.place(q, c); }
            }
            prop_assert_eq!(wide.threats(p).iter().collect::<Vec<_>>(), naive.clone());
            prop_assert_eq!(wide.threat_summary(p), summary(&naive));
        }
    }

    #[test]
    fn incremental_scan_finds_the_new_threats(b in position(), pick in 0usize..1024) {
        // Remove one P1 stone s and put it back: the threats through s are exactly the
        // threats after minus the threats before that do not involve s.
        let stones = b.stone_list(Player::P1).to_vec();
        prop_assume!(!stones.is_empty());
        let s = stones[pick % stones.len()];
        let mut without = Board::new(b.n()).unwrap();
        for &c in stones.iter().filter(|&&c| c != s) { without.place(Player::P1, c); }
        for &c in b.stone_list(Player::P2) { without.place(Player::P2, c); }
        let before = naive_threats(&without, Player::P1);
        without.place(Player::P1, s);
        let after = naive_threats(&without, Player::P1);
        let through: Vec<Cell> = without.threats_through(Player::P1, s).iter().collect();
        prop_assert_eq!(without.threat_summary_through(Player::P1, s), summary(&through));
        // Every threat through s is a threat after; every new threat runs through s.
        for c in &through { prop_assert!(after.contains(c)); }
        for c in after.iter().filter(|c| !before.contains(c)) { prop_assert!(through.contains(c)); }
        // And completion through s matches a full rescan.
        let completes = all_squares(b.n()).iter().any(|q| q.corners().contains(&s) && q.corners().iter().all(|&c| without.owner(c) == Some(Player::P1)));
        prop_assert_eq!(without.completes_through(Player::P1, s), completes);
    }
}
