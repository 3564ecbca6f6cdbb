import SquareGame.Table

/-!
# Opening win tables (format SQOW v1, carried as hex string literals)

Format (docs/FORMATS.md, "Opening win tables"; `squarecert` writes it, `src/opencert.rs`
checks it): bytes 0..4 `SQOW`, byte 4 version 1, byte 5 `n`, byte 6 the opening's cell index,
byte 7 the second move's cell index, byte 8 the completion ply limit, bytes 9..13 the entry
count (u32, little-endian), then that many entries of 17 bytes: the P1 mask (u64 LE), the P2
mask (u64 LE), the move (one byte, a cell index). Cell index `i = y*n + x`; positions in their
actual orientation (no symmetry). Here each entry becomes the number
`(p1mask * 2^64 + p2mask) * 256 + move`; the order of the file's entries (by P1 mask, then P2
mask) is the order of these numbers, so the binary search of `Table.lean` finds them.

The strategy `openingMove t` (P1): the empty history gets the opening, a history of two moves
the second move; later, (1) the first free cell (row-major) completing a P1 square, else (2)
the first free cell completing a P2 square (a block), else (3) the entry's move for the
position. `openingCheck σ n o s` checks `WinsWith σ n [o, r1]` for every first reply `r1`
other than `o` and `s`; `OpeningLemmas.openingCheck_sound` turns it into that statement.

The Lean twin of `coq/SquareGame/Opening.v`, lemma for lemma. Nothing in the table matters
for soundness: a wrong table only makes the check answer `false`.
-/

namespace SquareGame

/-- The cell of index `i = y*n + x`. -/
def cellOfIndex (n i : Nat) : Cell := Cell.mk (i % n) (i / n)

/-- `count` entries of 17 bytes from the bytes, as `(p1 * 2^64 + p2) * 256 + move`, appended
to `acc`. -/
def openEntriesOf : Nat → List Nat → Array Nat → Array Nat
  | 0, _, acc => acc
  | k + 1, bs, acc =>
    openEntriesOf k (bs.drop 17)
      (acc.push ((leNat (bs.take 8) * 2 ^ 64 + leNat ((bs.drop 8).take 8)) * 256 + bs.getD 16 0))

/-- A decoded opening win table. -/
structure OpenTable where
  n : Nat
  opening : Cell
  second : Cell
  maxPly : Nat
  size : Nat
  entries : Array Nat

/-- Decodes an opening win table from the hex of its file; `none` if the header or length is
wrong. -/
def OpenTable.decode (hex : String) : Option OpenTable :=
  match bytesOfHex hex.toList [] with
  | some (83 :: 81 :: 79 :: 87 :: 1 :: n :: o :: s :: k :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0, c1, c2, c3]
    if body.length = 17 * count then
      some ⟨n, cellOfIndex n o, cellOfIndex n s, k, count, openEntriesOf count body #[]⟩
    else none
  | _ => none

/-- The stored move for the position with masks `p1` and `p2`, if any. -/
def OpenTable.lookup (t : OpenTable) (p1 p2 : Nat) : Option Nat :=
  let key := p1 * 2 ^ 64 + p2
  let i := lowerBound t.entries (key * 256) 64 0 t.entries.size
  let e := t.entries.getD i 0
  if i < t.entries.size ∧ e / 256 = key then some (e % 256) else none

/-- The opening strategy of a table (P1). A missing table, a table for another `n` or a
missing entry gives the off-board cell `(n, n)`, so the check fails. -/
def openingMove (t : Option OpenTable) : Strategy := fun n h =>
  let off := Cell.mk n n
  match t with
  | none => off
  | some t =>
    if t.n ≠ n then off else
    match h with
    | [] => t.opening
    | [_, _] => t.second
    | _ =>
      let A := p1Stones h
      let B := p2Stones h
      let empty := (cells n).filter (free A B)
      match empty.find? (completes n A) with
      | some c => c
      | none =>
        match empty.find? (completes n B) with
        | some c => c
        | none =>
          match t.lookup (maskOf n A) (maskOf n B) with
          | some mv => cellOfIndex n mv
          | none => off

/-- The computed claim: for every first reply `r1` on the board other than `o` and `s`, `σ`
wins from the history `[o, r1]` (P1 to move at ply 3). -/
def openingCheck (σ : Strategy) (n : Nat) (o s : Cell) : Bool :=
  allCells n fun r1 =>
    if r1 = o then true
    else if r1 = s then true
    else winsAux σ n (n * n + 1) [o, r1] (p1Stones [o, r1]) (p2Stones [o, r1])

end SquareGame
