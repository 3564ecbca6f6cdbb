{{ header }}
(** * Who wins: P1 on every checked board with n ≥ 5, a draw for n ≤ 4

Built from the strategy theorems by the hand-proved lemmas of [SquareGame/Lemmas.v]. The Coq
twin of [lean/SquareGame/Theorems/Outcome.lean]. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Lemmas Theorems.Plus Theorems.Small.
Import ListNotations.
Local Open Scope N_scope.
{% for o in outcomes %}
Theorem outcome_{{ o.n }} :
  (P1CanWin {{ o.n }} [] [] <-> 5 <= {{ o.n }}) /\
  ((P1CanDraw {{ o.n }} [] [] /\ P2CanDraw {{ o.n }} [] []) <-> {{ o.n }} <= 4).
Proof. exact ({{ o.proof_coq }}). Qed.
{% endfor %}
(** The outcome for every board size from 1 to {{ max }}. *)
Theorem outcome_upto (n : N) (h1 : 1 <= n) (hmax : n <= {{ max }}) :
  (P1CanWin n [] [] <-> 5 <= n) /\ ((P1CanDraw n [] [] /\ P2CanDraw n [] []) <-> n <= 4).
Proof.
  assert ({% for o in in_range %}{% if !loop.first %} \/ {% endif %}n = {{ o }}{% endfor %}) as hn by lia.
{%- for o in in_range %}
{%- if loop.last %}
  subst n; exact outcome_{{ o }}.
{%- else %}
  destruct hn as [hn|hn]; [subst n; exact outcome_{{ o }}|].
{%- endif %}
{%- endfor %}
Qed.
{%- if every_n %}

From SquareGame Require Import PlusRule Locality FarPairs.

(** The plus rule wins on every board [n ≥ 6], given the far-pair case of docs/EVERY-N.md
([Locality.PlusFarPairsGood]): the boards 6…17 by [plus_wins_with_6] … [plus_wins_with_17],
the boards [n ≥ 18] by [Locality.plus_wins_beyond_17_of_far]. *)
Theorem plus_wins_every_n_of_far : PlusFarPairsGood -> forall n, 6 <= n -> WinsWith plusMove n [].
Proof.
  apply plus_wins_every_n_of_base_far; intros n h6 h17.
  assert ({% for n in 6..18 %}{% if n != 6 %} \/ {% endif %}n = {{ n }}{% endfor %}) as hn by lia.
{%- for n in 6..18 %}
{%- if loop.last %}
  subst n; exact plus_wins_with_{{ n }}.
{%- else %}
  destruct hn as [hn|hn]; [subst n; exact plus_wins_with_{{ n }}|].
{%- endif %}
{%- endfor %}
Qed.

(** The seed's [plus_wins_with]: the plus rule wins on every board [n ≥ 6]. The far-pair case is
[FarPairs.plus_far_pairs_good] (docs/EVERY-N.md §10). *)
Theorem plus_wins_with {n : N} (h : 6 <= n) : WinsWith plusMove n [].
Proof. exact (plus_wins_every_n_of_far plus_far_pairs_good n h). Qed.

(** The 0×0 board has no cell: it is full before the first move, so the game is a draw that both
sides hold and P1 cannot win. The seed's statement holds for [n = 0] as it stands. *)
Theorem outcome_0 :
  (P1CanWin 0 [] [] <-> 5 <= 0) /\
  ((P1CanDraw 0 [] [] /\ P2CanDraw 0 [] []) <-> 0 <= 4).
Proof.
  apply outcome_of_draw; [lia| |].
  - apply P1CanDraw_full; intros c [hx _]; lia.
  - apply (P2CanDraw_step 0 [] [] (fun m => m)); intros m [hx _]; lia.
Qed.

(** The seed's [outcome], for every board size: [n = 0] by [outcome_0], 1…{{ max }} by
[outcome_upto], every [n > {{ max }}] by [plus_wins_with]. *)
Theorem outcome (n : N) :
  (P1CanWin n [] [] <-> 5 <= n) /\ ((P1CanDraw n [] [] /\ P2CanDraw n [] []) <-> n <= 4).
Proof.
  destruct (N.eq_dec n 0) as [->|h0]; [exact outcome_0|].
  destruct (N.le_gt_cases n {{ max }}) as [h|h]; [exact (outcome_upto n ltac:(lia) h)|].
  exact (outcome_of_win (n:=n) ltac:(lia) (p1CanWin_of_winsWith (plus_wins_with (n:=n) ltac:(lia)))).
Qed.
{%- endif %}
