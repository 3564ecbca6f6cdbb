import SquareGame.Lemmas
import SquareGame.Opening

/-!
# The opening check is sound

`openingCheck σ n o s = true` gives `WinsWith σ n [o, r1]` for every first reply `r1` on the
board other than `o` and `s`. Kept apart from `Opening.lean` so that the executable module,
compiled to native code in the `SquareGameExec` library, imports no proof module. The Lean
twin of `coq/SquareGame/OpeningLemmas.v`. Hand-written.
-/

namespace SquareGame

/-- The computed claim gives `WinsWith σ n [o, r1]` for every such `r1`. -/
theorem openingCheck_sound {σ : Strategy} {n : Nat} {o s : Cell} (h : openingCheck σ n o s = true) :
    ∀ r1, OnBoard n r1 → r1 ≠ o → r1 ≠ s → WinsWith σ n [o, r1] := by
  intro r1 hb ho hs
  -- The Coq twin's `pose proof … ; cbv beta in e`: Lean already beta-reduces the instance of
  -- `allCells_sound`, so the type is stated instead of a `dsimp` that could make no progress.
  have e : (if r1 = o then true else if r1 = s then true
      else winsAux σ n (n * n + 1) [o, r1] (p1Stones [o, r1]) (p2Stones [o, r1])) = true :=
    allCells_sound h r1 hb
  rw [if_neg ho, if_neg hs] at e
  exact e

end SquareGame
