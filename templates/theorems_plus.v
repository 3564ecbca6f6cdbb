{{ header }}
(** * The plus rule wins on every checked board ({{ range_text }})

Each theorem is checked by the kernel at [Qed], which evaluates the [WinsWith] recursion with
[native_compute] ([native_cast_no_check] leaves the whole computation to [Qed]). The Coq twin
of [lean/SquareGame/Theorems/Plus.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Lemmas PlusRule.
Import ListNotations.
Local Open Scope N_scope.
{% for n in ns %}
Theorem plus_wins_with_{{ n }} : WinsWith plusMove {{ n }} [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_wins_with_{{ n }}.
{% endfor %}
