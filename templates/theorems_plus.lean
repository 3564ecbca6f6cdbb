{{ header }}
{%- for n in ns %}
import SquareGame.Theorems.Plus.N{{ n }}
{%- endfor %}

/-!
# The plus rule wins on every checked board ({{ range_text }})

`plus_wins_with_n : WinsWith plusMove n []`, one module per board (`Theorems/Plus/N<n>.lean`).
The Lean twin of `coq/SquareGame/Theorems/Plus.v`.
-/
