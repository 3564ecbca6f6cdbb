{{ header }}
import SquareGame.Lemmas
import SquareGame.Rule5

/-!
# The 5×5 rule wins

`WinsWith rule5Move 5 []`: the rule of `certs/rule5.txt` (win, block, shortest VCF, quiet
list) wins the 5×5 game against every P2 reply. Checked by running the compiled check
recursion (`native_decide`), with `set_option maxHeartbeats 0 in` as in `Theorems/Small.lean`.
The Lean twin of `coq/SquareGame/Theorems/Rule5.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem rule5_wins : WinsWith rule5Move 5 [] := by native_decide

end SquareGame
