{{ header }}
import SquareGame.DelayLemmas
import SquareGame.Data.FastestLowerN{{ f.n }}

/-!
# On the {{ f.n }}×{{ f.n }} board P1 cannot force a square before ply {{ f.k }}

The compiled check replays the lower certificate into a table of symmetry classes and checks
it (`Delay.delayCertCheck`, by `native_decide` with `set_option maxHeartbeats 0 in` as in
`Theorems/FastestUpper.lean`); `DelayLemmas` proves that the check gives
`P2CanDelay {{ f.n }} {{ f.l }} [] []` and that this excludes every win by a ply below {{ f.k }}. The Lean
twin of `coq/SquareGame/Theorems/FastestLowerN{{ f.n }}.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem delay_check_{{ f.n }} : delayCertCheck {{ f.n }} {{ f.l }} Data.{{ f.hex_name }} = true := by native_decide

theorem fastest_lower_{{ f.n }} : ∀ j, j < {{ f.k }} → ¬ P1CanWinBy {{ f.n }} j [] [] :=
  fastest_lower_of_delay (n := {{ f.n }}) (k := {{ f.k }}) ⟨{{ f.half }}, rfl⟩ (by decide)
    (p2CanDelay_of_delayCertCheck delay_check_{{ f.n }})

end SquareGame

#print axioms SquareGame.fastest_lower_{{ f.n }}
