(** * Every board: the lockstep of a far pair with its representative (docs/EVERY-N.md §10, Lemmas 6–7)

A far pair [(r1, r2)] (a reply outside [[0, 17)²]) on a board [n ≥ 18] is compared with a
representative pair [(r1', r2')] on the 17×17 board. [FarView n r1 r2 n' r1' r2'] is what the
rule can see of the free stones, with the line region [R = [0, 6)²] and the zone
[Z = [0, 11)²]:
- both pairs lie on their boards;
- each reply is the same cell of [Z] in both, or lies outside [Z] in both;
- for every position whose P1 stones [A] and P2 blocks [B0] lie in [R], P2's threat cells in
  [Z] are the same list, and P2 holds as many threat cells in all (Lemma 6b).

The Coq twin of [lean/SquareGame/Lockstep.lean], lemma for lemma. Hand-written. *)

From Coq Require Import NArith List Lia Bool.
From SquareGame Require Import Basic Lemmas Table PlusRule EveryN Locality Closed.
Import ListNotations.
Local Open Scope N_scope.

(** What the plus rule can see of the free stones [(r1, r2)] on board [n] and [(r1', r2')] on
board [n'] (docs/EVERY-N.md Lemma 6, with [w = 6]). *)
Definition FarView (n : N) (r1 r2 : Cell) (n' : N) (r1' r2' : Cell) : Prop :=
  OnBoard n r1 /\ OnBoard n r2 /\ OnBoard n' r1' /\ OnBoard n' r2' /\
  (forall c, InBox 11 c -> (c = r1 <-> c = r1') /\ (c = r2 <-> c = r2')) /\
  (forall A B0, AllInBox 6 A -> AllInBox 6 B0 ->
     filter (onBoardb 11) (threats n (B0 ++ [r2; r1]) A) =
       filter (onBoardb 11) (threats n' (B0 ++ [r2'; r1']) A) /\
     length (threats n (B0 ++ [r2; r1]) A) = length (threats n' (B0 ++ [r2'; r1']) A)).

(* Target (helper L):
Theorem far_lockstep (n : N) (r1 r2 r1' r2' : Cell) :
  17 <= n -> FarView n r1 r2 17 r1' r2' ->
  secondMove plusRule r1 = secondMove plusRule r1' ->
  closedGood plusRule 17 6 7 [opening plusRule; r1'; secondMove plusRule r1'; r2']
    [secondMove plusRule r1'; opening plusRule] [r2'; r1'] = true ->
  blockingGood plusRule n 7 [opening plusRule; r1; secondMove plusRule r1; r2]
    [secondMove plusRule r1; opening plusRule] [r2; r1] = true.
*)
