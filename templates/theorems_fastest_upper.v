{{ header }}
(** * Fastest wins: the upper bounds

[fastest_upper_<n> : P1CanWinBy n k [] []]: on the [n]×[n] board P1 can force a completed
square by ply [k] (the [k] of certs/fastest.json). Each is proved from
[fastest_wins_by_<n> : WinsByWith fastestMoveN<n> n k []], checked by the kernel at [Qed]
([native_cast_no_check] leaves the whole computation to [Qed], where [native_compute]
evaluates the check over every P2 reply), and [FastestLemmas.winsByWith_sound].
Boards: {{ boards_text }}. The Coq twin of [lean/SquareGame/Theorems/FastestUpper.lean]. *)

From Coq Require Import NArith List.
From SquareGame Require Import Basic Fastest FastestLemmas Data.Fastest.
Import ListNotations.
Local Open Scope N_scope.
{% for b in boards %}
Theorem fastest_wins_by_{{ b.n }} : WinsByWith {{ b.strategy_name }} {{ b.n }} {{ b.k }} [].
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check fastest_wins_by_{{ b.n }}.

Theorem fastest_upper_{{ b.n }} : P1CanWinBy {{ b.n }} {{ b.k }} [] [].
Proof. exact (winsByWith_sound fastest_wins_by_{{ b.n }}). Qed.
{% endfor %}
