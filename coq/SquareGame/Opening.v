(** * Opening win tables (format SQOW v1, carried as hex string literals)

Format (docs/FORMATS.md, "Opening win tables"; [squarecert] writes it, [src/opencert.rs]
checks it): bytes 0..4 [SQOW], byte 4 version 1, byte 5 [n], byte 6 the opening's cell index,
byte 7 the second move's cell index, byte 8 the completion ply limit, bytes 9..13 the entry
count (u32, little-endian), then that many entries of 17 bytes: the P1 mask (u64 LE), the P2
mask (u64 LE), the move (one byte, a cell index). Cell index [i = y*n + x]; positions in their
actual orientation (no symmetry). Here each entry becomes the number
[(p1mask * 2^64 + p2mask) * 256 + move]; the order of the file's entries (by P1 mask, then P2
mask) is the order of these numbers, so the balanced tree of [Table.v] searches them.

The strategy [openingMove t] (P1): the empty history gets the opening, a history of two moves
the second move; later, (1) the first free cell (row-major) completing a P1 square, else (2)
the first free cell completing a P2 square (a block), else (3) the entry's move for the
position. [openingCheck σ n o s] checks [WinsWith σ n [o; r1]] for every first reply [r1]
other than [o] and [s]; [OpeningLemmas.openingCheck_sound] turns it into that statement.

The Coq twin of [lean/SquareGame/Opening.lean], lemma for lemma. Nothing in the table matters
for soundness: a wrong table only makes the check answer [false]. *)

From Coq Require Import NArith List String.
From SquareGame Require Import Basic Table.
Import ListNotations.
Local Open Scope N_scope.

(** The cell of index [i = y*n + x]. *)
Definition cellOfIndex (n i : N) : Cell := mkCell (i mod n) (i / n).

(** [count] entries of 17 bytes from the bytes, as [(p1 * 2^64 + p2) * 256 + move], appended
(newest first) to [acc]. *)
Fixpoint openEntriesOf (count : nat) (bs : list N) (acc : list N) : list N :=
  match count with
  | O => rev' acc
  | S k =>
    openEntriesOf k (skipn 17 bs)
      (((leNat (firstn 8 bs) * 2 ^ 64 + leNat (firstn 8 (skipn 8 bs))) * 256 + nth 16 bs 0) :: acc)
  end.

(** A decoded opening win table. *)
Record OpenTable : Type :=
  mkOpenTable { otn : N; oOpening : Cell; oSecond : Cell; oMaxPly : N; oSize : N; oEntries : Tree }.

(** Decodes an opening win table from the hex of its file; [None] if the header or length is
wrong. *)
Definition decodeOpenTable (hex : string) : option OpenTable :=
  match bytesOfHex hex [] with
  | Some (83 :: 81 :: 79 :: 87 :: 1 :: n :: o :: s :: k :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0; c1; c2; c3] in
    if N.eqb (N.of_nat (List.length body)) (17 * count)
    then Some (mkOpenTable n (cellOfIndex n o) (cellOfIndex n s) k count
                 (treeOf 64 (openEntriesOf (N.to_nat count) body [])))
    else None
  | _ => None
  end.

(** The stored move for the position with masks [p1] and [p2], if any. *)
Definition openLookup (t : OpenTable) (p1 p2 : N) : option N :=
  let key := p1 * 2 ^ 64 + p2 in
  match lowerBound (oEntries t) (key * 256) with
  | Some e => if N.eqb (e / 256) key then Some (e mod 256) else None
  | None => None
  end.

(** The opening strategy of a table (P1). A missing table, a table for another [n] or a
missing entry gives the off-board cell [(n, n)], so the check fails. *)
Definition openingMove (t : option OpenTable) : Strategy := fun n h =>
  let off := mkCell n n in
  match t with
  | None => off
  | Some t =>
    if negb (N.eqb (otn t) n) then off else
    match h with
    | [] => oOpening t
    | [_; _] => oSecond t
    | _ =>
      let A := p1Stones h in
      let B := p2Stones h in
      let empty := filter (free A B) (cells n) in
      match find (completes n A) empty with
      | Some c => c
      | None =>
        match find (completes n B) empty with
        | Some c => c
        | None =>
          match openLookup t (maskOf n A) (maskOf n B) with
          | Some mv => cellOfIndex n mv
          | None => off
          end
        end
      end
    end
  end.

(** The computed claim: for every first reply [r1] on the board other than [o] and [s], [σ]
wins from the history [[o; r1]] (P1 to move at ply 3). *)
Definition openingCheck (σ : Strategy) (n : N) (o s : Cell) : bool :=
  allCells n (fun r1 =>
    if cellEqb r1 o then true
    else if cellEqb r1 s then true
    else winsAux σ n (N.to_nat (n * n + 1)) [o; r1] (p1Stones [o; r1]) (p2Stones [o; r1])).
