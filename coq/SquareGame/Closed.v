(** * Every board: the closure audit of the blocking game (docs/EVERY-N.md §1 (C), premise (iii))

Premise (iii) of the all-n argument: on the base board [N₀ = 17], the blocking game of every
legal pair is good and closed: every stone either side plays after ply 4 lies in the line
region [R = [0, w)²] (coordinates (x, y), 0-based, in cells), and so does every stone placed by
every live test that the plus rule runs at a P1 turn of the game, except a last P1 block that
ends its test, which lies in [Z = [0, 2w − 1)²] when the test ends "live".

- [blockClosed], [liveClosed], [isLiveClosed]: the block loop ([PlusRule.blockLoop]), the
  live test's simulation ([PlusRule.liveSim]) and the live test ([PlusRule.isLive]) with each
  placed stone audited; they return [None] when a stone escapes, else the same result as the
  unaudited function ([blockClosed_sim], [liveClosed_sim], [isLiveClosed_sim]). What each
  stone must satisfy:
  - a line cell P1 plays (steps 1–3 of the live test): in [R];
  - P2's forced block after a line cell, and P2's block in the block loop (a P1 threat cell
    after a P1 block): in [R];
  - a P1 block in the block loop (P2's one threat cell): in [R] when the test goes on
    (P1 then has exactly one threat); when it ends the test, in [R] or anywhere if the test
    ends "not live" (P1 has no threat, or a double threat too late for ply 17), in [Z] if the
    test ends "live" (a double threat by ply 17).
- [linesClosed]: the live tests clause 3c runs at a position (the rule's lines in order, up to
  and including the first live one), each audited.
- [closedGood rule n w fuel h A B]: [Locality.boxGood] with [m = w] (every P1 move in [R]),
  plus: every P2 block in [R], and at each P1 turn where neither side holds a threat cell
  (clause 3c runs), [linesClosed]. [closedGood_boxGood], [closedGood_blockingGood]: it implies
  [boxGood rule n w] and, for [w ≤ n], [EveryN.blockingGood] on the same board.
- [closedCheck rule n w fuel]: [EveryN.blockingCheck] with [closedGood] in place of
  [blockingGood] (every legal pair on [n]×[n]); [closedCheck_blockingCheck],
  [winsWith_of_closedCheck]; [plus_closed_check_17] checks it for the plus rule on 17×17 with
  [w = 6] by kernel computation, and [plus_wins_with_17_by_closed] is [WinsWith plusMove 17 []]
  a third way.

Relation to the Rust audit ([everyn::audited_live_line] and [everyn::blocking_game] in
src/everyn.rs, counted in [everyn::Audit]): the same stones are audited, with one difference:
the Rust audit lets a line cell that ends its test lie anywhere (it counts it with the
terminal blocks), this file asks every line cell to lie in [R] (stricter; the same verdict for
a rule whose lines lie in [R], as the committed rule's do). The Rust audit's [hidden_blocks]
are the terminal P1 blocks outside [Z] (test "not live"), its [zone_blocks] the terminal P1
blocks in [Z] outside [R]; its [escapes] are the stones this file rejects. The Rust audit
follows [rule::line_step], which counts the threats through the stone just placed; this file
follows [PlusRule.liveSim], which counts all threats (docs/EVERY-N.md, Lemma 0: the same).

The Coq twin of [lean/SquareGame/Closed.lean], lemma for lemma (the Lean file is not checked
here: no Lean toolchain). Hand-written. *)

From Coq Require Import NArith List Lia Bool.
From SquareGame Require Import Basic Lemmas Table PlusRule EveryN Locality.
Import ListNotations.
Local Open Scope N_scope.

(** ** The live test, audited *)

(** [PlusRule.blockLoop] with its stones audited (P1 blocks [u], P2 blocks [t]; [w]: the side
of [R], in cells). [None]: a stone escapes. *)
Fixpoint blockClosed (n w : N) (fuel : nat) (A B : list Cell) (p : N) : option SimStep :=
  match fuel with
  | O => Some (done false)
  | S k =>
    match threats n B A with
    | [] => Some (cont A B p)
    | [u] =>
      match threats n (u :: A) B with
      | [] => Some (done false)
      | [t] =>
        if onBoardb w u then
          if onBoardb w t then blockClosed n w k (u :: A) (t :: B) (p + 2) else None
        else None
      | _ =>
        if p + 2 + 2 <=? 17 then
          (if onBoardb (2 * w - 1) u then Some (done true) else None)
        else Some (done false)
      end
    | _ => Some (done false)
    end
  end.

(** [PlusRule.liveSim] with its stones audited: the line cell [c] and P2's forced block [t]
must lie in [R]; then the block loop is audited ([blockClosed]). *)
Fixpoint liveClosed (n w : N) (fuel : nat) (rem A B : list Cell) (p : N) : option bool :=
  match fuel, rem with
  | O, _ => Some false
  | S _, [] => Some false
  | S k, c :: rest =>
    if (if onBoardb n c then free A B c else false) then
      if onBoardb w c then
        match threats n (c :: A) B with
        | [] => Some false
        | [t] =>
          match rest with
          | [] => Some false
          | _ =>
            if onBoardb w t then
              match blockClosed n w (N.to_nat (n * n)) (c :: A) (t :: B) p with
              | None => None
              | Some (done live) => Some live
              | Some (cont A' B' p') => liveClosed n w k rest A' B' (p' + 2)
              end
            else None
          end
        | _ => Some (p + 2 <=? 17)
        end
      else None
    else Some false
  end.

(** [PlusRule.isLive] with its stones audited. *)
Definition isLiveClosed (n w : N) (A B : list Cell) (p : N) (L : list Cell) : option bool :=
  let rem := remaining A L in
  match rem with
  | [] => Some false
  | _ => liveClosed n w (List.length rem + 1) rem A B p
  end.

(** An audit that passes computes what the unaudited block loop computes. *)
Lemma blockClosed_sim (n w : N) : forall fuel A B p s,
  blockClosed n w fuel A B p = Some s -> blockLoop n fuel A B p = s.
Proof.
  induction fuel as [|k IH]; intros A B p s e; cbn [blockClosed blockLoop] in *;
    [injection e as <-; reflexivity|].
  destruct (threats n B A) as [|u [|u' us]]; [injection e as <-; reflexivity| |injection e as <-; reflexivity].
  destruct (threats n (u :: A) B) as [|t [|t' ts]]; [injection e as <-; reflexivity| |].
  - destruct (onBoardb w u); [|discriminate]; destruct (onBoardb w t); [|discriminate].
    exact (IH _ _ _ _ e).
  - destruct (p + 2 + 2 <=? 17); [|injection e as <-; reflexivity].
    destruct (onBoardb (2 * w - 1) u); [injection e as <-; reflexivity|discriminate].
Qed.

Lemma liveClosed_sim (n w : N) : forall fuel rem A B p v,
  liveClosed n w fuel rem A B p = Some v -> liveSim n fuel rem A B p = v.
Proof.
  induction fuel as [|k IH]; intros rem A B p v e; [simpl in e; injection e as <-; reflexivity|].
  destruct rem as [|c rest]; [simpl in e; injection e as <-; reflexivity|].
  cbn [liveClosed] in e; cbn [liveSim].
  destruct (if onBoardb n c then free A B c else false); [|injection e as <-; reflexivity].
  destruct (onBoardb w c); [|discriminate].
  destruct (threats n (c :: A) B) as [|t [|t' ts]]; [injection e as <-; reflexivity| |injection e as <-; reflexivity].
  destruct rest as [|c' rest']; [injection e as <-; reflexivity|].
  destruct (onBoardb w t); [|discriminate].
  destruct (blockClosed n w (N.to_nat (n * n)) (c :: A) (t :: B) p) as [s|] eqn:eb; [|discriminate].
  rewrite (blockClosed_sim n w _ _ _ _ _ eb).
  destruct s as [live|A' B' p']; [injection e as <-; reflexivity|exact (IH _ _ _ _ _ e)].
Qed.

Lemma isLiveClosed_sim (n w : N) (A B : list Cell) (p : N) (L : list Cell) (v : bool) :
  isLiveClosed n w A B p L = Some v -> isLive n A B p L = v.
Proof.
  unfold isLiveClosed, isLive; cbv zeta.
  destruct (remaining A L) as [|c rest]; [intro e; injection e as <-; reflexivity|].
  apply liveClosed_sim.
Qed.

(** The live tests clause 3c runs at the position [(A, B)], P1 to play at ply [p]: the lines
in order up to and including the first live one, each audited. *)
Fixpoint linesClosed (n w : N) (A B : list Cell) (p : N) (ls : list (list Cell)) : bool :=
  match ls with
  | [] => true
  | L :: ls' =>
    match isLiveClosed n w A B p L with
    | None => false
    | Some true => true
    | Some false => linesClosed n w A B p ls'
    end
  end.

(** ** The blocking game, audited *)

(** The blocking game of [EveryN.blockingGood] on board [n] with the closure audit (C) of
docs/EVERY-N.md §1 for the line region [R = [0, w)²]: [Locality.boxGood] with [m = w] (every
P1 move in [R]), every P2 block in [R], and at every P1 turn where neither side holds a threat
cell, the live tests of clause 3c audited ([linesClosed], ply [length h + 1]). *)
Fixpoint closedGood (rule : Rule) (n w : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    let mv := plusMoveWith rule n h in
    if onBoardb w mv then
      if free A B mv then
        if completes n A mv then true
        else
          match threats n B (mv :: A) with
          | _ :: _ => false
          | [] =>
            match threats n (mv :: A) B with
            | [] => false
            | t :: _ =>
              if onBoardb w t then
                if (match threats n A B, threats n B A with
                    | [], [] => linesClosed n w A B (N.of_nat (List.length h) + 1) (lines rule)
                    | _, _ => true
                    end)
                then closedGood rule n w k (h ++ [mv; t]) (mv :: A) (t :: B)
                else false
              else false
            end
          end
      else false
    else false
  end.

(** The audit only adds conditions: a closed game stays in the box [[0, w)²]. *)
Theorem closedGood_boxGood (rule : Rule) (n w : N) : forall fuel h A B,
  closedGood rule n w fuel h A B = true -> boxGood rule n w fuel h A B = true.
Proof.
  induction fuel as [|k IH]; intros h A B e; [discriminate|].
  cbn [closedGood] in e; cbn [boxGood].
  destruct (onBoardb w (plusMoveWith rule n h)); [|discriminate].
  destruct (free A B (plusMoveWith rule n h)); [|discriminate].
  destruct (completes n A (plusMoveWith rule n h)); [reflexivity|].
  destruct (threats n B (plusMoveWith rule n h :: A)); [|discriminate].
  destruct (threats n (plusMoveWith rule n h :: A) B) as [|t ts]; [discriminate|].
  destruct (ifAnd e) as [_ e1]; destruct (ifAnd e1) as [_ e2]; exact (IH _ _ _ e2).
Qed.

(** A game that stays in the box [[0, m)²] of the board ([m ≤ n]) is a blocking game. *)
Lemma boxGood_blockingGood (rule : Rule) (n m : N) : m <= n -> forall fuel h A B,
  boxGood rule n m fuel h A B = true -> blockingGood rule n fuel h A B = true.
Proof.
  intro hm; induction fuel as [|k IH]; intros h A B e; [discriminate|].
  cbn [boxGood] in e; cbn [blockingGood].
  destruct (ifAnd e) as [hb e1].
  destruct (onBoardb_sound hb) as [hx hy].
  rewrite (onBoardb_complete (n := n) (conj (N.lt_le_trans _ _ _ hx hm) (N.lt_le_trans _ _ _ hy hm))).
  destruct (free A B (plusMoveWith rule n h)); [|discriminate].
  destruct (completes n A (plusMoveWith rule n h)); [reflexivity|].
  destruct (threats n B (plusMoveWith rule n h :: A)); [|discriminate].
  destruct (threats n (plusMoveWith rule n h :: A) B) as [|t ts]; [discriminate|].
  exact (IH _ _ _ e1).
Qed.

Theorem closedGood_blockingGood (rule : Rule) (n w : N) (fuel : nat) (h A B : list Cell) :
  w <= n -> closedGood rule n w fuel h A B = true -> blockingGood rule n fuel h A B = true.
Proof. intros hw e; exact (boxGood_blockingGood rule n w hw _ _ _ _ (closedGood_boxGood _ _ _ _ _ _ _ e)). Qed.

(** ** Premise (iii) on a given board, by computation *)

(** [EveryN.blockingCheck] with [closedGood] in place of [blockingGood]: every legal pair on
the [n]×[n] board plays a good, closed blocking game within [fuel] P1 turns. *)
Definition closedCheck (rule : Rule) (n w : N) (fuel : nat) : bool :=
  let o := opening rule in
  if onBoardb n o then
    allCells n (fun r1 =>
      if cellEqb r1 o then true
      else
        let s := secondMove rule r1 in
        if onBoardb n s then
          if cellEqb s o then false
          else if cellEqb s r1 then false
          else
            allCells n (fun r2 =>
              if cellEqb r2 o then true
              else if cellEqb r2 r1 then true
              else if cellEqb r2 s then true
              else closedGood rule n w fuel [o; r1; s; r2] [s; o] [r2; r1])
        else false)
  else false.

Lemma allCells_mono {n : N} {p q : Cell -> bool} :
  (forall c, OnBoard n c -> p c = true -> q c = true) -> allCells n p = true -> allCells n q = true.
Proof. intros hpq h; apply allCells_complete; intros c hc; exact (hpq c hc (allCells_sound h c hc)). Qed.

Theorem closedCheck_blockingCheck (rule : Rule) (n w : N) (fuel : nat) :
  w <= n -> closedCheck rule n w fuel = true -> blockingCheck rule n fuel = true.
Proof.
  intros hw e; unfold closedCheck in e; unfold blockingCheck; cbv zeta in *.
  destruct (onBoardb n (opening rule)); [|discriminate].
  refine (allCells_mono _ e); intros r1 _ e1.
  destruct (cellEqb r1 (opening rule)); [reflexivity|].
  destruct (onBoardb n (secondMove rule r1)); [|discriminate].
  destruct (cellEqb (secondMove rule r1) (opening rule)); [discriminate|].
  destruct (cellEqb (secondMove rule r1) r1); [discriminate|].
  refine (allCells_mono _ e1); intros r2 _ e2.
  destruct (cellEqb r2 (opening rule)); [reflexivity|].
  destruct (cellEqb r2 r1); [reflexivity|].
  destruct (cellEqb r2 (secondMove rule r1)); [reflexivity|].
  exact (closedGood_blockingGood _ _ _ _ _ _ _ hw e2).
Qed.

Theorem winsWith_of_closedCheck (rule : Rule) (n w : N) (fuel : nat) :
  2 <= n -> w <= n -> (fuel + 3 <= N.to_nat (n * n + 1))%nat -> closedCheck rule n w fuel = true ->
  WinsWith (plusMoveWith rule) n [].
Proof.
  intros hn hw hfuel e.
  exact (winsWith_of_blockingCheck rule n fuel hn hfuel (closedCheck_blockingCheck rule n w fuel hw e)).
Qed.

(** Premise (iii) for the plus rule: on the 17×17 base board, with [R = [0, 6)²], the blocking
game of every legal pair is good within 7 P1 turns after ply 4 and closed (kernel
computation). *)
Lemma plus_closed_check_17 : closedCheck plusRule 17 6 7 = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_closed_check_17.

(** [WinsWith plusMove 17 []] a third way: through the closed blocking games. *)
Theorem plus_wins_with_17_by_closed : WinsWith plusMove 17 [].
Proof.
  apply (winsWith_of_closedCheck plusRule 17 6 7); [lia|lia| |exact plus_closed_check_17].
  vm_compute; lia.
Qed.
