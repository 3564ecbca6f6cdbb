{{ header }}
import SquareGame.DelayLemmas
import SquareGame.Window
import SquareGame.Data.FastestLowerN{{ f.n }}

/-!
# On the {{ f.n }}×{{ f.n }} board P1 cannot force a square before ply {{ f.k }}

The compiled check replays the lower certificate into a table of symmetry classes and checks
it (`Delay.delayCertCheck`, by `native_decide` with `set_option maxHeartbeats 0 in` as in
`Theorems/FastestUpper.lean`); `DelayLemmas` proves that the check gives
`P2CanDelay {{ f.n }} {{ f.l }} [] []` and that this excludes every win by a ply below {{ f.k }}.
With Lemma W (`Window.window_lower`) the bound holds on every board for every P1 strategy
that never leaves a {{ f.n }}×{{ f.n }} lattice window first (`window_lower_{{ f.n }}`). The Lean
twin of `coq/SquareGame/Theorems/FastestLowerN{{ f.n }}.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem delay_check_{{ f.n }} : delayCertCheck {{ f.n }} {{ f.l }} Data.{{ f.hex_name }} = true := by native_decide

theorem fastest_lower_{{ f.n }} : ∀ j, j < {{ f.k }} → ¬ P1CanWinBy {{ f.n }} j [] [] :=
  fastest_lower_of_delay (n := {{ f.n }}) (k := {{ f.k }}) ⟨{{ f.half }}, rfl⟩ (by decide)
    (p2CanDelay_of_delayCertCheck delay_check_{{ f.n }})

/-- On every board, P1 cannot force a square before ply {{ f.k }} with a strategy that never
leaves a lattice window of {{ f.n }}×{{ f.n }} points (any unit) first: no `P1CanWinByWithin` by a
ply below {{ f.k }}. -/
theorem window_lower_{{ f.n }} : ∀ n a g j, WindowOnBoard n a g {{ f.n }} → j < {{ f.k }} →
    ¬ P1CanWinByWithin n j (InWindow a g {{ f.n }}) [] [] :=
  fun _ _ _ j hw hj => window_lower hw fastest_lower_{{ f.n }} j hj (by omega)

end SquareGame

#print axioms SquareGame.fastest_lower_{{ f.n }}
#print axioms SquareGame.window_lower_{{ f.n }}
