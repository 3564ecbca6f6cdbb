import SquareGame.Basic
import SquareGame.Table
import SquareGame.Data.PlusRule

/-!
# The plus rule `plusMove` (DESIGN §3.1, normative)

`plusMove n h`, P1 to move, reads the rule file `certs/plus-rule.txt`, carried verbatim as the
string `SquareGame.Data.ruleText` and parsed here. Nothing here matters for soundness: the
theorems check `WinsWith plusMove n []`, and `WinsWith` checks every move it is given.
The Coq twin is `coq/SquareGame/PlusRule.v`.
-/

namespace SquareGame

/-- A plus rule: opening cell, default second move, exceptions (first reply ↦ second move),
and the ordered line catalog. -/
structure Rule where
  opening : Cell
  second : Cell
  exceptions : List (Cell × Cell)
  lines : List (List Cell)

/-- A cell off every board: what a missing or malformed rule entry turns into, so that a bad
rule file makes the checks fail. -/
def badCell : Cell := Cell.mk 1000000 1000000

/-- The lines of a text (split at `'\n'`), as character lists. -/
def textLines (s : String) : List (List Char) :=
  s.toList.foldr (fun (c : Char) (acc : List (List Char)) =>
    if c = '\n' then [] :: acc
    else (match acc with
      | [] => [[c]]
      | l :: ls => (c :: l) :: ls)) [[]]

/-- The numbers (maximal runs of decimal digits) of a line, in order; `cur` is the run being
read, `acc` the numbers so far (newest first). -/
def numbersAux : List Char → Option Nat → List Nat → List Nat
  | [], cur, acc => (match cur with | some v => v :: acc | none => acc).reverse
  | c :: cs, cur, acc =>
    if c.isDigit then numbersAux cs (some ((cur.getD 0) * 10 + (c.toNat - 48))) acc
    else numbersAux cs none (match cur with | some v => v :: acc | none => acc)

/-- Numbers taken two at a time as cells `(x, y)`. -/
def cellsOf : List Nat → List Cell
  | x :: y :: rest => Cell.mk x y :: cellsOf rest
  | _ => []

/-- Reads one line into the rule: `#` starts a comment; the keyword is the first run of
letters; the cells are the numbers of the line taken in pairs. -/
def ruleLine (r : Rule) (raw : List Char) : Rule :=
  let l := raw.takeWhile (· != '#')
  let kw := (l.dropWhile (· == ' ')).takeWhile Char.isAlpha
  let cs := cellsOf (numbersAux l none [])
  if kw.isEmpty then r
  else if kw == "opening".toList then { r with opening := firstOr cs badCell }
  else if kw == "second".toList then { r with second := firstOr cs badCell }
  else if kw == "except".toList then
    (match cs with
     | [a, b] => { r with exceptions := r.exceptions ++ [(a, b)] }
     | _ => { r with opening := badCell })
  else if kw == "line".toList then { r with lines := r.lines ++ [cs] }
  else { r with opening := badCell }

/-- Parses a rule file. -/
def parseRule (s : String) : Rule :=
  (textLines s).foldl ruleLine ⟨badCell, badCell, [], []⟩

/-- Row-major order: `a` comes strictly before `b`. -/
def before (a b : Cell) : Bool := decide (a.y < b.y) || (a.y == b.y && decide (a.x < b.x))

/-- Inserts `c` into a row-major sorted list without duplicates. -/
def insertCell (c : Cell) : List Cell → List Cell
  | [] => [c]
  | d :: ds => if c == d then d :: ds else if before c d then c :: d :: ds
    else d :: insertCell c ds

/-- The threat cells of the player holding `own` (the opponent holds `opp`): the free cells
that complete a square of `own`, distinct, in row-major order. Candidates come from pairs of
`own` stones in one row (every square with three corners held has a row edge held). -/
def threats (n : Nat) (own opp : List Cell) : List Cell :=
  let cands : List Cell := own.foldr (fun (s1 : Cell) (acc : List Cell) =>
    own.foldr (fun (s2 : Cell) (acc : List Cell) =>
      if s1.y == s2.y && decide (s1.x < s2.x) then
        let d := s2.x - s1.x
        (if s1.y + d < n then [Cell.mk s1.x (s1.y + d), Cell.mk s2.x (s1.y + d)] else []) ++
        (if d ≤ s1.y then [Cell.mk s1.x (s1.y - d), Cell.mk s2.x (s1.y - d)] else []) ++ acc
      else acc) acc) []
  (cands.filter fun c => free own opp c && completes n own c).foldr insertCell []

/-- The result of the block loop of the live test. -/
inductive SimStep where
  | done (live : Bool)
  | cont (A B : List Cell) (p : Nat)

/-- Step 5 of the live test: while P2 (holding `B`) has a threat cell, counting every P2
stone: two or more → not live; one → P1 blocks it at ply `p + 2`, then P1's threats decide:
two or more → live iff `p + 2 ≤ 17` (with the new `p`), none → not live, one → P2 blocks it. -/
def blockLoop (n : Nat) : Nat → List Cell → List Cell → Nat → SimStep
  | 0, _, _, _ => .done false
  | fuel + 1, A, B, p =>
    match threats n B A with
    | [] => .cont A B p
    | [u] =>
      (match threats n (u :: A) B with
       | [] => .done false
       | [t] => blockLoop n fuel (u :: A) (t :: B) (p + 2)
       | _ => .done (decide (p + 2 + 2 ≤ 17)))
    | _ => .done false

/-- The live test of DESIGN §3.1 on the remaining cells `rem` of a line, P1 playing the next
cell at ply `p`. -/
def liveSim (n : Nat) : Nat → List Cell → List Cell → List Cell → Nat → Bool
  | 0, _, _, _, _ => false
  | _ + 1, [], _, _, _ => false
  | fuel + 1, c :: rest, A, B, p =>
    if decide (OnBoard n c) && free A B c then
      match threats n (c :: A) B with
      | [] => false
      | [t] =>
        if rest.isEmpty then false
        else (match blockLoop n (n * n) (c :: A) (t :: B) p with
          | .done live => live
          | .cont A' B' p' => liveSim n fuel rest A' B' (p' + 2))
      | _ => decide (p + 2 ≤ 17)
    else false

/-- The cells of line `L` that P1 (holding `A`) does not hold, in order. -/
def remaining (A L : List Cell) : List Cell := L.filter fun c => !A.contains c

/-- The line is live at the position `(A, B)`, P1 to play at ply `p`. -/
def isLive (n : Nat) (A B : List Cell) (p : Nat) (L : List Cell) : Bool :=
  !(remaining A L).isEmpty && liveSim n ((remaining A L).length + 1) (remaining A L) A B p

/-- The plus rule for a given rule: opening; second move (exception or default); then win,
block, the first live line's next cell, and the fallback (first free cell). -/
def plusMoveWith (rule : Rule) : Strategy := fun n h =>
  match h with
  | [] => rule.opening
  | [_, r1] =>
    (match rule.exceptions.find? (fun e => e.1 == r1) with
     | some e => e.2
     | none => rule.second)
  | _ =>
    let A := p1Stones h
    let B := p2Stones h
    match threats n A B with
    | c :: _ => c
    | [] =>
      match threats n B A with
      | c :: _ => c
      | [] =>
        match rule.lines.find? (isLive n A B (h.length + 1)) with
        | some L => firstOr (remaining A L) badCell
        | none => firstOr ((cells n).filter (free A B)) badCell

/-- The rule file, parsed once. -/
def plusRule : Rule := parseRule Data.ruleText

/-- `plusMove n h`: the plus rule of `certs/plus-rule.txt` (DESIGN §3.1). -/
def plusMove : Strategy := plusMoveWith plusRule

end SquareGame
