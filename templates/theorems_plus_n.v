{{ header }}
(** * The plus rule wins on the {{ n }}×{{ n }} board

Checked by the kernel at [Qed], which evaluates the [WinsWith] recursion with
[native_compute] ([native_cast_no_check] leaves the whole computation to [Qed]); one file per
board so that the boards are checked in parallel. The Coq twin of
[lean/SquareGame/Theorems/Plus/N{{ n }}.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Lemmas PlusRule.
Import ListNotations.
Local Open Scope N_scope.

Theorem plus_wins_with_{{ n }} : WinsWith plusMove {{ n }} [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_wins_with_{{ n }}.
