(** * The plus rule [plusMove] (DESIGN §3.1, normative)

[plusMove n h], P1 to move, reads the rule file [certs/plus-rule.txt], carried verbatim as the
string [SquareGame.Data.PlusRule.ruleText] and parsed here. Nothing here matters for
soundness: the theorems check [WinsWith plusMove n []], and [WinsWith] checks every move it
is given. The Coq twin of [lean/SquareGame/PlusRule.lean], definition for definition. *)

From Coq Require Import Bool NArith List String Ascii.
From SquareGame Require Import Basic Table.
From SquareGame.Data Require PlusRule.
Import ListNotations.
Local Open Scope N_scope.

(** A plus rule: opening cell, default second move, exceptions (first reply ↦ second move),
and the ordered line catalog. *)
Record Rule : Type :=
  mkRule { opening : Cell; second : Cell; exceptions : list (Cell * Cell); lines : list (list Cell) }.

(** A cell off every board: what a missing or malformed rule entry turns into, so that a bad
rule file makes the checks fail. *)
Definition badCell : Cell := mkCell 1000000 1000000.

(** The lines of a text (split at ['\n']), as character lists. *)
Definition textLines (s : string) : list (list ascii) :=
  fold_right (fun c acc =>
    if Ascii.eqb c "010"%char then [] :: acc
    else match acc with
         | [] => [[c]]
         | l :: ls => (c :: l) :: ls
         end) [[]] (list_ascii_of_string s).

(** The character is a decimal digit. *)
Definition isDigit (c : ascii) : bool := (48 <=? N_of_ascii c) && (N_of_ascii c <=? 57).

(** The character is an ASCII letter. *)
Definition isAlpha (c : ascii) : bool :=
  let k := N_of_ascii c in ((65 <=? k) && (k <=? 90)) || ((97 <=? k) && (k <=? 122)).

(** The numbers (maximal runs of decimal digits) of a line, in order; [cur] is the run being
read, [acc] the numbers so far (newest first). *)
Fixpoint numbersAux (l : list ascii) (cur : option N) (acc : list N) : list N :=
  match l with
  | [] => rev (match cur with Some v => v :: acc | None => acc end)
  | c :: cs =>
    if isDigit c
    then numbersAux cs (Some (match cur with Some v => v | None => 0 end * 10 + (N_of_ascii c - 48))) acc
    else numbersAux cs None (match cur with Some v => v :: acc | None => acc end)
  end.

(** Numbers taken two at a time as cells [(x, y)]. *)
Fixpoint cellsOf (l : list N) : list Cell :=
  match l with
  | a :: b :: rest => mkCell a b :: cellsOf rest
  | _ => []
  end.

(** The longest prefix whose characters pass [p]. *)
Fixpoint takeWhile (p : ascii -> bool) (l : list ascii) : list ascii :=
  match l with
  | [] => []
  | c :: cs => if p c then c :: takeWhile p cs else []
  end.

(** The list without its longest prefix whose characters pass [p]. *)
Fixpoint dropWhile (p : ascii -> bool) (l : list ascii) : list ascii :=
  match l with
  | [] => []
  | c :: cs => if p c then dropWhile p cs else l
  end.

(** Reads one line into the rule: [#] starts a comment; the keyword is the first run of
letters; the cells are the numbers of the line taken in pairs. *)
Definition ruleLine (r : Rule) (raw : list ascii) : Rule :=
  let l := takeWhile (fun c => negb (Ascii.eqb c "#"%char)) raw in
  let kw := string_of_list_ascii
              (takeWhile isAlpha (dropWhile (fun c => Ascii.eqb c " "%char) l)) in
  let cs := cellsOf (numbersAux l None []) in
  if String.eqb kw "" then r
  else if String.eqb kw "opening" then
    mkRule (firstOr cs badCell) (second r) (exceptions r) (lines r)
  else if String.eqb kw "second" then
    mkRule (opening r) (firstOr cs badCell) (exceptions r) (lines r)
  else if String.eqb kw "except" then
    match cs with
    | [a; b] => mkRule (opening r) (second r) (exceptions r ++ [(a, b)]) (lines r)
    | _ => mkRule badCell (second r) (exceptions r) (lines r)
    end
  else if String.eqb kw "line" then
    mkRule (opening r) (second r) (exceptions r) (lines r ++ [cs])
  else mkRule badCell (second r) (exceptions r) (lines r).

(** Parses a rule file. *)
Definition parseRule (s : string) : Rule :=
  fold_left ruleLine (textLines s) (mkRule badCell badCell [] []).

(** Row-major order: [a] comes strictly before [b]. *)
Definition before (a b : Cell) : bool :=
  if y a <? y b then true else if N.eqb (y a) (y b) then x a <? x b else false.

(** Inserts [c] into a row-major sorted list without duplicates. *)
Fixpoint insertCell (c : Cell) (l : list Cell) : list Cell :=
  match l with
  | [] => [c]
  | d :: ds => if cellEqb c d then d :: ds else if before c d then c :: d :: ds
               else d :: insertCell c ds
  end.

(** The threat cells of the player holding [own] (the opponent holds [opp]): the free cells
that complete a square of [own], distinct, in row-major order. Candidates come from pairs of
[own] stones in one row (every square with three corners held has a row edge held). *)
Definition threats (n : N) (own opp : list Cell) : list Cell :=
  let cands := fold_right (fun s1 acc =>
    fold_right (fun s2 acc =>
      if (if N.eqb (y s1) (y s2) then x s1 <? x s2 else false) then
        let d := x s2 - x s1 in
        (if y s1 + d <? n then [mkCell (x s1) (y s1 + d); mkCell (x s2) (y s1 + d)] else []) ++
        (if d <=? y s1 then [mkCell (x s1) (y s1 - d); mkCell (x s2) (y s1 - d)] else []) ++ acc
      else acc) acc own) [] own in
  fold_right insertCell []
    (filter (fun c => if free own opp c then completes n own c else false) cands).

(** The result of the block loop of the live test. *)
Inductive SimStep : Type :=
  | done (live : bool)
  | cont (A B : list Cell) (p : N).

(** Step 5 of the live test: while P2 (holding [B]) has a threat cell, counting every P2
stone: two or more → not live; one → P1 blocks it at ply [p + 2], then P1's threats decide:
two or more → live iff [p + 2 ≤ 17] (with the new [p]), none → not live, one → P2 blocks it. *)
Fixpoint blockLoop (n : N) (fuel : nat) (A B : list Cell) (p : N) : SimStep :=
  match fuel with
  | O => done false
  | S k =>
    match threats n B A with
    | [] => cont A B p
    | [u] =>
      match threats n (u :: A) B with
      | [] => done false
      | [t] => blockLoop n k (u :: A) (t :: B) (p + 2)
      | _ => done (p + 2 + 2 <=? 17)
      end
    | _ => done false
    end
  end.

(** The live test of DESIGN §3.1 on the remaining cells [rem] of a line, P1 playing the next
cell at ply [p]. *)
Fixpoint liveSim (n : N) (fuel : nat) (rem A B : list Cell) (p : N) : bool :=
  match fuel, rem with
  | O, _ => false
  | S _, [] => false
  | S k, c :: rest =>
    if (if onBoardb n c then free A B c else false) then
      match threats n (c :: A) B with
      | [] => false
      | [t] =>
        match rest with
        | [] => false
        | _ =>
          match blockLoop n (N.to_nat (n * n)) (c :: A) (t :: B) p with
          | done live => live
          | cont A' B' p' => liveSim n k rest A' B' (p' + 2)
          end
        end
      | _ => p + 2 <=? 17
      end
    else false
  end.

(** The cells of line [L] that P1 (holding [A]) does not hold, in order. *)
Definition remaining (A L : list Cell) : list Cell := filter (fun c => negb (contains A c)) L.

(** The line is live at the position [(A, B)], P1 to play at ply [p]. *)
Definition isLive (n : N) (A B : list Cell) (p : N) (L : list Cell) : bool :=
  let rem := remaining A L in
  match rem with
  | [] => false
  | _ => liveSim n (List.length rem + 1) rem A B p
  end.

(** The plus rule for a given rule: opening; second move (exception or default); then win,
block, the first live line's next cell, and the fallback (first free cell). *)
Definition plusMoveWith (rule : Rule) : Strategy := fun n h =>
  match h with
  | [] => opening rule
  | [_; r1] =>
    match find (fun e => cellEqb (fst e) r1) (exceptions rule) with
    | Some e => snd e
    | None => second rule
    end
  | _ =>
    let A := p1Stones h in
    let B := p2Stones h in
    match threats n A B with
    | c :: _ => c
    | [] =>
      match threats n B A with
      | c :: _ => c
      | [] =>
        match find (isLive n A B (N.of_nat (List.length h) + 1)) (lines rule) with
        | Some L => firstOr (remaining A L) badCell
        | None => firstOr (filter (free A B) (cells n)) badCell
        end
      end
    end
  end.

(** The rule file, parsed once. *)
Definition plusRule : Rule := parseRule PlusRule.ruleText.

(** [plusMove n h]: the plus rule of [certs/plus-rule.txt] (DESIGN §3.1). *)
Definition plusMove : Strategy := plusMoveWith plusRule.
