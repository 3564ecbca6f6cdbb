(** * The opening check is sound

[openingCheck σ n o s = true] gives [WinsWith σ n [o; r1]] for every first reply [r1] on the
board other than [o] and [s]. Kept apart from [Opening.v] so that the executable file needs
no lemma (its Lean twin is compiled to native code, like [Table.lean], and imports no proof).
The Coq twin of [lean/SquareGame/OpeningLemmas.lean]. Hand-written. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Lemmas Opening.
Import ListNotations.
Local Open Scope N_scope.

(** The computed claim gives [WinsWith σ n [o; r1]] for every such [r1]. *)
Lemma openingCheck_sound {σ : Strategy} {n : N} {o s : Cell} :
  openingCheck σ n o s = true ->
  forall r1, OnBoard n r1 -> r1 <> o -> r1 <> s -> WinsWith σ n [o; r1].
Proof.
  intros h r1 hb ho hs; pose proof (allCells_sound h r1 hb) as e; cbv beta in e.
  destruct (cellEqb r1 o) eqn:e1; [exact (False_ind _ (ho (proj1 (cellEqb_spec _ _) e1))) |].
  destruct (cellEqb r1 s) eqn:e2; [exact (False_ind _ (hs (proj1 (cellEqb_spec _ _) e2))) |].
  exact e.
Qed.
