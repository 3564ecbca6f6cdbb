import SquareGame.Basic

/-!
# Strategy tables (binary format v1, carried as hex string literals)

Format (fixed by the lead; `squarecert` writes and checks it): bytes 0..4 `SQTB`, byte 4
version 1, byte 5 `n`, byte 6 owner (1 = P1, 2 = P2), byte 7 goal (0 = draw, 1 = win),
bytes 8..12 the entry count (u32, little-endian), then that many u64 little-endian entries,
strictly increasing, nothing after. Cell index `i = y*n + x`; key `= p1mask + p2mask * 2^25`;
entry `= key * 32 + move`. The move is stored in the orientation of the first symmetry
(fixed order g0..g7) attaining the least key and is mapped back with its inverse.

Nothing here matters for soundness: a wrong table only makes a check answer `false`.
The Coq twin is `coq/SquareGame/Table.v`.
-/

namespace SquareGame

/-- The value of a hex digit (`0-9`, `a-f`, `A-F`). -/
def hexDigit (c : Char) : Option Nat :=
  let k := c.toNat
  if 48 ≤ k ∧ k ≤ 57 then some (k - 48)
  else if 97 ≤ k ∧ k ≤ 102 then some (k - 87)
  else if 65 ≤ k ∧ k ≤ 70 then some (k - 55)
  else none

/-- The bytes of a hex text, two digits a byte (tail-recursive: `acc` holds the bytes so far,
newest first); `none` on a bad digit or an odd length. -/
def bytesOfHex : List Char → List Nat → Option (List Nat)
  | [], acc => some acc.reverse
  | a :: b :: rest, acc =>
    (match hexDigit a, hexDigit b with
     | some x, some y => bytesOfHex rest ((x * 16 + y) :: acc)
     | _, _ => none)
  | [_], _ => none

/-- A little-endian number from its bytes. -/
def leNat (bs : List Nat) : Nat := bs.foldr (fun b acc => acc * 256 + b) 0

/-- `count` little-endian u64 entries from the bytes, appended to `acc`. -/
def entriesOf : Nat → List Nat → Array Nat → Array Nat
  | 0, _, acc => acc
  | k + 1, bs, acc => entriesOf k (bs.drop 8) (acc.push (leNat (bs.take 8)))

/-- A decoded table. -/
structure Table where
  n : Nat
  owner : Nat
  goal : Nat
  entries : Array Nat

/-- Decodes a table from the hex of its file; `none` if the header or length is wrong. -/
def Table.decode (hex : String) : Option Table :=
  match bytesOfHex hex.toList [] with
  | some (83 :: 81 :: 84 :: 66 :: 1 :: n :: owner :: goal :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0, c1, c2, c3]
    if body.length = 8 * count then some ⟨n, owner, goal, entriesOf count body #[]⟩ else none
  | _ => none

/-- The least index in `[lo, hi)` whose entry is `≥ t` (binary search, `fuel` halvings). -/
def lowerBound (a : Array Nat) (t : Nat) : Nat → Nat → Nat → Nat
  | 0, lo, _ => lo
  | fuel + 1, lo, hi =>
    if lo < hi then
      if a.getD ((lo + hi) / 2) 0 < t then lowerBound a t fuel ((lo + hi) / 2 + 1) hi
      else lowerBound a t fuel lo ((lo + hi) / 2)
    else lo

/-- The stored move for a canonical key, if any. -/
def Table.lookup (t : Table) (key : Nat) : Option Nat :=
  let i := lowerBound t.entries (key * 32) 64 0 t.entries.size
  let e := t.entries.getD i 0
  if i < t.entries.size ∧ e / 32 = key then some (e % 32) else none

/-- The symmetry `g` (0..7) of the `n`×`n` board: g0 `(x,y)`, g1 `(n-1-x,y)`, g2 `(x,n-1-y)`,
g3 `(n-1-x,n-1-y)`, g4 `(y,x)`, g5 `(n-1-y,x)`, g6 `(y,n-1-x)`, g7 `(n-1-y,n-1-x)`. -/
def symmCell (n g : Nat) (c : Cell) : Cell :=
  match g with
  | 0 => Cell.mk c.x c.y
  | 1 => Cell.mk (n - 1 - c.x) c.y
  | 2 => Cell.mk c.x (n - 1 - c.y)
  | 3 => Cell.mk (n - 1 - c.x) (n - 1 - c.y)
  | 4 => Cell.mk c.y c.x
  | 5 => Cell.mk (n - 1 - c.y) c.x
  | 6 => Cell.mk c.y (n - 1 - c.x)
  | _ => Cell.mk (n - 1 - c.y) (n - 1 - c.x)

/-- The inverse of symmetry `g`: g5 and g6 are inverse to each other, the rest are
involutions. -/
def symmInv (g : Nat) : Nat := if g = 5 then 6 else if g = 6 then 5 else g

/-- The bit mask of a set of stones: the sum of `2^(y*n + x)`. -/
def maskOf (n : Nat) (S : List Cell) : Nat := S.foldl (fun acc c => acc + 2 ^ (c.y * n + c.x)) 0

/-- The key of the position seen through symmetry `g`: the P1 mask plus the P2 mask shifted
to bit `max(25, n*n)` (25 for the tables of boards up to 5×5; `n*n` for the fastest-win
tables of larger boards, `Fastest.lean`). -/
def keyOf (n : Nat) (A B : List Cell) (g : Nat) : Nat :=
  maskOf n (A.map (symmCell n g)) + maskOf n (B.map (symmCell n g)) * 2 ^ max 25 (n * n)

/-- The canonical key and the first symmetry attaining it. -/
def canonical (n : Nat) (A B : List Cell) : Nat × Nat :=
  (List.range 7).foldl (fun (best : Nat × Nat) i =>
      if keyOf n A B (i + 1) < best.1 then (keyOf n A B (i + 1), i + 1) else best)
    (keyOf n A B 0, 0)

/-- The first cell of a list, or `d`. -/
def firstOr (l : List Cell) (d : Cell) : Cell :=
  match l with
  | c :: _ => c
  | [] => d

/-- The move of a table strategy at `(A, B)` for the player holding `own` (the opponent holding
`opp`): (1) the first free cell (row-major) completing an `own` square; else (2) the first
free cell completing an `opp` square (a block); else (3) the move `look` stores for the
canonical key, mapped back; `off` when it stores none. Shared by `tableMove` and
`Fastest.fastestMove`. -/
def tableStep (n : Nat) (A B own opp : List Cell) (look : Nat → Option Nat) (off : Cell) : Cell :=
  let empty := (cells n).filter (free A B)
  match empty.find? (completes n own) with
  | some c => c
  | none =>
    match empty.find? (completes n opp) with
    | some c => c
    | none =>
      let can := canonical n A B
      match look can.1 with
      | some mv => symmCell n (symmInv can.2) (Cell.mk (mv % n) (mv / n))
      | none => off

/-- The table strategy for the table's owner: `tableStep` with the table's lookup. A missing
table, a table for another `n` or a missing key gives the off-board cell `(n, n)`, so the
check fails. -/
def tableMove (t : Option Table) : Strategy := fun n h =>
  let A := p1Stones h
  let B := p2Stones h
  let off := Cell.mk n n
  match t with
  | none => off
  | some t =>
    if t.n ≠ n then off else
    let own := if t.owner = 1 then A else B
    let opp := if t.owner = 1 then B else A
    tableStep n A B own opp t.lookup off

end SquareGame
