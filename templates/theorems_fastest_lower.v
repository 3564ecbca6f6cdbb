{{ header }}
(** * On the {{ f.n }}×{{ f.n }} board P1 cannot force a square before ply {{ f.k }}

The kernel replays the lower certificate into a table of symmetry classes and checks it
([Delay.delayCertCheck], at [Qed] by [native_compute]); [DelayLemmas] proves that the check
gives [P2CanDelay {{ f.n }} {{ f.l }} [] []] and that this excludes every win by a ply below {{ f.k }}.
With Lemma W ([Window.window_lower]) the bound holds on every board for every P1 strategy
that never leaves a {{ f.n }}×{{ f.n }} lattice window first ([window_lower_{{ f.n }}]).
The Coq twin of [lean/SquareGame/Theorems/FastestLowerN{{ f.n }}.lean]. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Delay DelayLemmas Window Data.FastestLowerN{{ f.n }}.
Import ListNotations.
Local Open Scope N_scope.

Theorem delay_check_{{ f.n }} : delayCertCheck {{ f.n }} {{ f.l }} {{ f.hex_name }} = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check delay_check_{{ f.n }}.

Theorem fastest_lower_{{ f.n }} : forall j, j < {{ f.k }} -> ~ P1CanWinBy {{ f.n }} j [] [].
Proof.
  apply (fastest_lower_of_delay (n := {{ f.n }}) (k := {{ f.k }})); [exists {{ f.half }}; reflexivity|lia|].
  exact (p2CanDelay_of_delayCertCheck delay_check_{{ f.n }}).
Qed.
Print Assumptions fastest_lower_{{ f.n }}.

(** On every board, P1 cannot force a square before ply {{ f.k }} with a strategy that never
leaves a lattice window of {{ f.n }}×{{ f.n }} points (any unit) first: no [P1CanWinByWithin] by a
ply below {{ f.k }}. *)
Theorem window_lower_{{ f.n }} : forall n a g j, WindowOnBoard n a g {{ f.n }} -> j < {{ f.k }} ->
  ~ P1CanWinByWithin n j (InWindow a g {{ f.n }}) [] [].
Proof.
  intros n a g j hw hj; exact (window_lower hw fastest_lower_{{ f.n }} j hj ltac:(lia)).
Qed.
Print Assumptions window_lower_{{ f.n }}.
