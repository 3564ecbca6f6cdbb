(** * Fastest wins: the ply-bounded win check and the fastest-win table strategy

- [WinsByWith σ n k h]: as [WinsWith σ n h] (Basic.v), but P1 must complete its square at a
  ply [<= k]: a P1 turn at a ply past [k] fails. [FastestLemmas.winsByWith_sound] turns it
  into [P1CanWinBy n k [] []].
- [fastestMove t]: P1's strategy of a fastest-win table (docs/FORMATS.md, "Prover tables of the
  fastest wins (SQFT)"), the play of the upper certificate's walk: (1) the first free cell
  (row-major) completing a P1 square, else (2) the first free cell completing a P2 square (a
  block), else (3) the table's move for the canonical key ([Table.canonical]), mapped back.

Table format [SQFT] v1, carried as a hex string literal: bytes 0..4 [SQFT], byte 4 version 1,
byte 5 [n], byte 6 the ply bound [k], byte 7 the key width [w] in bytes, bytes 8..12 the entry
count (u32, little-endian), then per entry the canonical key ([w] bytes, little-endian) and the
move (one byte, a cell index [y*n + x] in the canonical orientation), keys increasing. Each
entry becomes the number [key * 256 + move], searched in the balanced tree of [Table.v].

The Coq twin of [lean/SquareGame/Fastest.lean], definition for definition. Hand-written.
Nothing in a table matters for soundness: a wrong table only makes the check answer
[false]. *)

From Coq Require Import NArith List String.
From SquareGame Require Import Basic Table.
Import ListNotations.
Local Open Scope N_scope.

(** ** The ply-bounded win check *)

(** The win check of [σ] with the ply bound [k], P1 to move at [(A, B)] (history [h]): a P1
turn past ply [k] fails; otherwise one [winsStep] of [Basic.v]. *)
Fixpoint winsByAux (σ : Strategy) (n k : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S f =>
    if k <? nextPly A B then false
    else
      let m := σ n h in
      winsStep n A B m (fun r => winsByAux σ n k f (h ++ [m; r]) (m :: A) (r :: B))
  end.

(** [WinsByWith σ n k h]: P1 playing [σ] from history [h] completes a square at a ply [<= k]
against every P2 reply (P2 completing a square or a full board fails). *)
Definition WinsByWith (σ : Strategy) (n k : N) (h : list Cell) : Prop :=
  winsByAux σ n k (N.to_nat (n * n + 1)) h (p1Stones h) (p2Stones h) = true.

(** ** The fastest-win tables *)

(** [count] entries of [w + 1] bytes, as [key * 256 + move], appended (newest first) to
[acc]. *)
Fixpoint fastEntriesOf (count w : nat) (bs : list N) (acc : list N) : list N :=
  match count with
  | O => rev' acc
  | S c => fastEntriesOf c w (skipn (S w) bs) ((leNat (firstn w bs) * 256 + nth w bs 0) :: acc)
  end.

(** A decoded fastest-win table: [n], the ply bound, the entry count, the entries. *)
Record FastTable : Type := mkFastTable { ftn : N; ftBound : N; ftSize : N; ftEntries : Tree }.

(** Decodes a fastest-win table from the hex of its bytes; [None] if the header or length is
wrong. *)
Definition decodeFastTable (hex : string) : option FastTable :=
  match bytesOfHex hex [] with
  | Some (83 :: 81 :: 70 :: 84 :: 1 :: n :: k :: w :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0; c1; c2; c3] in
    if N.eqb (N.of_nat (List.length body)) ((w + 1) * count)
    then Some (mkFastTable n k count (treeOf 64 (fastEntriesOf (N.to_nat count) (N.to_nat w) body [])))
    else None
  | _ => None
  end.

(** The stored move for a canonical key, if any. *)
Definition fastLookup (t : FastTable) (key : N) : option N :=
  match lowerBound (ftEntries t) (key * 256) with
  | Some e => if N.eqb (e / 256) key then Some (e mod 256) else None
  | None => None
  end.

(** P1's strategy of a fastest-win table: [Table.tableStep] for P1 (complete, else block, else
the table's move for the canonical key, mapped back) with the table's lookup. A missing table, a table for another [n] or a missing key gives
the off-board cell [(n, n)], so the check fails. *)
Definition fastestMove (t : option FastTable) : Strategy := fun n h =>
  let A := p1Stones h in
  let B := p2Stones h in
  let off := mkCell n n in
  match t with
  | None => off
  | Some t =>
    if negb (N.eqb (ftn t) n) then off else tableStep n A B A B (fastLookup t) off
  end.
