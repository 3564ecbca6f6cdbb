(** * Strategy tables (binary format v1, carried as hex string literals)

Format (docs/FORMATS.md; [squarecert] writes and checks it): bytes 0..4 [SQTB], byte 4
version 1, byte 5 [n], byte 6 owner (1 = P1, 2 = P2), byte 7 goal (0 = draw, 1 = win),
bytes 8..12 the entry count (u32, little-endian), then that many u64 little-endian entries,
strictly increasing, nothing after. Cell index [i = y*n + x]; key [= p1mask + p2mask * 2^25];
entry [= key * 32 + move]. The move is stored in the orientation of the first symmetry
(fixed order g0..g7) attaining the least key and is mapped back with its inverse.

The Coq twin of [lean/SquareGame/Table.lean]. Lean keeps the entries in an [Array] and
binary-searches it; here they sit in a balanced binary search tree built from the sorted
list, searched the same way (the least entry [≥ key * 32]).

Nothing here matters for soundness: a wrong table only makes a check answer [false]. *)

From Coq Require Import Bool NArith List String Ascii.
From SquareGame Require Import Basic.
Import ListNotations.
Local Open Scope N_scope.

(** The value of a hex digit ([0-9], [a-f], [A-F]). *)
Definition hexDigit (c : ascii) : option N :=
  let k := N_of_ascii c in
  if (48 <=? k) && (k <=? 57) then Some (k - 48)
  else if (97 <=? k) && (k <=? 102) then Some (k - 87)
  else if (65 <=? k) && (k <=? 70) then Some (k - 55)
  else None.

(** The bytes of a hex text, two digits a byte ([acc] holds the bytes so far, newest
first); [None] on a bad digit or an odd length. The final reversal is [rev'] (linear,
[rev_append]), not [rev] (quadratic: [rev (a :: l) = rev l ++ [a]]), which took 57 s of
[native_compute] on the 115,980 bytes of the 6×6 lower certificate. *)
Fixpoint bytesOfHex (s : string) (acc : list N) : option (list N) :=
  match s with
  | EmptyString => Some (rev' acc)
  | String a (String b rest) =>
    match hexDigit a, hexDigit b with
    | Some u, Some v => bytesOfHex rest ((u * 16 + v) :: acc)
    | _, _ => None
    end
  | String _ EmptyString => None
  end.

(** A little-endian number from its bytes. *)
Definition leNat (bs : list N) : N := fold_right (fun b acc => acc * 256 + b) 0 bs.

(** [count] little-endian u64 entries from the bytes, appended (newest first) to [acc]. *)
Fixpoint entriesOf (count : nat) (bs : list N) (acc : list N) : list N :=
  match count with
  | O => rev' acc
  | S k => entriesOf k (skipn 8 bs) (leNat (firstn 8 bs) :: acc)
  end.

(** A binary search tree of entries. *)
Inductive Tree : Type :=
  | Leaf : Tree
  | Node : Tree -> N -> Tree -> Tree.

(** The balanced tree of a sorted list ([fuel] bounds the depth). *)
Fixpoint treeOf (fuel : nat) (l : list N) : Tree :=
  match fuel with
  | O => Leaf
  | S k =>
    match l with
    | [] => Leaf
    | _ =>
      let half := Nat.div (List.length l) 2 in
      match skipn half l with
      | [] => Leaf
      | e :: rest => Node (treeOf k (firstn half l)) e (treeOf k rest)
      end
    end
  end.

(** A decoded table. *)
Record Table : Type := mkTable { tn : N; owner : N; goal : N; size : N; entries : Tree }.

(** Decodes a table from the hex of its file; [None] if the header or length is wrong. *)
Definition decodeTable (hex : string) : option Table :=
  match bytesOfHex hex [] with
  | Some (83 :: 81 :: 84 :: 66 :: 1 :: n :: own :: gl :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0; c1; c2; c3] in
    if N.eqb (N.of_nat (List.length body)) (8 * count)
    then Some (mkTable n own gl count (treeOf 64 (entriesOf (N.to_nat count) body [])))
    else None
  | _ => None
  end.

(** The least entry [≥ t] of the tree, if any. *)
Fixpoint lowerBound (tr : Tree) (t : N) : option N :=
  match tr with
  | Leaf => None
  | Node l e r =>
    if e <? t then lowerBound r t
    else match lowerBound l t with
         | Some e' => Some e'
         | None => Some e
         end
  end.

(** The stored move for a canonical key, if any. *)
Definition lookup (t : Table) (key : N) : option N :=
  match lowerBound (entries t) (key * 32) with
  | Some e => if N.eqb (e / 32) key then Some (e mod 32) else None
  | None => None
  end.

(** The symmetry [g] (0..7) of the [n]×[n] board: g0 [(x,y)], g1 [(n-1-x,y)], g2 [(x,n-1-y)],
g3 [(n-1-x,n-1-y)], g4 [(y,x)], g5 [(n-1-y,x)], g6 [(y,n-1-x)], g7 [(n-1-y,n-1-x)]. *)
Definition symmCell (n g : N) (c : Cell) : Cell :=
  match g with
  | 0 => mkCell (x c) (y c)
  | 1 => mkCell (n - 1 - x c) (y c)
  | 2 => mkCell (x c) (n - 1 - y c)
  | 3 => mkCell (n - 1 - x c) (n - 1 - y c)
  | 4 => mkCell (y c) (x c)
  | 5 => mkCell (n - 1 - y c) (x c)
  | 6 => mkCell (y c) (n - 1 - x c)
  | _ => mkCell (n - 1 - y c) (n - 1 - x c)
  end.

(** The inverse of symmetry [g]: g5 and g6 are inverse to each other, the rest are
involutions. *)
Definition symmInv (g : N) : N := if N.eqb g 5 then 6 else if N.eqb g 6 then 5 else g.

(** The bit mask of a set of stones: the sum of [2^(y*n + x)]. *)
Definition maskOf (n : N) (S : list Cell) : N :=
  fold_left (fun acc c => acc + 2 ^ (y c * n + x c)) S 0.

(** The key of the position seen through symmetry [g]: the P1 mask plus the P2 mask shifted
to bit [max(25, n*n)] (25 for the tables of boards up to 5×5; [n*n] for the fastest-win
tables of larger boards, [Fastest.v]). *)
Definition keyOf (n : N) (A B : list Cell) (g : N) : N :=
  maskOf n (map (symmCell n g) A) + maskOf n (map (symmCell n g) B) * 2 ^ N.max 25 (n * n).

(** The canonical key and the first symmetry attaining it. *)
Definition canonical (n : N) (A B : list Cell) : N * N :=
  fold_left (fun best i =>
      let k := keyOf n A B (i + 1) in
      if k <? fst best then (k, i + 1) else best)
    (upTo 7) (keyOf n A B 0, 0).

(** The first cell of a list, or [d]. *)
Definition firstOr (l : list Cell) (d : Cell) : Cell :=
  match l with
  | c :: _ => c
  | [] => d
  end.

(** The move of a table strategy at [(A, B)] for the player holding [own] (the opponent holding
[opp]): (1) the first free cell (row-major) completing an [own] square; else (2) the first
free cell completing an [opp] square (a block); else (3) the move [look] stores for the
canonical key, mapped back; [off] when it stores none. Shared by [tableMove] and
[Fastest.fastestMove]. *)
Definition tableStep (n : N) (A B own opp : list Cell) (look : N -> option N) (off : Cell) : Cell :=
  let empty := filter (free A B) (cells n) in
  match find (completes n own) empty with
  | Some c => c
  | None =>
    match find (completes n opp) empty with
    | Some c => c
    | None =>
      let can := canonical n A B in
      match look (fst can) with
      | Some mv => symmCell n (symmInv (snd can)) (mkCell (mv mod n) (mv / n))
      | None => off
      end
    end
  end.

(** The table strategy for the table's owner: [tableStep] with the table's lookup. A missing
table, a table for another [n] or a missing key gives the off-board cell [(n, n)], so the
check fails. *)
Definition tableMove (t : option Table) : Strategy := fun n h =>
  let A := p1Stones h in
  let B := p2Stones h in
  let off := mkCell n n in
  match t with
  | None => off
  | Some t =>
    if negb (N.eqb (tn t) n) then off else
    let own := if N.eqb (owner t) 1 then A else B in
    let opp := if N.eqb (owner t) 1 then B else A in
    tableStep n A B own opp (lookup t) off
  end.
