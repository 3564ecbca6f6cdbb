{{ header }}
import SquareGame.Theorems.Plus
import SquareGame.Theorems.Small

/-!
# Who wins: P1 on every checked board with n ≥ 5, a draw for n ≤ 4

Built from the strategy theorems by the hand-proved lemmas of `SquareGame/Lemmas.lean`.
-/

namespace SquareGame
{% for o in outcomes %}
theorem outcome_{{ o.n }} :
    (P1CanWin {{ o.n }} ∅ ∅ ↔ 5 ≤ {{ o.n }}) ∧
    ((P1CanDraw {{ o.n }} ∅ ∅ ∧ P2CanDraw {{ o.n }} ∅ ∅) ↔ {{ o.n }} ≤ 4) :=
  {{ o.proof }}
{% endfor %}
/-- The outcome for every board size from 1 to {{ max }}. -/
theorem outcome (n : Nat) (h1 : 1 ≤ n) (hmax : n ≤ {{ max }}) :
    (P1CanWin n ∅ ∅ ↔ 5 ≤ n) ∧ ((P1CanDraw n ∅ ∅ ∧ P2CanDraw n ∅ ∅) ↔ n ≤ 4) := by
  match n, h1, hmax with
  | 0, h, _ => exact absurd h (by decide)
{%- for o in outcomes %}
{%- if o.n <= max %}
  | {{ o.n }}, _, _ => exact outcome_{{ o.n }}
{%- endif %}
{%- endfor %}
  | k + {{ max + 1 }}, _, h => exact absurd h (by omega)

end SquareGame
