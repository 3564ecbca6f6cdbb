/-!
# The square achievement game: the definitions a skeptic reads

Two players alternately claim cells of an `n`×`n` board; the first to hold the four corners of
an axis-parallel square (any size) wins; a full board with no square is a draw.

* `WinsWith σ n h`, `DrawsWithP1 τ n h`, `DrawsWithP2 τ n h`: a strategy wins / avoids losing,
  checked by an exhaustive, executable recursion over every opposing move (`native_decide`).
* `P1CanWin n A B`, `P1CanDraw n A B`, `P2CanDraw n A B`: the game values, defined by the
  game's own rules as inductive predicates, with no reference to any strategy.
  `A` holds P1's stones, `B` P2's stones, and P1 is to move.
* `P1CanWinBy n k A B`, `P2CanDelay n k A B`: the same with a ply bound: P1 can force a
  square completed by ply `k`; P2 can keep P1 from completing one by ply `k`.
* `P1CanWinByWithin n k W A B`: P1 can force one by ply `k` while playing in the cells `W` as
  long as P2 does; `InWindow a g m`, `winCell`, `WindowOnBoard`: the lattice window
  `a + g·[0, m)²` (`SquareGame/Window.lean` proves Lemma W with them).
* `SquareGame/Lemmas.lean` proves, by hand, that the checks imply the game values.

Hand-written; nothing here is generated. Core Lean only. The Coq twin is
`coq/SquareGame/Basic.v`, definition for definition (checked by Coq's kernel; this file has
not been checked by Lean, see docs/TRUST.md).
-/

namespace SquareGame

/-- A cell `(x, y)`: column `x`, row `y`, both counted from 0. -/
structure Cell where
  x : Nat
  y : Nat
  deriving DecidableEq, Repr, Inhabited

/-- The cell is on the `n`×`n` board. -/
abbrev OnBoard (n : Nat) (c : Cell) : Prop := c.x < n ∧ c.y < n

/-- The cells of the board in row-major order (by `y`, then `x`): the order of every
tie-break. -/
def cells (n : Nat) : List Cell :=
  (List.range (n * n)).map fun i => Cell.mk (i % n) (i / n)

/-- A square `(x, y, d)`: corners `(x,y)`, `(x+d,y)`, `(x,y+d)`, `(x+d,y+d)`. -/
structure Square where
  x : Nat
  y : Nat
  d : Nat
  deriving DecidableEq, Repr

/-- The four corners of a square. -/
def Square.corners (s : Square) : List Cell :=
  [⟨s.x, s.y⟩, ⟨s.x + s.d, s.y⟩, ⟨s.x, s.y + s.d⟩, ⟨s.x + s.d, s.y + s.d⟩]

/-- The square lies on the board: `d ≥ 1`, `x + d < n`, `y + d < n`. -/
def SquareOnBoard (n : Nat) (s : Square) : Prop := 1 ≤ s.d ∧ s.x + s.d < n ∧ s.y + s.d < n

/-- Playing `c` completes a square for the player holding the stones `S`: some square on the
board has `c` as a corner and its other three corners in `S`.

Such a square has, besides `c`, a corner `s ∈ S` in `c`'s row, at distance `d = |s.x - c.x| ≥ 1`;
the square is the one above (`y + d`) or below (`y - d`) that edge. So looking at the stones of
`S` in `c`'s row finds every such square (`Lemmas.completes_iff` proves it). -/
def completes (n : Nat) (S : List Cell) (c : Cell) : Bool :=
  S.any fun s =>
    let d := if s.x < c.x then c.x - s.x else s.x - c.x
    s.y == c.y && d != 0 &&
      ((decide (c.y + d < n) && S.contains ⟨c.x, c.y + d⟩ && S.contains ⟨s.x, c.y + d⟩) ||
       (decide (d ≤ c.y) && S.contains ⟨c.x, c.y - d⟩ && S.contains ⟨s.x, c.y - d⟩))

/-- `Completes n S c`: the proposition `completes n S c = true`. -/
abbrev Completes (n : Nat) (S : List Cell) (c : Cell) : Prop := completes n S c = true

/-- The cell holds no stone of `A` and none of `B`. -/
def free (A B : List Cell) (c : Cell) : Bool := !A.contains c && !B.contains c

/-- `Free A B c`: the proposition `free A B c = true`. -/
abbrev Free (A B : List Cell) (c : Cell) : Prop := free A B c = true

/-- No cell of the board is free. -/
abbrev IsFull (n : Nat) (A B : List Cell) : Prop := ∀ c, OnBoard n c → ¬ Free A B c

/-- Every cell of the board satisfies `p` (rows, then columns). -/
def allCells (n : Nat) (p : Cell → Bool) : Bool :=
  (List.range n).all fun y => (List.range n).all fun x => p ⟨x, y⟩

/-- Some cell of the board satisfies `p`. -/
def anyCell (n : Nat) (p : Cell → Bool) : Bool :=
  (List.range n).any fun y => (List.range n).any fun x => p ⟨x, y⟩

/-- Histories: the moves so far, oldest first; P1's moves sit at the even indices.
`p1Stones h` and `p2Stones h` are each player's stones (newest first). -/
def p1Stones : List Cell → List Cell
  | m :: _ :: rest => p1Stones rest ++ [m]
  | [m] => [m]
  | [] => []

/-- P2's stones in the history `h` (the odd indices), newest first. -/
def p2Stones : List Cell → List Cell
  | _ :: r :: rest => p2Stones rest ++ [r]
  | _ => []

/-- A history is valid on the `n`×`n` board: every move on the board and on a free cell. -/
def validHistory (n : Nat) (h : List Cell) : Bool :=
  (h.foldl (fun (acc : Bool × List Cell) c =>
      (acc.1 && decide (OnBoard n c) && !acc.2.contains c, c :: acc.2)) (true, [])).1

/-- A strategy: from the board size and the history, the next move. -/
abbrev Strategy := Nat → List Cell → Cell

/-! ## The game values, by the rules of the game (P1 to move at `(A, B)`) -/

/-- P1, to move, can force a win: play a free cell `m` that completes a P1 square, or play a
free `m` after which a cell stays free and every P2 reply `r` neither completes a P2 square
nor escapes. -/
inductive P1CanWin (n : Nat) : List Cell → List Cell → Prop where
  | now (A B : List Cell) (m : Cell) :
      OnBoard n m → Free A B m → Completes n A m → P1CanWin n A B
  | later (A B : List Cell) (m : Cell) :
      OnBoard n m → Free A B m →
      (∃ r, OnBoard n r ∧ Free (m :: A) B r) →
      (∀ r, OnBoard n r → Free (m :: A) B r → ¬ Completes n B r) →
      (∀ r, OnBoard n r → Free (m :: A) B r → P1CanWin n (m :: A) (r :: B)) →
      P1CanWin n A B

/-- P1, to move, can avoid losing: the board is full (a draw), or P1 completes a square now,
or P1 plays a free `m` such that no P2 reply completes a P2 square and after every reply P1
can again avoid losing. -/
inductive P1CanDraw (n : Nat) : List Cell → List Cell → Prop where
  | full (A B : List Cell) : IsFull n A B → P1CanDraw n A B
  | now (A B : List Cell) (m : Cell) :
      OnBoard n m → Free A B m → Completes n A m → P1CanDraw n A B
  | later (A B : List Cell) (m : Cell) :
      OnBoard n m → Free A B m →
      (∀ r, OnBoard n r → Free (m :: A) B r → ¬ Completes n B r) →
      (∀ r, OnBoard n r → Free (m :: A) B r → P1CanDraw n (m :: A) (r :: B)) →
      P1CanDraw n A B

/-- P2 can avoid losing (P1 to move): no free P1 move completes a P1 square, and for every P1
move `m` that leaves a free cell, P2's answer `reply m` is a free cell that either completes a
P2 square or leads to a position where P2 can again avoid losing. (`reply` is P2's choice of
answer to each P1 move: "for every `m` there is an `r`", written as a function.) -/
inductive P2CanDraw (n : Nat) : List Cell → List Cell → Prop where
  | step (A B : List Cell) (reply : Cell → Cell) :
      (∀ m, OnBoard n m → Free A B m → ¬ Completes n A m) →
      (∀ m, OnBoard n m → Free A B m → ¬ IsFull n (m :: A) B →
          OnBoard n (reply m) ∧ Free (m :: A) B (reply m)) →
      (∀ m, OnBoard n m → Free A B m → ¬ IsFull n (m :: A) B →
          ¬ Completes n B (reply m) → P2CanDraw n (m :: A) (reply m :: B)) →
      P2CanDraw n A B

/-! ## How fast: the game values with a ply bound (issue 11)

Plies count from 1 and P1 plays the odd ones, so at the position `(A, B)` the next move is
ply `nextPly A B = |A| + |B| + 1`. -/

/-- The ply of the next move at the position `(A, B)`. -/
def nextPly (A B : List Cell) : Nat := A.length + B.length + 1

/-- P1, to move, can force a completed P1 square at some ply `≤ k`: as `P1CanWin`, except
that completing now needs `nextPly A B ≤ k`. -/
inductive P1CanWinBy (n k : Nat) : List Cell → List Cell → Prop where
  | now (A B : List Cell) (m : Cell) :
      nextPly A B ≤ k → OnBoard n m → Free A B m → Completes n A m → P1CanWinBy n k A B
  | later (A B : List Cell) (m : Cell) :
      OnBoard n m → Free A B m →
      (∃ r, OnBoard n r ∧ Free (m :: A) B r) →
      (∀ r, OnBoard n r → Free (m :: A) B r → ¬ Completes n B r) →
      (∀ r, OnBoard n r → Free (m :: A) B r → P1CanWinBy n k (m :: A) (r :: B)) →
      P1CanWinBy n k A B

/-- P2 can keep P1 from completing a square at any ply `≤ k` (P1 to move): the next ply is
past `k`; or, as `P2CanDraw`, no free P1 move completes a P1 square now and P2's answer
`reply m` to every P1 move `m` that leaves a free cell is a free cell that completes a P2
square (the game ends) or leads to a position where P2 can again delay. -/
inductive P2CanDelay (n k : Nat) : List Cell → List Cell → Prop where
  | past (A B : List Cell) : k < nextPly A B → P2CanDelay n k A B
  | step (A B : List Cell) (reply : Cell → Cell) :
      (∀ m, OnBoard n m → Free A B m → ¬ Completes n A m) →
      (∀ m, OnBoard n m → Free A B m → ¬ IsFull n (m :: A) B →
          OnBoard n (reply m) ∧ Free (m :: A) B (reply m)) →
      (∀ m, OnBoard n m → Free A B m → ¬ IsFull n (m :: A) B →
          ¬ Completes n B (reply m) → P2CanDelay n k (m :: A) (reply m :: B)) →
      P2CanDelay n k A B

/-! ## Lattice windows (Lemma W of docs/FASTEST.md §5, issue 11)

A lattice window of the `n`×`n` board is the grid `a + g·[0, m)²`: origin `a`, unit `g` (in
cells), `m` points a side. Its points are the images `winCell a g c` of the cells `c` of the
`m`×`m` board, and for `g ≥ 1` four of them are the corners of a square of the board exactly
when their preimages are the corners of a square of the `m`×`m` board
(`Window.corners_winCell`, `Window.square_of_window`). -/

/-- The window's point for the cell `c` of the `m`×`m` board: `(a.x + g·c.x, a.y + g·c.y)`. -/
def winCell (a : Cell) (g : Nat) (c : Cell) : Cell := ⟨a.x + g * c.x, a.y + g * c.y⟩

/-- The cell is a point of the lattice window `a + g·[0, m)²`. -/
abbrev InWindow (a : Cell) (g m : Nat) (c : Cell) : Prop :=
  ∃ c', OnBoard m c' ∧ c = winCell a g c'

/-- The lattice window lies on the `n`×`n` board: `g ≥ 1`, `m ≥ 1`, and its far corner
`a + g·(m - 1, m - 1)` is on the board. -/
abbrev WindowOnBoard (n : Nat) (a : Cell) (g m : Nat) : Prop :=
  1 ≤ g ∧ 1 ≤ m ∧ a.x + g * (m - 1) < n ∧ a.y + g * (m - 1) < n

/-- P1, to move, can force a completed P1 square at some ply `≤ k` without leaving the cells
`W` first: as `P1CanWinBy`, except that P1's move `c` lies in `W`, and after a P2 reply `r`
that lies in `W` P1 can again go on in this way (after any reply, in `W` or not, a plain
`P1CanWinBy` is asked for too; P2's replies range over the whole board). Read informally, it
holds when some P1 strategy forces a square by ply `k` and plays in `W` for as long as all
of P2's replies from here on have been in `W`; `Window.p1CanWinBy_of_within` proves that it
implies `P1CanWinBy`. -/
inductive P1CanWinByWithin (n k : Nat) (W : Cell → Prop) : List Cell → List Cell → Prop where
  | now (A B : List Cell) (c : Cell) :
      nextPly A B ≤ k → OnBoard n c → W c → Free A B c → Completes n A c →
      P1CanWinByWithin n k W A B
  | later (A B : List Cell) (c : Cell) :
      OnBoard n c → W c → Free A B c →
      (∃ r, OnBoard n r ∧ Free (c :: A) B r) →
      (∀ r, OnBoard n r → Free (c :: A) B r → ¬ Completes n B r) →
      (∀ r, OnBoard n r → Free (c :: A) B r → P1CanWinBy n k (c :: A) (r :: B)) →
      (∀ r, OnBoard n r → Free (c :: A) B r → W r →
          P1CanWinByWithin n k W (c :: A) (r :: B)) →
      P1CanWinByWithin n k W A B

/-! ## Checking a strategy: exhaustive recursion over every opposing move

`fuel` bounds the depth; each level fills two cells, so `n * n + 1` levels always suffice, and
running out of fuel answers `false` (never a false `true`). -/

/-- Every P2 reply `r` on a free cell neither completes a P2 square nor fails `next r`. -/
def replies (n : Nat) (A B : List Cell) (next : Cell → Bool) : Bool :=
  allCells n fun r => !free A B r || (!completes n B r && next r)

/-- One P1 turn of a win check: P1 plays `m`, which must be on the board and free; completing
a P1 square wins; otherwise some cell must stay free and every reply must pass `next`. -/
def winsStep (n : Nat) (A B : List Cell) (m : Cell) (next : Cell → Bool) : Bool :=
  decide (OnBoard n m) && (free A B m &&
    (completes n A m || (anyCell n (free (m :: A) B) && replies n (m :: A) B next)))

/-- The win check of `σ` from history `h` with stones `A` (P1) and `B` (P2), P1 to move. -/
def winsAux (σ : Strategy) (n : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | fuel + 1, h, A, B =>
    winsStep n A B (σ n h) fun r =>
      winsAux σ n fuel (h ++ [σ n h, r]) (σ n h :: A) (r :: B)

/-- `WinsWith σ n h` (DESIGN §2): P1 plays `σ n h`, on the board and free; completing a P1
square wins; a full board loses; otherwise every free P2 reply `r` must not complete a P2
square and `WinsWith σ n (h ++ [m, r])` must hold. -/
def WinsWith (σ : Strategy) (n : Nat) (h : List Cell) : Prop :=
  winsAux σ n (n * n + 1) h (p1Stones h) (p2Stones h) = true

/-- The board is full: no free cell. -/
def isFull (n : Nat) (A B : List Cell) : Bool := allCells n fun c => !free A B c

/-- One P1 turn when P1 defends with the move `m`: a full board is a draw; else `m` must be on
the board and free; completing a P1 square is fine; otherwise every reply must pass. -/
def drawsP1Step (n : Nat) (A B : List Cell) (m : Cell) (next : Cell → Bool) : Bool :=
  isFull n A B || (decide (OnBoard n m) && (free A B m &&
    (completes n A m || replies n (m :: A) B next)))

/-- The draw check of a P1 defender `τ`. -/
def drawsP1Aux (τ : Strategy) (n : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | fuel + 1, h, A, B =>
    drawsP1Step n A B (τ n h) fun r =>
      drawsP1Aux τ n fuel (h ++ [τ n h, r]) (τ n h :: A) (r :: B)

/-- `DrawsWithP1 τ n h`: P1 playing `τ` never loses, against every P2 move. -/
def DrawsWithP1 (τ : Strategy) (n : Nat) (h : List Cell) : Prop :=
  drawsP1Aux τ n (n * n + 1) h (p1Stones h) (p2Stones h) = true

/-- One P1 turn when P2 defends with `reply m`: every free P1 move `m` must not complete a P1
square; then either the board is full (a draw), or P2's answer is on the board and free and
either completes a P2 square or passes `next m`. -/
def drawsP2Step (n : Nat) (A B : List Cell) (reply : Cell → Cell) (next : Cell → Bool) :
    Bool :=
  allCells n fun m => !free A B m || (!completes n A m &&
    (isFull n (m :: A) B || (decide (OnBoard n (reply m)) && (free (m :: A) B (reply m) &&
      (completes n B (reply m) || next m)))))

/-- The draw check of a P2 defender `τ` (P1 to move at `h`; P2 answers `τ n (h ++ [m])`). -/
def drawsP2Aux (τ : Strategy) (n : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | fuel + 1, h, A, B =>
    drawsP2Step n A B (fun m => τ n (h ++ [m])) fun m =>
      drawsP2Aux τ n fuel (h ++ [m, τ n (h ++ [m])]) (m :: A) (τ n (h ++ [m]) :: B)

/-- `DrawsWithP2 τ n h`: P2 playing `τ` never loses, against every P1 move. -/
def DrawsWithP2 (τ : Strategy) (n : Nat) (h : List Cell) : Prop :=
  drawsP2Aux τ n (n * n + 1) h (p1Stones h) (p2Stones h) = true

instance (σ : Strategy) (n : Nat) (h : List Cell) : Decidable (WinsWith σ n h) :=
  inferInstanceAs (Decidable (winsAux σ n (n * n + 1) h (p1Stones h) (p2Stones h) = true))
instance (τ : Strategy) (n : Nat) (h : List Cell) : Decidable (DrawsWithP1 τ n h) :=
  inferInstanceAs (Decidable (drawsP1Aux τ n (n * n + 1) h (p1Stones h) (p2Stones h) = true))
instance (τ : Strategy) (n : Nat) (h : List Cell) : Decidable (DrawsWithP2 τ n h) :=
  inferInstanceAs (Decidable (drawsP2Aux τ n (n * n + 1) h (p1Stones h) (p2Stones h) = true))

end SquareGame
