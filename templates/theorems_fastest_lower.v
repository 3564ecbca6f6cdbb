{{ header }}
(** * On the {{ n }}×{{ n }} board P1 cannot force a square before ply {{ k }}

The kernel replays the lower certificate into a table of symmetry classes and checks it
([Delay.delayCertCheck], at [Qed] by [native_compute]); [DelayLemmas] proves that the check
gives [P2CanDelay {{ n }} {{ l }} [] []] and that this excludes every win by a ply below {{ k }}.
No Lean twin yet. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Delay DelayLemmas Data.FastestLowerN{{ n }}.
Import ListNotations.
Local Open Scope N_scope.

Theorem delay_check_{{ n }} : delayCertCheck {{ n }} {{ l }} {{ hex_name }} = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check delay_check_{{ n }}.

Theorem fastest_lower_{{ n }} : forall j, j < {{ k }} -> ~ P1CanWinBy {{ n }} j [] [].
Proof.
  apply (fastest_lower_of_delay (n := {{ n }}) (k := {{ k }})); [exists {{ half }}; reflexivity|lia|].
  exact (p2CanDelay_of_delayCertCheck delay_check_{{ n }}).
Qed.
Print Assumptions fastest_lower_{{ n }}.
