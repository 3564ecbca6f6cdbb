{{ header }}
import SquareGame.Theorems.Plus
import SquareGame.Theorems.Small
{%- if every_n %}
import SquareGame.Locality
import SquareGame.FarPairs
{%- endif %}

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
theorem outcome_upto (n : Nat) (h1 : 1 ≤ n) (hmax : n ≤ {{ max }}) :
    (P1CanWin n ∅ ∅ ↔ 5 ≤ n) ∧ ((P1CanDraw n ∅ ∅ ∧ P2CanDraw n ∅ ∅) ↔ n ≤ 4) := by
  match n, h1, hmax with
  | 0, h, _ => exact absurd h (by decide)
{%- for o in outcomes %}
{%- if o.n <= max %}
  | {{ o.n }}, _, _ => exact outcome_{{ o.n }}
{%- endif %}
{%- endfor %}
  | k + {{ max + 1 }}, _, h => exact absurd h (by omega)
{%- if every_n %}

/-- The plus rule wins on every board `n ≥ 6`, given the far-pair case of docs/EVERY-N.md
(`Locality.PlusFarPairsGood`): the boards 6…17 by `plus_wins_with_6` … `plus_wins_with_17`,
the boards `n ≥ 18` by `plus_wins_beyond_17_of_far`. -/
theorem plus_wins_every_n_of_far (hfar : PlusFarPairsGood) (n : Nat) (hn : 6 ≤ n) :
    WinsWith plusMove n [] := by
  refine plus_wins_every_n_of_base_far (fun k h6 h17 => ?_) hfar n hn
  match k, h6, h17 with
{%- for k in 0..6 %}
  | {{ k }}, h, _ => exact absurd h (by decide)
{%- endfor %}
{%- for k in 6..18 %}
  | {{ k }}, _, _ => exact plus_wins_with_{{ k }}
{%- endfor %}
  | k + 18, _, h => exact absurd h (by omega)

/-- The seed's `plus_wins_with`: the plus rule wins on every board `n ≥ 6`. The far-pair case
is `FarPairs.plus_far_pairs_good` (docs/EVERY-N.md §10). -/
theorem plus_wins_with {n : Nat} (h : 6 ≤ n) : WinsWith plusMove n [] :=
  plus_wins_every_n_of_far plus_far_pairs_good n h

/-- The 0×0 board has no cell: it is full before the first move, so the game is a draw that
both sides hold and P1 cannot win. The seed's statement holds for `n = 0` as it stands. -/
theorem outcome_0 :
    (P1CanWin 0 ∅ ∅ ↔ 5 ≤ 0) ∧ ((P1CanDraw 0 ∅ ∅ ∧ P2CanDraw 0 ∅ ∅) ↔ 0 ≤ 4) :=
  outcome_of_draw (by decide)
    (P1CanDraw.full _ _ (fun c hc => absurd hc.1 (Nat.not_lt_zero _)))
    (P2CanDraw.step _ _ (fun m => m) (fun m hm => absurd hm.1 (Nat.not_lt_zero _))
      (fun m hm => absurd hm.1 (Nat.not_lt_zero _)) (fun m hm => absurd hm.1 (Nat.not_lt_zero _)))

/-- The seed's `outcome`, for every board size: `n = 0` by `outcome_0`, 1…{{ max }} by
`outcome_upto`, every `n > {{ max }}` by `plus_wins_with`. -/
theorem outcome (n : Nat) :
    (P1CanWin n ∅ ∅ ↔ 5 ≤ n) ∧ ((P1CanDraw n ∅ ∅ ∧ P2CanDraw n ∅ ∅) ↔ n ≤ 4) := by
  match n with
  | 0 => exact outcome_0
  | k + 1 =>
    by_cases h : k + 1 ≤ {{ max }}
    · exact outcome_upto (k + 1) (by omega) h
    · exact outcome_of_win (by omega) (p1CanWin_of_winsWith (plus_wins_with (n := k + 1) (by omega)))
{%- endif %}

end SquareGame
