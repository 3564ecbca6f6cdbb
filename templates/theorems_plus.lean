{{ header }}
import SquareGame.Lemmas
import SquareGame.PlusRule

/-!
# The plus rule wins on every checked board ({{ range_text }})

Each theorem is checked by running the compiled `WinsWith` recursion (`native_decide`).
-/

namespace SquareGame
{% for n in ns %}
theorem plus_wins_with_{{ n }} : WinsWith plusMove {{ n }} [] := by native_decide
{%- endfor %}

end SquareGame
