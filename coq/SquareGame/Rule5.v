(** * The 5×5 rule [rule5Move] (docs/FORMATS.md, "The 5×5 rule file")

[rule5Move n h], P1 to move, reads the rule file [certs/rule5.txt], carried verbatim as the
string [SquareGame.Data.Rule5.rule5Text] and parsed here. P1 plays, in this order:
(1) win: the first free cell (row-major) completing a P1 square; (2) block: else the first
P2 threat cell; (3) vcf: else the first cell of the shortest VCF with at most [vcfDepth]
single threats before the double threat; (4) quiet: else the quiet list's move for the
canonical position (the key and symmetries of [Table.v]), mapped back; (5) default, when the
file says [default potential]: else the free cell of greatest [potential].

Nothing here matters for soundness: the theorem checks [WinsWith rule5Move 5 []], and
[WinsWith] checks every move it is given. The Coq twin of [lean/SquareGame/Rule5.lean],
definition for definition. *)

From Coq Require Import Bool NArith List String Ascii.
From SquareGame Require Import Basic Table PlusRule.
From SquareGame.Data Require Rule5.
Import ListNotations.
Local Open Scope N_scope.

(** A 5×5 rule: whether the file read well, the VCF depth, whether clause 5 ([default
potential]) is on, and the quiet list as pairs (canonical key, move as a cell index
[y * 5 + x] in the canonical orientation). *)
Record Rule5File : Type :=
  mkRule5 { ok5 : bool; vcfDepth : N; usesDefault : bool; quietList : list (N * N) }.

(** The masks [(p1, p2)] of a board text ([X] P1, [O] P2, [.] empty, other characters such
as [/] skipped), the next cell having index [i]. *)
Fixpoint boardMasks (l : list ascii) (i p1 p2 : N) : N * N :=
  match l with
  | [] => (p1, p2)
  | c :: cs =>
    if Ascii.eqb c "X"%char then boardMasks cs (i + 1) (p1 + 2 ^ i) p2
    else if Ascii.eqb c "O"%char then boardMasks cs (i + 1) p1 (p2 + 2 ^ i)
    else if Ascii.eqb c "."%char then boardMasks cs (i + 1) p1 p2
    else boardMasks cs i p1 p2
  end.

(** The character is a space. *)
Definition isSpace (c : ascii) : bool := Ascii.eqb c " "%char.

(** Reads one line into the rule: [#] starts a comment; the keyword is the first run of
letters; [vcf D]; [quiet BOARD (x,y)], BOARD the next run of non-spaces, the move the
numbers after it. Anything else marks the rule bad. *)
Definition rule5Line (r : Rule5File) (raw : list ascii) : Rule5File :=
  let l := dropWhile isSpace (takeWhile (fun c => negb (Ascii.eqb c "#"%char)) raw) in
  let kw := string_of_list_ascii (takeWhile isAlpha l) in
  let rest := dropWhile isSpace (dropWhile isAlpha l) in
  let bad := mkRule5 false (vcfDepth r) (usesDefault r) (quietList r) in
  if String.eqb kw "" then r
  else if String.eqb kw "vcf" then
    match numbersAux rest None [] with
    | [d] => mkRule5 (ok5 r) d (usesDefault r) (quietList r)
    | _ => bad
    end
  else if String.eqb kw "default" then
    if String.eqb (string_of_list_ascii (takeWhile isAlpha rest)) "potential"
    then mkRule5 (ok5 r) (vcfDepth r) true (quietList r) else bad
  else if String.eqb kw "quiet" then
    let board := takeWhile (fun c => negb (isSpace c)) rest in
    let bm := boardMasks board 0 0 0 in
    match cellsOf (numbersAux (dropWhile (fun c => negb (isSpace c)) rest) None []) with
    | [c] => mkRule5 (ok5 r) (vcfDepth r) (usesDefault r) (quietList r ++ [(fst bm + snd bm * 2 ^ 25, y c * 5 + x c)])
    | _ => bad
    end
  else bad.

(** Parses a 5×5 rule file. *)
Definition parseRule5 (s : string) : Rule5File := fold_left rule5Line (textLines s) (mkRule5 true 0 false []).

(** P1 (holding [A], P2 holding [B], P1 holding no threat) playing [c] starts a VCF with at
most [k] single threats before the double threat: [c] makes two or more P1 threats, or
exactly one, [k > 0], and after P2's block of it P1 has such a move again: the one P2 threat
cell if P2 now holds one, any free cell if none, no move if two or more. *)
Fixpoint startsVcf (n : N) (k : nat) (A B : list Cell) (c : Cell) : bool :=
  let A2 := c :: A in
  match threats n A2 B with
  | [] => false
  | [t] =>
    match k with
    | O => false
    | S k' =>
      let B2 := t :: B in
      match threats n B2 A2 with
      | [] => anyL (fun d => if free A2 B2 d then startsVcf n k' A2 B2 d else false) (cells n)
      | [u] => startsVcf n k' A2 B2 u
      | _ => false
      end
    end
  | _ => true
  end.

(** Clause 3: the first cell of [empty] (row-major) starting a VCF of exactly [k] single
threats at most, trying [k], [k + 1], … while [more] allows. *)
Fixpoint vcfSearch (n : N) (A B empty : list Cell) (k more : nat) : option Cell :=
  match find (startsVcf n k A B) empty with
  | Some c => Some c
  | None =>
    match more with
    | O => None
    | S m => vcfSearch n A B empty (S k) m
    end
  end.

(** The squares of the [n]×[n] board: [(x, y, d)] with [d ≥ 1], [x + d < n], [y + d < n]. *)
Definition squaresOn (n : N) : list Square :=
  flat_map (fun d => flat_map (fun y => map (fun x => mkSquare x y d) (upTo (n - d))) (upTo (n - d)))
    (upFrom 1 (N.to_nat (n - 1))).

(** The potential of cell [c]: over the squares having [c] as a corner and no corner in [B],
the sum of [4 ^ k], [k] the square's corners in [A]. *)
Definition potential (n : N) (A B : list Cell) (c : Cell) : N :=
  fold_left (fun acc s =>
      if contains (corners s) c then
        if anyL (contains B) (corners s) then acc
        else acc + 4 ^ N.of_nat (List.length (filter (contains A) (corners s)))
      else acc)
    (squaresOn n) 0.

(** Clause 5: the cell of [empty] of greatest potential, the first (row-major) among equals;
[badCell] when [empty] is empty. *)
Definition potentialMove (n : N) (A B empty : list Cell) : Cell :=
  match fold_left (fun best c =>
          let p := potential n A B c in
          match best with
          | Some (_, q) => if q <? p then Some (c, p) else best
          | None => Some (c, p)
          end) empty None with
  | Some (c, _) => c
  | None => badCell
  end.

(** The rule for a given parsed rule file: win, block, shortest VCF, quiet list, then the
default move when the file turns it on; a bad file or a missing entry without default gives
[badCell], so the check fails. *)
Definition rule5MoveWith (r : Rule5File) : Strategy := fun n h =>
  let A := p1Stones h in
  let B := p2Stones h in
  if negb (ok5 r) then badCell else
  match threats n A B with
  | c :: _ => c
  | [] =>
    match threats n B A with
    | c :: _ => c
    | [] =>
      match vcfSearch n A B (filter (free A B) (cells n)) 0 (N.to_nat (vcfDepth r)) with
      | Some c => c
      | None =>
        let can := canonical n A B in
        match find (fun e => N.eqb (fst e) (fst can)) (quietList r) with
        | Some e => symmCell n (symmInv (snd can)) (mkCell (snd e mod n) (snd e / n))
        | None => if usesDefault r then potentialMove n A B (filter (free A B) (cells n)) else badCell
        end
      end
    end
  end.

(** The rule file, parsed once. *)
Definition rule5 : Rule5File := parseRule5 Rule5.rule5Text.

(** [rule5Move n h]: the 5×5 rule of [certs/rule5.txt]. *)
Definition rule5Move : Strategy := rule5MoveWith rule5.
