import SquareGame.Basic
import SquareGame.Table
import SquareGame.PlusRule
import SquareGame.Data.Rule5

/-!
# The 5×5 rule `rule5Move` (docs/FORMATS.md, "The 5×5 rule file")

`rule5Move n h`, P1 to move, reads the rule file `certs/rule5.txt`, carried verbatim as the
string `SquareGame.Data.rule5Text` and parsed here. P1 plays, in this order:
(1) win: the first free cell (row-major) completing a P1 square; (2) block: else the first
P2 threat cell; (3) vcf: else the first cell of the shortest VCF with at most `vcfDepth`
single threats before the double threat; (4) quiet: else the quiet list's move for the
canonical position (the key and symmetries of `Table.lean`), mapped back; (5) default, when
the file says `default potential`: else the free cell of greatest `potential`.

Nothing here matters for soundness: the theorem checks `WinsWith rule5Move 5 []`, and
`WinsWith` checks every move it is given. The Coq twin is `coq/SquareGame/Rule5.v`.
-/

namespace SquareGame

/-- A 5×5 rule: whether the file read well, the VCF depth, whether clause 5 (`default
potential`) is on, and the quiet list as pairs (canonical key, move as a cell index
`y * 5 + x` in the canonical orientation). -/
structure Rule5File where
  ok5 : Bool
  vcfDepth : Nat
  usesDefault : Bool
  quietList : List (Nat × Nat)

/-- The masks `(p1, p2)` of a board text (`X` P1, `O` P2, `.` empty, other characters such
as `/` skipped), the next cell having index `i`. -/
def boardMasks : List Char → Nat → Nat → Nat → Nat × Nat
  | [], _, p1, p2 => (p1, p2)
  | c :: cs, i, p1, p2 =>
    if c = 'X' then boardMasks cs (i + 1) (p1 + 2 ^ i) p2
    else if c = 'O' then boardMasks cs (i + 1) p1 (p2 + 2 ^ i)
    else if c = '.' then boardMasks cs (i + 1) p1 p2
    else boardMasks cs i p1 p2

/-- The character is a space. -/
def isSpace (c : Char) : Bool := c == ' '

/-- Reads one line into the rule: `#` starts a comment; the keyword is the first run of
letters; `vcf D`; `quiet BOARD (x,y)`, BOARD the next run of non-spaces, the move the
numbers after it. Anything else marks the rule bad. -/
def rule5Line (r : Rule5File) (raw : List Char) : Rule5File :=
  let l := (raw.takeWhile (· != '#')).dropWhile isSpace
  let kw := l.takeWhile Char.isAlpha
  let rest := (l.dropWhile Char.isAlpha).dropWhile isSpace
  let bad : Rule5File := { r with ok5 := false }
  if kw.isEmpty then r
  else if kw == "vcf".toList then
    (match numbersAux rest none [] with
     | [d] => { r with vcfDepth := d }
     | _ => bad)
  else if kw == "default".toList then
    (if rest.takeWhile Char.isAlpha == "potential".toList then { r with usesDefault := true } else bad)
  else if kw == "quiet".toList then
    let bm := boardMasks (rest.takeWhile (fun c => !isSpace c)) 0 0 0
    (match cellsOf (numbersAux (rest.dropWhile (fun c => !isSpace c)) none []) with
     | [c] => { r with quietList := r.quietList ++ [(bm.1 + bm.2 * 2 ^ 25, c.y * 5 + c.x)] }
     | _ => bad)
  else bad

/-- Parses a 5×5 rule file. -/
def parseRule5 (s : String) : Rule5File := (textLines s).foldl rule5Line ⟨true, 0, false, []⟩

/-- P1 (holding `A`, P2 holding `B`, P1 holding no threat) playing `c` starts a VCF with at
most `k` single threats before the double threat: `c` makes two or more P1 threats, or
exactly one, `k > 0`, and after P2's block of it P1 has such a move again: the one P2 threat
cell if P2 now holds one, any free cell if none, no move if two or more. -/
def startsVcf (n : Nat) : Nat → List Cell → List Cell → Cell → Bool
  | k, A, B, c =>
    match threats n (c :: A) B with
    | [] => false
    | [t] =>
      (match k with
       | 0 => false
       | k' + 1 =>
         (match threats n (t :: B) (c :: A) with
          | [] => (cells n).any (fun d => free (c :: A) (t :: B) d && startsVcf n k' (c :: A) (t :: B) d)
          | [u] => startsVcf n k' (c :: A) (t :: B) u
          | _ => false))
    | _ => true

/-- Clause 3: the first cell of `empty` (row-major) starting a VCF of `k` single threats at
most, trying `k`, `k + 1`, … while `more` allows. -/
def vcfSearch (n : Nat) (A B empty : List Cell) : Nat → Nat → Option Cell
  | k, more =>
    match empty.find? (startsVcf n k A B) with
    | some c => some c
    | none =>
      (match more with
       | 0 => none
       | m + 1 => vcfSearch n A B empty (k + 1) m)

/-- The squares of the `n`×`n` board: `(x, y, d)` with `d ≥ 1`, `x + d < n`, `y + d < n`. -/
def squaresOn (n : Nat) : List Square :=
  (List.range (n - 1)).flatMap fun d' =>
    (List.range (n - (d' + 1))).flatMap fun y =>
      (List.range (n - (d' + 1))).map fun x => Square.mk x y (d' + 1)

/-- The potential of cell `c`: over the squares having `c` as a corner and no corner in `B`,
the sum of `4 ^ k`, `k` the square's corners in `A`. -/
def potential (n : Nat) (A B : List Cell) (c : Cell) : Nat :=
  (squaresOn n).foldl (fun acc s =>
    if s.corners.contains c then
      if s.corners.any (fun d => B.contains d) then acc
      else acc + 4 ^ (s.corners.filter (fun d => A.contains d)).length
    else acc) 0

/-- Clause 5: the cell of `empty` of greatest potential, the first (row-major) among equals;
`badCell` when `empty` is empty. -/
def potentialMove (n : Nat) (A B empty : List Cell) : Cell :=
  match empty.foldl (fun (best : Option (Cell × Nat)) c =>
      let p := potential n A B c
      match best with
      | some (_, q) => if q < p then some (c, p) else best
      | none => some (c, p)) none with
  | some (c, _) => c
  | none => badCell

/-- The rule for a given parsed rule file: win, block, shortest VCF, quiet list, then the
default move when the file turns it on; a bad file or a missing entry without default gives
`badCell`, so the check fails. -/
def rule5MoveWith (r : Rule5File) : Strategy := fun n h =>
  let A := p1Stones h
  let B := p2Stones h
  if !r.ok5 then badCell else
  match threats n A B with
  | c :: _ => c
  | [] =>
    match threats n B A with
    | c :: _ => c
    | [] =>
      match vcfSearch n A B ((cells n).filter (free A B)) 0 r.vcfDepth with
      | some c => c
      | none =>
        let can := canonical n A B
        match r.quietList.find? (fun e => e.1 == can.1) with
        | some e => symmCell n (symmInv can.2) (Cell.mk (e.2 % n) (e.2 / n))
        | none => if r.usesDefault then potentialMove n A B ((cells n).filter (free A B)) else badCell

/-- The rule file, parsed once. -/
def rule5 : Rule5File := parseRule5 Data.rule5Text

/-- `rule5Move n h`: the 5×5 rule of `certs/rule5.txt`. -/
def rule5Move : Strategy := rule5MoveWith rule5

end SquareGame
