(** * The square achievement game: the definitions a skeptic reads

Two players alternately claim cells of an [n]×[n] board; the first to hold the four corners of
an axis-parallel square (any size) wins; a full board with no square is a draw.

- [WinsWith σ n h], [DrawsWithP1 τ n h], [DrawsWithP2 τ n h]: a strategy wins / avoids losing,
  checked by an exhaustive, executable recursion over every opposing move (kernel computation:
  [native_compute] or [vm_compute], re-checked at [Qed]).
- [P1CanWin n A B], [P1CanDraw n A B], [P2CanDraw n A B]: the game values, defined by the
  game's own rules as inductive predicates, with no reference to any strategy. [A] holds P1's
  stones, [B] P2's stones, and P1 is to move.
- [P1CanWinBy n k A B], [P2CanDelay n k A B]: the same with a ply bound: P1 can force a
  square completed by ply [k]; P2 can keep P1 from completing one by ply [k].
- [P1CanWinByWithin n k W A B]: P1 can force one by ply [k] while playing in the cells [W] as
  long as P2 does; [InWindow a g m], [winCell], [WindowOnBoard]: the lattice window
  [a + g·[0, m)²] ([SquareGame/Window.v] proves Lemma W with them).
- [SquareGame/Lemmas.v] proves, by hand, that the checks imply the game values.

The Coq twin of [lean/SquareGame/Basic.lean], definition for definition. Numbers are binary
naturals [N] (Lean's [Nat] is binary too; Coq's [nat] is unary and too slow to compute with).
Where Lean uses its core library ([List.range], [List.any], [List.all], [List.contains],
[decide (OnBoard n c)]), this file defines the same functions ([upTo], [anyL], [allL],
[contains], [onBoardb]); [Lemmas.v] proves what the Lean proofs take from core.
Boolean connectives in the executable checks are written with [if], so that evaluation
stops at the first [false] (Coq's [andb]/[orb] are functions: the compiled code of the
VM and of [native_compute] evaluates both arguments). Hand-written; nothing here is
generated. Coq's standard library only. *)

From Coq Require Import NArith List.
Import ListNotations.
Local Open Scope N_scope.

(** A cell [(x, y)]: column [x], row [y], both counted from 0. *)
Record Cell : Type := mkCell { x : N; y : N }.

(** Equality of cells, as a test. *)
Definition cellEqb (a b : Cell) : bool :=
  if N.eqb (x a) (x b) then N.eqb (y a) (y b) else false.

(** The cell is on the [n]×[n] board. *)
Definition OnBoard (n : N) (c : Cell) : Prop := x c < n /\ y c < n.

(** [i, i+1, …, i+k-1]. *)
Fixpoint upFrom (i : N) (k : nat) : list N :=
  match k with
  | O => []
  | S k' => i :: upFrom (N.succ i) k'
  end.

(** [0, 1, …, k-1]. *)
Definition upTo (k : N) : list N := upFrom 0 (N.to_nat k).

(** The cells of the board in row-major order (by [y], then [x]): the order of every
tie-break. *)
Definition cells (n : N) : list Cell :=
  let xs := upTo n in flat_map (fun y => map (fun x => mkCell x y) xs) xs.

(** A square [(x, y, d)]: corners [(x,y)], [(x+d,y)], [(x,y+d)], [(x+d,y+d)]. *)
Record Square : Type := mkSquare { sx : N; sy : N; sd : N }.

(** The four corners of a square. *)
Definition corners (s : Square) : list Cell :=
  [mkCell (sx s) (sy s); mkCell (sx s + sd s) (sy s);
   mkCell (sx s) (sy s + sd s); mkCell (sx s + sd s) (sy s + sd s)].

(** The square lies on the board: [d ≥ 1], [x + d < n], [y + d < n]. *)
Definition SquareOnBoard (n : N) (s : Square) : Prop :=
  1 <= sd s /\ sx s + sd s < n /\ sy s + sd s < n.

(** Some element of the list passes the test (stops at the first one). *)
Fixpoint anyL {A : Type} (p : A -> bool) (l : list A) : bool :=
  match l with
  | [] => false
  | a :: l' => if p a then true else anyL p l'
  end.

(** Every element of the list passes the test (stops at the first failure). *)
Fixpoint allL {A : Type} (p : A -> bool) (l : list A) : bool :=
  match l with
  | [] => true
  | a :: l' => if p a then allL p l' else false
  end.

(** The list holds the cell. *)
Definition contains (S : list Cell) (c : Cell) : bool := anyL (cellEqb c) S.

(** Playing [c] completes a square for the player holding the stones [S]: some square on the
board has [c] as a corner and its other three corners in [S].

Such a square has, besides [c], a corner [s ∈ S] in [c]'s row, at distance
[d = |s.x - c.x| ≥ 1]; the square is the one above ([y + d]) or below ([y - d]) that edge. So
looking at the stones of [S] in [c]'s row finds every such square ([Lemmas.completes_iff]
proves it). *)
Definition completes (n : N) (S : list Cell) (c : Cell) : bool :=
  anyL (fun s =>
    if N.eqb (y s) (y c) then
      let d := if x s <? x c then x c - x s else x s - x c in
      if N.eqb d 0 then false
      else if (if y c + d <? n then
                 if contains S (mkCell (x c) (y c + d))
                 then contains S (mkCell (x s) (y c + d)) else false
               else false)
           then true
           else if d <=? y c then
                  if contains S (mkCell (x c) (y c - d))
                  then contains S (mkCell (x s) (y c - d)) else false
                else false
    else false) S.

(** [Completes n S c]: the proposition [completes n S c = true]. *)
Definition Completes (n : N) (S : list Cell) (c : Cell) : Prop := completes n S c = true.

(** The cell holds no stone of [A] and none of [B]. *)
Definition free (A B : list Cell) (c : Cell) : bool :=
  if contains A c then false else negb (contains B c).

(** [Free A B c]: the proposition [free A B c = true]. *)
Definition Free (A B : list Cell) (c : Cell) : Prop := free A B c = true.

(** No cell of the board is free. *)
Definition IsFull (n : N) (A B : list Cell) : Prop := forall c, OnBoard n c -> ~ Free A B c.

(** Every cell of the board satisfies [p] (rows, then columns). *)
Definition allCells (n : N) (p : Cell -> bool) : bool :=
  let xs := upTo n in allL (fun y => allL (fun x => p (mkCell x y)) xs) xs.

(** Some cell of the board satisfies [p]. *)
Definition anyCell (n : N) (p : Cell -> bool) : bool :=
  let xs := upTo n in anyL (fun y => anyL (fun x => p (mkCell x y)) xs) xs.

(** Histories: the moves so far, oldest first; P1's moves sit at the even indices.
[p1Stones h] and [p2Stones h] are each player's stones (newest first). *)
Fixpoint p1Stones (h : list Cell) : list Cell :=
  match h with
  | m :: _ :: rest => p1Stones rest ++ [m]
  | [m] => [m]
  | [] => []
  end.

(** P2's stones in the history [h] (the odd indices), newest first. *)
Fixpoint p2Stones (h : list Cell) : list Cell :=
  match h with
  | _ :: r :: rest => p2Stones rest ++ [r]
  | _ => []
  end.

(** The cell is on the board, as a test. *)
Definition onBoardb (n : N) (c : Cell) : bool := if x c <? n then y c <? n else false.

(** A history is valid on the [n]×[n] board: every move on the board and on a free cell. *)
Definition validHistory (n : N) (h : list Cell) : bool :=
  fst (fold_left (fun (acc : bool * list Cell) c =>
      (if fst acc then (if onBoardb n c then negb (contains (snd acc) c) else false) else false,
       c :: snd acc)) h (true, [])).

(** A strategy: from the board size and the history, the next move. *)
Definition Strategy : Type := N -> list Cell -> Cell.

(** ** The game values, by the rules of the game (P1 to move at [(A, B)]) *)

(** P1, to move, can force a win: play a free cell [m] that completes a P1 square, or play a
free [m] after which a cell stays free and every P2 reply [r] neither completes a P2 square
nor escapes. *)
Inductive P1CanWin (n : N) : list Cell -> list Cell -> Prop :=
  | P1CanWin_now (A B : list Cell) (m : Cell) :
      OnBoard n m -> Free A B m -> Completes n A m -> P1CanWin n A B
  | P1CanWin_later (A B : list Cell) (m : Cell) :
      OnBoard n m -> Free A B m ->
      (exists r, OnBoard n r /\ Free (m :: A) B r) ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> ~ Completes n B r) ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> P1CanWin n (m :: A) (r :: B)) ->
      P1CanWin n A B.

(** P1, to move, can avoid losing: the board is full (a draw), or P1 completes a square now,
or P1 plays a free [m] such that no P2 reply completes a P2 square and after every reply P1
can again avoid losing. *)
Inductive P1CanDraw (n : N) : list Cell -> list Cell -> Prop :=
  | P1CanDraw_full (A B : list Cell) : IsFull n A B -> P1CanDraw n A B
  | P1CanDraw_now (A B : list Cell) (m : Cell) :
      OnBoard n m -> Free A B m -> Completes n A m -> P1CanDraw n A B
  | P1CanDraw_later (A B : list Cell) (m : Cell) :
      OnBoard n m -> Free A B m ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> ~ Completes n B r) ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> P1CanDraw n (m :: A) (r :: B)) ->
      P1CanDraw n A B.

(** P2 can avoid losing (P1 to move): no free P1 move completes a P1 square, and for every P1
move [m] that leaves a free cell, P2's answer [reply m] is a free cell that either completes a
P2 square or leads to a position where P2 can again avoid losing. ([reply] is P2's choice of
answer to each P1 move: "for every [m] there is an [r]", written as a function.) *)
Inductive P2CanDraw (n : N) : list Cell -> list Cell -> Prop :=
  | P2CanDraw_step (A B : list Cell) (reply : Cell -> Cell) :
      (forall m, OnBoard n m -> Free A B m -> ~ Completes n A m) ->
      (forall m, OnBoard n m -> Free A B m -> ~ IsFull n (m :: A) B ->
          OnBoard n (reply m) /\ Free (m :: A) B (reply m)) ->
      (forall m, OnBoard n m -> Free A B m -> ~ IsFull n (m :: A) B ->
          ~ Completes n B (reply m) -> P2CanDraw n (m :: A) (reply m :: B)) ->
      P2CanDraw n A B.

(** ** How fast: the game values with a ply bound (issue 11)

Plies count from 1 and P1 plays the odd ones, so at the position [(A, B)] the next move is
ply [nextPly A B = |A| + |B| + 1]. *)

(** The ply of the next move at the position [(A, B)]. *)
Definition nextPly (A B : list Cell) : N := N.of_nat (length A + length B) + 1.

(** P1, to move, can force a completed P1 square at some ply [<= k]: as [P1CanWin], except
that completing now needs [nextPly A B <= k]. *)
Inductive P1CanWinBy (n k : N) : list Cell -> list Cell -> Prop :=
  | P1CanWinBy_now (A B : list Cell) (m : Cell) :
      nextPly A B <= k -> OnBoard n m -> Free A B m -> Completes n A m -> P1CanWinBy n k A B
  | P1CanWinBy_later (A B : list Cell) (m : Cell) :
      OnBoard n m -> Free A B m ->
      (exists r, OnBoard n r /\ Free (m :: A) B r) ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> ~ Completes n B r) ->
      (forall r, OnBoard n r -> Free (m :: A) B r -> P1CanWinBy n k (m :: A) (r :: B)) ->
      P1CanWinBy n k A B.

(** P2 can keep P1 from completing a square at any ply [<= k] (P1 to move): the next ply is
past [k]; or, as [P2CanDraw], no free P1 move completes a P1 square now and P2's answer
[reply m] to every P1 move [m] that leaves a free cell is a free cell that completes a P2
square (the game ends) or leads to a position where P2 can again delay. *)
Inductive P2CanDelay (n k : N) : list Cell -> list Cell -> Prop :=
  | P2CanDelay_past (A B : list Cell) : k < nextPly A B -> P2CanDelay n k A B
  | P2CanDelay_step (A B : list Cell) (reply : Cell -> Cell) :
      (forall m, OnBoard n m -> Free A B m -> ~ Completes n A m) ->
      (forall m, OnBoard n m -> Free A B m -> ~ IsFull n (m :: A) B ->
          OnBoard n (reply m) /\ Free (m :: A) B (reply m)) ->
      (forall m, OnBoard n m -> Free A B m -> ~ IsFull n (m :: A) B ->
          ~ Completes n B (reply m) -> P2CanDelay n k (m :: A) (reply m :: B)) ->
      P2CanDelay n k A B.

(** ** Lattice windows (Lemma W of docs/FASTEST.md §5, issue 11)

A lattice window of the [n]×[n] board is the grid [a + g·[0, m)²]: origin [a], unit [g] (in
cells), [m] points a side. Its points are the images [winCell a g c] of the cells [c] of the
[m]×[m] board, and for [g >= 1] four of them are the corners of a square of the board exactly
when their preimages are the corners of a square of the [m]×[m] board
([Window.corners_winCell], [Window.square_of_window]). *)

(** The window's point for the cell [c] of the [m]×[m] board: [(x a + g·x c, y a + g·y c)]. *)
Definition winCell (a : Cell) (g : N) (c : Cell) : Cell := mkCell (x a + g * x c) (y a + g * y c).

(** The cell is a point of the lattice window [a + g·[0, m)²]. *)
Definition InWindow (a : Cell) (g m : N) (c : Cell) : Prop :=
  exists c', OnBoard m c' /\ c = winCell a g c'.

(** The lattice window lies on the [n]×[n] board: [g >= 1], [m >= 1], and its far corner
[a + g·(m - 1, m - 1)] is on the board. *)
Definition WindowOnBoard (n : N) (a : Cell) (g m : N) : Prop :=
  1 <= g /\ 1 <= m /\ x a + g * (m - 1) < n /\ y a + g * (m - 1) < n.

(** P1, to move, can force a completed P1 square at some ply [<= k] without leaving the cells
[W] first: as [P1CanWinBy], except that P1's move [c] lies in [W], and after a P2 reply [r]
that lies in [W] P1 can again go on in this way (after any reply, in [W] or not, a plain
[P1CanWinBy] is asked for too; P2's replies range over the whole board). Read informally, it
holds when some P1 strategy forces a square by ply [k] and plays in [W] for as long as all
of P2's replies from here on have been in [W]; [Window.p1CanWinBy_of_within] proves that it
implies [P1CanWinBy]. *)
Inductive P1CanWinByWithin (n k : N) (W : Cell -> Prop) : list Cell -> list Cell -> Prop :=
  | P1CanWinByWithin_now (A B : list Cell) (c : Cell) :
      nextPly A B <= k -> OnBoard n c -> W c -> Free A B c -> Completes n A c ->
      P1CanWinByWithin n k W A B
  | P1CanWinByWithin_later (A B : list Cell) (c : Cell) :
      OnBoard n c -> W c -> Free A B c ->
      (exists r, OnBoard n r /\ Free (c :: A) B r) ->
      (forall r, OnBoard n r -> Free (c :: A) B r -> ~ Completes n B r) ->
      (forall r, OnBoard n r -> Free (c :: A) B r -> P1CanWinBy n k (c :: A) (r :: B)) ->
      (forall r, OnBoard n r -> Free (c :: A) B r -> W r ->
          P1CanWinByWithin n k W (c :: A) (r :: B)) ->
      P1CanWinByWithin n k W A B.

(** ** Checking a strategy: exhaustive recursion over every opposing move

[fuel] bounds the depth; each level fills two cells, so [n * n + 1] levels always suffice, and
running out of fuel answers [false] (never a false [true]). *)

(** Every P2 reply [r] on a free cell neither completes a P2 square nor fails [next r]. *)
Definition replies (n : N) (A B : list Cell) (next : Cell -> bool) : bool :=
  allCells n (fun r => if free A B r then (if completes n B r then false else next r) else true).

(** One P1 turn of a win check: P1 plays [m], which must be on the board and free; completing
a P1 square wins; otherwise some cell must stay free and every reply must pass [next]. *)
Definition winsStep (n : N) (A B : list Cell) (m : Cell) (next : Cell -> bool) : bool :=
  if onBoardb n m then
    if free A B m then
      if completes n A m then true
      else if anyCell n (free (m :: A) B) then replies n (m :: A) B next else false
    else false
  else false.

(** The win check of [σ] from history [h] with stones [A] (P1) and [B] (P2), P1 to move. *)
Fixpoint winsAux (σ : Strategy) (n : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    let m := σ n h in
    winsStep n A B m (fun r => winsAux σ n k (h ++ [m; r]) (m :: A) (r :: B))
  end.

(** [WinsWith σ n h] (DESIGN §2): P1 plays [σ n h], on the board and free; completing a P1
square wins; a full board loses; otherwise every free P2 reply [r] must not complete a P2
square and [WinsWith σ n (h ++ [m; r])] must hold. *)
Definition WinsWith (σ : Strategy) (n : N) (h : list Cell) : Prop :=
  winsAux σ n (N.to_nat (n * n + 1)) h (p1Stones h) (p2Stones h) = true.

(** The board is full: no free cell. *)
Definition isFull (n : N) (A B : list Cell) : bool := allCells n (fun c => negb (free A B c)).

(** One P1 turn when P1 defends with the move [m]: a full board is a draw; else [m] must be on
the board and free; completing a P1 square is fine; otherwise every reply must pass. *)
Definition drawsP1Step (n : N) (A B : list Cell) (m : Cell) (next : Cell -> bool) : bool :=
  if isFull n A B then true
  else if onBoardb n m then
    if free A B m then
      if completes n A m then true else replies n (m :: A) B next
    else false
  else false.

(** The draw check of a P1 defender [τ]. *)
Fixpoint drawsP1Aux (τ : Strategy) (n : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    let m := τ n h in
    drawsP1Step n A B m (fun r => drawsP1Aux τ n k (h ++ [m; r]) (m :: A) (r :: B))
  end.

(** [DrawsWithP1 τ n h]: P1 playing [τ] never loses, against every P2 move. *)
Definition DrawsWithP1 (τ : Strategy) (n : N) (h : list Cell) : Prop :=
  drawsP1Aux τ n (N.to_nat (n * n + 1)) h (p1Stones h) (p2Stones h) = true.

(** One P1 turn when P2 defends with [reply m]: every free P1 move [m] must not complete a P1
square; then either the board is full (a draw), or P2's answer is on the board and free and
either completes a P2 square or passes [next m]. ([let r := reply m] computes the answer
once: compiled Coq code does not share repeated calls.) *)
Definition drawsP2Step (n : N) (A B : list Cell) (reply : Cell -> Cell) (next : Cell -> bool) :
    bool :=
  allCells n (fun m =>
    if free A B m then
      if completes n A m then false
      else if isFull n (m :: A) B then true
      else
        let r := reply m in
        if onBoardb n r then
          if free (m :: A) B r then
            if completes n B r then true else next m
          else false
        else false
    else true).

(** The draw check of a P2 defender [τ] (P1 to move at [h]; P2 answers [τ n (h ++ [m])]). *)
Fixpoint drawsP2Aux (τ : Strategy) (n : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    drawsP2Step n A B (fun m => τ n (h ++ [m])) (fun m =>
      let r := τ n (h ++ [m]) in
      drawsP2Aux τ n k (h ++ [m; r]) (m :: A) (r :: B))
  end.

(** [DrawsWithP2 τ n h]: P2 playing [τ] never loses, against every P1 move. *)
Definition DrawsWithP2 (τ : Strategy) (n : N) (h : list Cell) : Prop :=
  drawsP2Aux τ n (N.to_nat (n * n + 1)) h (p1Stones h) (p2Stones h) = true.
