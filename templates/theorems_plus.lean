{{ header }}
import SquareGame.Lemmas
import SquareGame.PlusRule

/-!
# The plus rule wins on every checked board ({{ range_text }})

Each theorem is checked by running the compiled `WinsWith` recursion (`native_decide`).
`set_option maxHeartbeats 0 in`: Lean counts the allocations of compiled code as heartbeats,
so after a long evaluation a later `whnf`/`isDefEq` in the same declaration could hit the
default limit. The Lean twin of `coq/SquareGame/Theorems/Plus.v`.
-/

namespace SquareGame
{% for n in ns %}
set_option maxHeartbeats 0 in
theorem plus_wins_with_{{ n }} : WinsWith plusMove {{ n }} [] := by native_decide
{%- endfor %}

end SquareGame
