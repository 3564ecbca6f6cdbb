import SquareGame.Table

/-!
# Fastest wins: the ply-bounded win check and the fastest-win table strategy

* `WinsByWith σ n k h`: as `WinsWith σ n h` (Basic.lean), but P1 must complete its square at a
  ply `≤ k`: a P1 turn at a ply past `k` fails. `FastestLemmas.winsByWith_sound` turns it into
  `P1CanWinBy n k [] []`.
* `fastestMove t`: P1's strategy of a fastest-win table (docs/FORMATS.md, "Prover tables of the
  fastest wins (SQFT)"), the play of the upper certificate's walk: (1) the first free cell
  (row-major) completing a P1 square, else (2) the first free cell completing a P2 square (a
  block), else (3) the table's move for the canonical key (`Table.lean`'s `canonical`), mapped
  back.

Table format `SQFT` v1, carried as a hex string literal: bytes 0..4 `SQFT`, byte 4 version 1,
byte 5 `n`, byte 6 the ply bound `k`, byte 7 the key width `w` in bytes, bytes 8..12 the entry
count (u32, little-endian), then per entry the canonical key (`w` bytes, little-endian) and the
move (one byte, a cell index `y*n + x` in the canonical orientation), keys increasing. Each
entry becomes the number `key * 256 + move`, found by the binary search of `Table.lean`.

The Lean twin of `coq/SquareGame/Fastest.v`, definition for definition (checked by Coq's
kernel; this file has not been checked by Lean, see docs/TRUST.md). Hand-written. Nothing in a
table matters for soundness: a wrong table only makes the check answer `false`.
-/

namespace SquareGame

/-! ## The ply-bounded win check -/

/-- The win check of `σ` with the ply bound `k`, P1 to move at `(A, B)` (history `h`): a P1
turn past ply `k` fails; otherwise one `winsStep` of `Basic.lean`. -/
def winsByAux (σ : Strategy) (n k : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | fuel + 1, h, A, B =>
    if k < nextPly A B then false
    else
      winsStep n A B (σ n h) fun r =>
        winsByAux σ n k fuel (h ++ [σ n h, r]) (σ n h :: A) (r :: B)

/-- `WinsByWith σ n k h`: P1 playing `σ` from history `h` completes a square at a ply `≤ k`
against every P2 reply (P2 completing a square or a full board fails). -/
def WinsByWith (σ : Strategy) (n k : Nat) (h : List Cell) : Prop :=
  winsByAux σ n k (n * n + 1) h (p1Stones h) (p2Stones h) = true

instance (σ : Strategy) (n k : Nat) (h : List Cell) : Decidable (WinsByWith σ n k h) :=
  inferInstanceAs (Decidable (winsByAux σ n k (n * n + 1) h (p1Stones h) (p2Stones h) = true))

/-! ## The fastest-win tables -/

/-- `count` entries of `w + 1` bytes, as `key * 256 + move`, appended to `acc`. -/
def fastEntriesOf : Nat → Nat → List Nat → Array Nat → Array Nat
  | 0, _, _, acc => acc
  | c + 1, w, bs, acc => fastEntriesOf c w (bs.drop (w + 1)) (acc.push (leNat (bs.take w) * 256 + bs.getD w 0))

/-- A decoded fastest-win table: `n`, the ply bound, the entry count, the entries. -/
structure FastTable where
  n : Nat
  bound : Nat
  size : Nat
  entries : Array Nat

/-- Decodes a fastest-win table from the hex of its bytes; `none` if the header or length is
wrong. -/
def FastTable.decode (hex : String) : Option FastTable :=
  match bytesOfHex hex.toList [] with
  | some (83 :: 81 :: 70 :: 84 :: 1 :: n :: k :: w :: c0 :: c1 :: c2 :: c3 :: body) =>
    let count := leNat [c0, c1, c2, c3]
    if body.length = (w + 1) * count then some ⟨n, k, count, fastEntriesOf count w body #[]⟩ else none
  | _ => none

/-- The stored move for a canonical key, if any. -/
def FastTable.lookup (t : FastTable) (key : Nat) : Option Nat :=
  let i := lowerBound t.entries (key * 256) 64 0 t.entries.size
  let e := t.entries.getD i 0
  if i < t.entries.size ∧ e / 256 = key then some (e % 256) else none

/-- P1's strategy of a fastest-win table: `Table.tableStep` for P1 (complete, else block, else
the table's move for the canonical key, mapped back) with the table's lookup.
A missing table, a table for another `n` or a missing key gives the off-board cell `(n, n)`,
so the check fails. -/
def fastestMove (t : Option FastTable) : Strategy := fun n h =>
  let A := p1Stones h
  let B := p2Stones h
  let off := Cell.mk n n
  match t with
  | none => off
  | some t =>
    if t.n ≠ n then off else tableStep n A B A B t.lookup off

end SquareGame
