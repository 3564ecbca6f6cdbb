{{ header }}
(** * Small boards: the 5×5 win and the draws for n ≤ 4 (both players)

Each theorem is checked by the kernel at [Qed], which evaluates the check recursion with
[native_compute]. The Coq twin of [lean/SquareGame/Theorems/Small.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Lemmas Table Data.Tables.
Import ListNotations.
Local Open Scope N_scope.

Theorem table5_wins : WinsWith table5 5 [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check table5_wins.
{% for n in draw_ns %}
Theorem draw_p1_{{ n }} : DrawsWithP1 drawP1N{{ n }} {{ n }} [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check draw_p1_{{ n }}.

Theorem draw_p2_{{ n }} : DrawsWithP2 drawP2N{{ n }} {{ n }} [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check draw_p2_{{ n }}.
{% endfor %}
