import Std.Data.TreeMap
import SquareGame.Table

/-!
# The delay check: P2 keeps P1 from completing a square by ply `k` (issue 11, lower bounds)

An executable check over an invariant table `S1` of P1-to-move positions, one per symmetry
class, written to be proved sound once (`DelayLemmas.p2CanDelay_of_delayCheck`):

* `p1Step found answer A B`: at `(A, B)` no free P1 move `m` completes a P1 square, and P2's
  answer `r := answer (m :: A) B` is on the board and free, and either completes a P2 square or
  the new position passes `found`.
* `lateStep`: P1's turn two plies before the bound (`k < ply + 4`) needs no answer and no
  table: every free P1 move `m` must not complete a P1 square, and must leave P1 at most one
  threat cell (`newThreats`; a move that shares a line with fewer than two P1 stones makes
  none) unless P2 can then complete a P2 square. P2 completes its square, or blocks the one
  threat cell, and P1's last move by ply `k` completes nothing.
* `delayFound`: a P1-to-move position is fine when its ply is past `k`; when P1's move is the
  last one by ply `k` and no free cell completes a P1 square (`noWinNow`); else when its
  symmetry class has an entry of `S1` (looked up by the canonical key) that is the position
  seen through one of the 8 symmetries (`sameBoard`, compared as sets of stones and plies).
* `delayCheck`: the empty board is found, and every entry of `S1` lies on the board and
  passes `lateStep` (two plies before the bound) or `p1Step`.

Nothing about the table or the answers needs proof: `S1` and the answers come from replaying
a lower certificate (format SQF1, docs/FORMATS.md) with `walk`, which mirrors the walk of
`src/fastest/cert.rs`; a wrong table or answer only makes the check answer `false`. The
symmetries are words over three generators (transpose, mirror in x, mirror in y), each an
involution of the board, so a word's inverse is its reverse.

The maps: where Coq uses `FMapPositive.PositiveMap` (keys `positive`, `pkey k = k + 1`), this
file uses `Std.TreeMap Nat _` of the Lean distribution (`Std.Data.TreeMap`, no dependency
beyond the toolchain): a balanced search tree with the default `compare` on `Nat`, like
`PositiveMap` a map whose lookups the soundness proof reads through one lemma
(`Std.TreeMap.mem_toList_iff_getElem?_eq_some`, as Coq's `PM.elements_correct`); keys are
`Nat`, so `pkey` is the identity. A hash map would serve the computation equally, but its
lemmas carry `EquivBEq`/`LawfulHashable` side conditions, and an association list is linear
per lookup over 109,295 classes (6×6).

The Lean twin of `coq/SquareGame/Delay.v`, definition for definition (checked by Coq's kernel;
this file has not been checked by Lean, see docs/TRUST.md). Hand-written. As in `Basic.lean`,
Boolean tests are written with `&&`/`||` where Coq branches with `if`.
-/

namespace SquareGame

/-! ## Symmetries -/

/-- The generator `g` of the symmetries of the `n`×`n` board: 0 the transpose `(y, x)`, 1 the
mirror `(n-1-x, y)`, anything else the mirror `(x, n-1-y)`. -/
def gen (n g : Nat) (c : Cell) : Cell :=
  if g = 0 then ⟨c.y, c.x⟩
  else if g = 1 then ⟨n - 1 - c.x, c.y⟩
  else ⟨c.x, n - 1 - c.y⟩

/-- A word of generators applied to a cell (the last generator first). -/
def symApply (n : Nat) (gs : List Nat) (c : Cell) : Cell := gs.foldr (gen n) c

/-- The 8 symmetries of the square, as words. -/
def syms : List (List Nat) := [[], [0], [1], [2], [1, 2], [0, 1], [0, 2], [0, 1, 2]]

/-! ## Positions as keys -/

/-- The key of a position: P1's mask plus P2's mask shifted by `n * n` bits. -/
def posKey (n : Nat) (A B : List Cell) : Nat := maskOf n A + maskOf n B * 2 ^ (n * n)

/-- The least key over the 8 symmetric images of the position (the class key). -/
def canonKey (n : Nat) (A B : List Cell) : Nat :=
  syms.foldl (fun best gs =>
      let k := posKey n (A.map (symApply n gs)) (B.map (symApply n gs))
      if k < best then k else best) (posKey n A B)

/-- The map key of a class key: the identity (Coq's `PositiveMap` needs `k + 1`). -/
def pkey (k : Nat) : Nat := k

/-- The two lists hold the same cells. -/
def sameSet (S T : List Cell) : Bool := S.all T.contains && T.all S.contains

/-- Two positions hold the same stones and have the same next ply. -/
def sameBoard (A B A' B' : List Cell) : Bool :=
  sameSet A A' && (sameSet B B' && decide (nextPly A B = nextPly A' B'))

/-- Every stone lies on the board. -/
def onBoardAll (n : Nat) (A B : List Cell) : Bool :=
  A.all (fun s => decide (OnBoard n s)) && B.all (fun s => decide (OnBoard n s))

/-! ## The check -/

/-- One P1 turn against P2's `answer` (see the file header); the shape of
`Basic.drawsP2Step`. -/
def p1Step (n : Nat) (found : List Cell → List Cell → Bool)
    (answer : List Cell → List Cell → Cell) (A B : List Cell) : Bool :=
  allCells n fun m => !free A B m || (!completes n A m &&
    (isFull n (m :: A) B || (decide (OnBoard n (answer (m :: A) B)) &&
      (free (m :: A) B (answer (m :: A) B) &&
        (completes n B (answer (m :: A) B) || found (m :: A) (answer (m :: A) B :: B))))))

/-- The lowest free cell (row-major), or the off-board `(n, n)`: P2's answer where any free
cell does (used by the proofs of `DelayLemmas`, never computed by the check). -/
def firstFree (n : Nat) (A B : List Cell) : Cell :=
  match (cells n).find? (free A B) with
  | some c => c
  | none => ⟨n, n⟩

/-- No free cell completes a P1 square: P1, to move, completes none now. -/
def noWinNow (n : Nat) (A B : List Cell) : Bool :=
  allCells n fun m => !free A B m || !completes n A m

/-- The free cells of the board (row-major) where a stone completes a square of the stones
`S`: at the position `(A, B)`, `S`'s threat cells. -/
def threatCells (n : Nat) (S A B : List Cell) : List Cell :=
  (cells n).filter fun c => free A B c && completes n S c

/-- The two cells share a row, a column or a diagonal (`|dx| = |dy|`, as `a - b + (b - a)` in
`Nat`): the test every two corners of a square pass. -/
def inLine (a b : Cell) : Bool :=
  a.x == b.x || a.y == b.y || a.x - b.x + (b.x - a.x) == a.y - b.y + (b.y - a.y)

/-- P1's threat cells after the P1 move `m` at `(A, B)` that share a line with `m`: when no
free cell completes a square of `A`, these are all of P1's threat cells. -/
def newThreats (n : Nat) (m : Cell) (A B : List Cell) : List Cell :=
  (cells n).filter fun c => inLine m c && (free (m :: A) B c && completes n (m :: A) c)

/-- P1's turn two plies before the bound (see the file header): every free P1 move `m`
completes no P1 square; and it makes no threat (fewer than two P1 stones share a line with
`m`), or at most one threat cell (`newThreats`), or else some free cell completes a P2
square. -/
def lateStep (n : Nat) (A B : List Cell) : Bool :=
  allCells n fun m => !free A B m || (!completes n A m &&
    match A.filter (inLine m) with
    | [] | [_] => true
    | _ =>
      match newThreats n m A B with
      | _ :: _ :: _ => anyCell n fun c => free (m :: A) B c && completes n B c
      | _ => true)

/-- A P1-to-move position is fine (see the file header). -/
def delayFound (n k : Nat) (S1 : Std.TreeMap Nat (List Cell × List Cell))
    (answer : List Cell → List Cell → Cell) (A B : List Cell) : Bool :=
  if k < nextPly A B then true
  else if k < nextPly A B + 2 then noWinNow n A B
  else
    match S1[pkey (canonKey n A B)]? with
    | some (A', B') =>
      syms.any fun gs => sameBoard (A.map (symApply n gs)) (B.map (symApply n gs)) A' B'
    | none => false

/-- The check of an invariant table `S1` with P2's `answer`. -/
def delayCheck (n k : Nat) (S1 : Std.TreeMap Nat (List Cell × List Cell))
    (answer : List Cell → List Cell → Cell) : Bool :=
  delayFound n k S1 answer [] [] &&
    S1.toList.all fun e =>
      onBoardAll n e.2.1 e.2.2 &&
        (if k < nextPly e.2.1 e.2.2 + 4 then lateStep n e.2.1 e.2.2
         else p1Step n (delayFound n k S1 answer) answer e.2.1 e.2.2)

/-! ## Replaying a lower certificate (untrusted: it only builds the table and the answers) -/

/-- The first cell of the board (row-major) passing `p`. -/
def lowest (n : Nat) (p : Cell → Bool) : Option Cell := (cells n).find? p

/-- The walk's state: the P1 classes seen (with their first position), the P2 classes seen
(with their first position and P2's answer there), and the unread certificate bytes. -/
structure Walk where
  wS1 : Std.TreeMap Nat (List Cell × List Cell)
  wS2 : Std.TreeMap Nat (List Cell × List Cell × Cell)
  wBytes : List Nat

/-- The walk of `src/fastest/cert.rs` for a lower certificate with bound `k` (`p1` tells who
moves; the fuel bounds the depth). -/
def walk (n k : Nat) : Nat → Bool → List Cell → List Cell → Walk → Walk
  | 0, _, _, _, w => w
  | f + 1, p1, A, B, w =>
    let ply := nextPly A B
    if p1 then
      if k < ply then w
      else if anyCell n (fun c => free A B c && completes n A c) then w
      else if ply = k then w
      else
        let key := pkey (canonKey n A B)
        match w.wS1[key]? with
        | some _ => w
        | none =>
          let w1 : Walk := ⟨w.wS1.insert key (A, B), w.wS2, w.wBytes⟩
          -- At ply k-2 the walk reads no byte below (P2's turn at ply k-1 reads none).
          if ply + 2 = k then w1
          else (cells n).foldl (fun w' m => if free A B m then walk n k f false (m :: A) B w' else w') w1
    else
      if k ≤ ply then w
      else if anyCell n (fun c => free A B c && completes n B c) then w
      else if isFull n A B then w
      else
        match lowest n (fun c => free A B c && completes n A c) with
        | some t => walk n k f true A (t :: B) w
        | none =>
          if ply + 1 = k then w
          else
            let key := pkey (canonKey n A B)
            match w.wS2[key]? with
            | some _ => w
            | none =>
              match w.wBytes with
              | [] => w
              | b :: rest =>
                let r : Cell := ⟨b % n, b / n⟩
                walk n k f true A (r :: B) ⟨w.wS1, w.wS2.insert key (A, B, r), rest⟩

/-- P2's answer at `(A, B)` (P2 to move): complete a P2 square; else block the lowest P1
threat; else the certificate's move for the class, mapped back through the symmetry; else the
lowest free cell. -/
def delayAnswer (n : Nat) (S2 : Std.TreeMap Nat (List Cell × List Cell × Cell))
    (A B : List Cell) : Cell :=
  match lowest n (fun c => free A B c && completes n B c) with
  | some c => c
  | none =>
    match lowest n (fun c => free A B c && completes n A c) with
    | some c => c
    | none =>
      let fallback : Cell := match lowest n (free A B) with
        | some c => c
        | none => ⟨n, n⟩
      match S2[pkey (canonKey n A B)]? with
      | some (A', B', r) =>
        match syms.find? (fun gs =>
            sameBoard (A.map (symApply n gs)) (B.map (symApply n gs)) A' B') with
        | some gs => symApply n gs.reverse r
        | none => fallback
      | none => fallback

/-- The bytes of a lower certificate (format SQF1) for board `n` with bound `k`, from the hex
of its file; `none` on a wrong header or length. -/
def sqfMoves (n k : Nat) (hex : String) : Option (List Nat) :=
  match bytesOfHex hex.toList [] with
  | some (83 :: 81 :: 70 :: 49 :: n' :: 2 :: k' :: 0 :: c0 :: c1 :: c2 :: c3 :: body) =>
    if n' = n ∧ k' = k ∧ body.length = leNat [c0, c1, c2, c3] then some body else none
  | _ => none

/-- The whole computed fact: the certificate `hex` decodes, and the table and answers its
replay builds pass `delayCheck` for board `n` and bound `k`. -/
def delayCertCheck (n k : Nat) (hex : String) : Bool :=
  match sqfMoves n k hex with
  | some body =>
    let w := walk n k (n * n + 1) true [] [] ⟨∅, ∅, body⟩
    delayCheck n k w.wS1 (delayAnswer n w.wS2)
  | none => false

end SquareGame
