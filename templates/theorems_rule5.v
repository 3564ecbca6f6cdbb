{{ header }}
(** * The 5×5 rule wins

[WinsWith rule5Move 5 []]: the rule of [certs/rule5.txt] (win, block, shortest VCF, quiet
list) wins the 5×5 game against every P2 reply. Checked by the kernel at [Qed], which
evaluates the check recursion with [native_compute]. The Coq twin of
[lean/SquareGame/Theorems/Rule5.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Rule5.
Import ListNotations.
Local Open Scope N_scope.

Theorem rule5_wins : WinsWith rule5Move 5 [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check rule5_wins.
