{{ header }}
import SquareGame.Lemmas
import SquareGame.Data.Tables

/-!
# Small boards: the 5×5 win and the draws for n ≤ 4 (both players)

Each theorem is checked by running the compiled check recursion (`native_decide`), with
`set_option maxHeartbeats 0 in` as in `Theorems/Plus.lean`. The Lean twin of
`coq/SquareGame/Theorems/Small.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem table5_wins : WinsWith table5 5 [] := by native_decide
{% for n in draw_ns %}
set_option maxHeartbeats 0 in
theorem draw_p1_{{ n }} : DrawsWithP1 drawP1N{{ n }} {{ n }} [] := by native_decide
set_option maxHeartbeats 0 in
theorem draw_p2_{{ n }} : DrawsWithP2 drawP2N{{ n }} {{ n }} [] := by native_decide
{%- endfor %}

end SquareGame
