{{ header }}
import SquareGame.Lemmas
import SquareGame.Data.Tables

/-!
# Small boards: the 5×5 win and the draws for n ≤ 4 (both players)

Each theorem is checked by running the compiled check recursion (`native_decide`).
-/

namespace SquareGame

theorem table5_wins : WinsWith table5 5 [] := by native_decide
{% for n in draw_ns %}
theorem draw_p1_{{ n }} : DrawsWithP1 drawP1N{{ n }} {{ n }} [] := by native_decide
theorem draw_p2_{{ n }} : DrawsWithP2 drawP2N{{ n }} {{ n }} [] := by native_decide
{%- endfor %}

end SquareGame
