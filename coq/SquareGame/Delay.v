(** * The delay check: P2 keeps P1 from completing a square by ply [k] (issue 11, lower bounds)

An executable check over an invariant table [S1] of P1-to-move positions, one per symmetry
class, written to be proved sound once ([DelayLemmas.p2CanDelay_of_delayCheck]):

- [p1Step found answer A B]: at [(A, B)] no free P1 move [m] completes a P1 square, and P2's
  answer [r := answer (m :: A) B] is on the board and free, and either completes a P2 square or
  the new position passes [found].
- [lateStep]: P1's turn two plies before the bound ([k < ply + 4]) needs no answer and no
  table: every free P1 move [m] must not complete a P1 square, and must leave P1 at most one
  threat cell ([newThreats]; a move that shares a line with fewer than two P1 stones makes
  none) unless P2 can then complete a P2 square. P2 completes its square, or blocks the one
  threat cell, and P1's last move by ply [k] completes nothing.
- [delayFound]: a P1-to-move position is fine when its ply is past [k]; when P1's move is the
  last one by ply [k] and no free cell completes a P1 square ([noWinNow]); else when its
  symmetry class has an entry of [S1] (looked up by the canonical key) that is the position
  seen through one of the 8 symmetries ([sameBoard], compared as sets of stones and plies).
- [delayCheck]: the empty board is found, and every entry of [S1] lies on the board and
  passes [lateStep] (two plies before the bound) or [p1Step].

Nothing about the table or the answers needs proof: [S1] and the answers come from replaying
a lower certificate (format SQF1, docs/FORMATS.md) with [delayTables], which mirrors the
walk of [src/fastest/cert.rs]; a wrong table or answer only makes the check answer [false].
The symmetries are words over three generators (transpose, mirror in x, mirror in y), each an
involution of the board, so a word's inverse is its reverse.

The Coq twin of [lean/SquareGame/Delay.lean]. Hand-written. Lookups use
[FMapPositive.PositiveMap] of Coq's standard library (plain definitions, no axioms). *)

From Coq Require Import NArith List String.
From Coq Require FMapPositive.
From SquareGame Require Import Basic Table.
Import ListNotations.
Local Open Scope N_scope.

Module PM := FMapPositive.PositiveMap.

(** ** Symmetries *)

(** The generator [g] of the symmetries of the [n]×[n] board: 0 the transpose [(y, x)],
1 the mirror [(n-1-x, y)], anything else the mirror [(x, n-1-y)]. *)
Definition gen (n g : N) (c : Cell) : Cell :=
  if N.eqb g 0 then mkCell (y c) (x c)
  else if N.eqb g 1 then mkCell (n - 1 - x c) (y c)
  else mkCell (x c) (n - 1 - y c).

(** A word of generators applied to a cell (the last generator first). *)
Definition symApply (n : N) (gs : list N) (c : Cell) : Cell := fold_right (gen n) c gs.

(** The 8 symmetries of the square, as words. *)
Definition syms : list (list N) := [[]; [0]; [1]; [2]; [1; 2]; [0; 1]; [0; 2]; [0; 1; 2]].

(** ** Positions as keys *)

(** The key of a position: P1's mask plus P2's mask shifted by [n * n] bits. *)
Definition posKey (n : N) (A B : list Cell) : N := maskOf n A + maskOf n B * 2 ^ (n * n).

(** The least key over the 8 symmetric images of the position (the class key). *)
Definition canonKey (n : N) (A B : list Cell) : N :=
  fold_left (fun best gs =>
      let k := posKey n (map (symApply n gs) A) (map (symApply n gs) B) in
      if k <? best then k else best) syms (posKey n A B).

(** The map key of a class key. *)
Definition pkey (k : N) : positive := N.succ_pos k.

(** The two lists hold the same cells. *)
Definition sameSet (S T : list Cell) : bool :=
  if allL (contains T) S then allL (contains S) T else false.

(** Two positions hold the same stones and have the same next ply. *)
Definition sameBoard (A B A' B' : list Cell) : bool :=
  if sameSet A A' then
    if sameSet B B' then N.eqb (nextPly A B) (nextPly A' B') else false
  else false.

(** Every stone lies on the board. *)
Definition onBoardAll (n : N) (A B : list Cell) : bool :=
  if allL (onBoardb n) A then allL (onBoardb n) B else false.

(** ** The check *)

(** One P1 turn against P2's [answer] (see the file header). *)
Definition p1Step (n : N) (found : list Cell -> list Cell -> bool)
    (answer : list Cell -> list Cell -> Cell) (A B : list Cell) : bool :=
  allCells n (fun m =>
    if free A B m then
      if completes n A m then false
      else if isFull n (m :: A) B then true
      else
        let r := answer (m :: A) B in
        if onBoardb n r then
          if free (m :: A) B r then
            if completes n B r then true else found (m :: A) (r :: B)
          else false
        else false
    else true).

(** The lowest free cell (row-major), or the off-board [(n, n)]: P2's answer where any free
cell does (used by the proofs of [DelayLemmas], never computed by the check). *)
Definition firstFree (n : N) (A B : list Cell) : Cell :=
  match find (free A B) (cells n) with Some c => c | None => mkCell n n end.

(** No free cell completes a P1 square: P1, to move, completes none now. *)
Definition noWinNow (n : N) (A B : list Cell) : bool :=
  allCells n (fun m => if free A B m then negb (completes n A m) else true).

(** The free cells of the board (row-major) where a stone completes a square of the stones
[S]: at the position [(A, B)], [S]'s threat cells. *)
Definition threatCells (n : N) (S A B : list Cell) : list Cell :=
  filter (fun c => if free A B c then completes n S c else false) (cells n).

(** The two cells share a row, a column or a diagonal ([|dx| = |dy|], as [a - b + (b - a)]
in [N]): the test every two corners of a square pass. *)
Definition inLine (a b : Cell) : bool :=
  if N.eqb (x a) (x b) then true
  else if N.eqb (y a) (y b) then true
  else N.eqb (x a - x b + (x b - x a)) (y a - y b + (y b - y a)).

(** P1's threat cells after the P1 move [m] at [(A, B)] that share a line with [m]: when no
free cell completes a square of [A], these are all of P1's threat cells. *)
Definition newThreats (n : N) (m : Cell) (A B : list Cell) : list Cell :=
  filter (fun c => if inLine m c then (if free (m :: A) B c then completes n (m :: A) c else false)
                   else false) (cells n).

(** P1's turn two plies before the bound (see the file header): every free P1 move [m]
completes no P1 square; and it makes no threat (fewer than two P1 stones share a line with
[m]), or at most one threat cell ([newThreats]), or else some free cell completes a P2
square. *)
Definition lateStep (n : N) (A B : list Cell) : bool :=
  allCells n (fun m =>
    if free A B m then
      if completes n A m then false
      else match filter (inLine m) A with
           | [] | [_] => true
           | _ =>
             match newThreats n m A B with
             | _ :: _ :: _ =>
               anyCell n (fun c => if free (m :: A) B c then completes n B c else false)
             | _ => true
             end
           end
    else true).

(** A P1-to-move position is fine (see the file header). *)
Definition delayFound (n k : N) (S1 : PM.t (list Cell * list Cell))
    (answer : list Cell -> list Cell -> Cell) (A B : list Cell) : bool :=
  if k <? nextPly A B then true
  else if k <? nextPly A B + 2 then noWinNow n A B
  else
    match PM.find (pkey (canonKey n A B)) S1 with
    | Some (A', B') =>
      anyL (fun gs => sameBoard (map (symApply n gs) A) (map (symApply n gs) B) A' B') syms
    | None => false
    end.

(** The check of an invariant table [S1] with P2's [answer]. *)
Definition delayCheck (n k : N) (S1 : PM.t (list Cell * list Cell))
    (answer : list Cell -> list Cell -> Cell) : bool :=
  if delayFound n k S1 answer [] [] then
    allL (fun e =>
      let '(A, B) := snd e in
      if onBoardAll n A B then
        if k <? nextPly A B + 4 then lateStep n A B
        else p1Step n (delayFound n k S1 answer) answer A B
      else false)
      (PM.elements S1)
  else false.

(** ** Replaying a lower certificate (untrusted: it only builds the table and the answers) *)

(** The first cell of the board (row-major) passing [p]. *)
Definition lowest (n : N) (p : Cell -> bool) : option Cell := find p (cells n).

(** The walk's state: the P1 classes seen (with their first position), the P2 classes seen
(with their first position and P2's answer there), and the unread certificate bytes. *)
Record Walk : Type := mkWalk {
  wS1 : PM.t (list Cell * list Cell);
  wS2 : PM.t (list Cell * list Cell * Cell);
  wBytes : list N }.

(** The walk of [src/fastest/cert.rs] for a lower certificate with bound [k] ([p1] tells who
moves; [fuel] bounds the depth). *)
Fixpoint walk (n k : N) (fuel : nat) (p1 : bool) (A B : list Cell) (w : Walk) : Walk :=
  match fuel with
  | O => w
  | S f =>
    let ply := nextPly A B in
    if p1 then
      if k <? ply then w
      else if anyCell n (fun c => if free A B c then completes n A c else false) then w
      else if N.eqb ply k then w
      else
        let key := pkey (canonKey n A B) in
        match PM.find key (wS1 w) with
        | Some _ => w
        | None =>
          let w1 := mkWalk (PM.add key (A, B) (wS1 w)) (wS2 w) (wBytes w) in
          (* At ply k-2 the walk reads no byte below (P2's turn at ply k-1 reads none). *)
          if N.eqb (ply + 2) k then w1
          else fold_left (fun w' m => if free A B m then walk n k f false (m :: A) B w' else w')
            (cells n) w1
        end
    else
      if k <=? ply then w
      else if anyCell n (fun c => if free A B c then completes n B c else false) then w
      else if isFull n A B then w
      else match lowest n (fun c => if free A B c then completes n A c else false) with
      | Some t => walk n k f true A (t :: B) w
      | None =>
        if N.eqb (ply + 1) k then w
        else
          let key := pkey (canonKey n A B) in
          match PM.find key (wS2 w) with
          | Some _ => w
          | None =>
            match wBytes w with
            | [] => w
            | b :: rest =>
              let r := mkCell (b mod n) (b / n) in
              walk n k f true A (r :: B) (mkWalk (wS1 w) (PM.add key (A, B, r) (wS2 w)) rest)
            end
          end
      end
  end.

(** P2's answer at [(A, B)] (P2 to move): complete a P2 square; else block the lowest P1
threat; else the certificate's move for the class, mapped back through the symmetry; else the
lowest free cell. *)
Definition delayAnswer (n : N) (S2 : PM.t (list Cell * list Cell * Cell)) (A B : list Cell) :
    Cell :=
  match lowest n (fun c => if free A B c then completes n B c else false) with
  | Some c => c
  | None =>
    match lowest n (fun c => if free A B c then completes n A c else false) with
    | Some c => c
    | None =>
      let fallback := match lowest n (free A B) with Some c => c | None => mkCell n n end in
      match PM.find (pkey (canonKey n A B)) S2 with
      | Some (A', B', r) =>
        match find (fun gs =>
            sameBoard (map (symApply n gs) A) (map (symApply n gs) B) A' B') syms with
        | Some gs => symApply n (rev gs) r
        | None => fallback
        end
      | None => fallback
      end
    end
  end.

(** The bytes of a lower certificate (format SQF1) for board [n] with bound [k], from the
hex of its file; [None] on a wrong header or length. *)
Definition sqfMoves (n k : N) (hex : string) : option (list N) :=
  match bytesOfHex hex [] with
  | Some (83 :: 81 :: 70 :: 49 :: n' :: 2 :: k' :: 0 :: c0 :: c1 :: c2 :: c3 :: body) =>
    if N.eqb n' n then
      if N.eqb k' k then
        if N.eqb (N.of_nat (List.length body)) (leNat [c0; c1; c2; c3]) then Some body else None
      else None
    else None
  | _ => None
  end.

(** The whole computed fact: the certificate [hex] decodes, and the table and answers its
replay builds pass [delayCheck] for board [n] and bound [k]. *)
Definition delayCertCheck (n k : N) (hex : string) : bool :=
  match sqfMoves n k hex with
  | Some body =>
    let w := walk n k (N.to_nat (n * n + 1)) true [] [] (mkWalk (PM.empty _) (PM.empty _) body) in
    delayCheck n k (wS1 w) (delayAnswer n (wS2 w))
  | None => false
  end.
