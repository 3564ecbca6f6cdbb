{{ header }}
(** * The pair opening (2,2), second move (3,2) needs only the forced exception on {{ o.n }}×{{ o.n }}

For every first reply [r1] other than (2,2) and (3,2), P1 playing (3,2) at ply 3 and then the
table strategy of [certs/{{ o.t.file }}] wins against every P2 move, quiet moves allowed
(docs/OPEN-QUESTIONS.md §1). The computed fact is checked by the kernel at [Qed]
([native_compute]); [OpeningLemmas.openingCheck_sound] states it for every such [r1].
The Coq twin of [lean/SquareGame/Theorems/Opening.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Opening OpeningLemmas Data.Opening.
Import ListNotations.
Local Open Scope N_scope.

Theorem {{ o.check_name }} : openingCheck {{ o.t.strategy_name }} {{ o.n }} (mkCell 2 2) (mkCell 3 2) = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check {{ o.check_name }}.

Theorem {{ o.theorem_name }} : forall r1, OnBoard {{ o.n }} r1 -> r1 <> mkCell 2 2 -> r1 <> mkCell 3 2 ->
  WinsWith {{ o.t.strategy_name }} {{ o.n }} [mkCell 2 2; r1].
Proof. exact (openingCheck_sound {{ o.check_name }}). Qed.
