{{ header }}
import SquareGame.Lemmas
import SquareGame.PlusRule

/-!
# The plus rule wins on the {{ n }}×{{ n }} board

Checked by running the compiled `WinsWith` recursion (`native_decide`); one file per board
so that `lake build` checks the boards in parallel. `set_option maxHeartbeats 0 in`: Lean
counts the allocations of compiled code as heartbeats, so after a long evaluation a later
`whnf`/`isDefEq` in the same declaration could hit the default limit. The Lean twin of
`coq/SquareGame/Theorems/Plus/N{{ n }}.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem plus_wins_with_{{ n }} : WinsWith plusMove {{ n }} [] := by native_decide

end SquareGame
