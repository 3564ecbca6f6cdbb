(** * Every board: the lockstep of a far pair with its representative (docs/EVERY-N.md §10, Lemmas 6–7)

A far pair [(r1, r2)] (a reply outside [[0, 17)²]) on a board [n ≥ 18] is compared with a
representative pair [(r1', r2')] on the 17×17 board. [FarView n r1 r2 n' r1' r2'] is what the
rule can see of the free stones, with the line region [R = [0, 6)²] and the zone
[Z = [0, 11)²] (coordinates (x, y), 0-based, in cells):
- both pairs lie on their boards;
- each reply is the same cell of [Z] in both, or lies outside [Z] in both;
- for every position whose P1 stones [A] and P2 blocks [B0] lie in [R], P2's threat cells in
  [Z] are the same list, and P2 holds as many threat cells in all (Lemma 6b).

The simulation (§10, steps 1–9): the board-[n] game has P2 stones [B0 ++ [r2; r1]], the
17×17 game [B0 ++ [r2'; r1']], with the same P1 stones [A] and blocks [B0] in [R].
- [free_zone]: on [Z] the two positions have the same free cells; [threats_zone]: P1's threat
  cells, for P1 stones in [Z], are the same list on both boards; [threats_far_block]: a P1
  block outside [Z] adds no P1 threat cell ([completes_far_block], Lemma 1b).
- [blockLoop_lockstep], [liveSim_lockstep], [isLive_lockstep], [lines_lockstep]: the live
  test on board [n] gives the verdict of the audited live test on 17×17 ([Closed.v]).
- [fallback_lockstep]: the fallback clause plays the same cell (row 0 holds a free cell of
  [Z] on 17×17).
- [lateMove] ([plusMoveWith] after the second move), [lateMove_lockstep]: P1 plays the same
  cell whenever the closed game's move on 17×17 lies in [R] and passes the audit.
- [closedGood_lockstep], [far_lockstep]: the closed blocking game of the representative on
  17×17 gives the blocking game of the far pair on board [n ≥ 17].
The rule facts used: [plus_lines_in_box] (every line in [R]) and [plus_rule_in_region] (the
opening and every second move in [R]), by kernel computation.

The Coq twin of [lean/SquareGame/Lockstep.lean], lemma for lemma (the Lean file is not
checked here: no Lean toolchain). Hand-written. *)

From Coq Require Import NArith List Lia Bool Sorted.
From SquareGame Require Import Basic Lemmas Table PlusRule EveryN Locality Closed Classes.
Import ListNotations.
Local Open Scope N_scope.

(** What the plus rule can see of the free stones [(r1, r2)] on board [n] and [(r1', r2')] on
board [n'] (docs/EVERY-N.md Lemma 6, with [w = 6]). *)
Definition FarView (n : N) (r1 r2 : Cell) (n' : N) (r1' r2' : Cell) : Prop :=
  OnBoard n r1 /\ OnBoard n r2 /\ OnBoard n' r1' /\ OnBoard n' r2' /\
  (forall c, InBox 11 c -> (c = r1 <-> c = r1') /\ (c = r2 <-> c = r2')) /\
  (forall A B0, AllInBox 6 A -> AllInBox 6 B0 ->
     filter (onBoardb 11) (threats n (B0 ++ [r2; r1]) A) =
       filter (onBoardb 11) (threats n' (B0 ++ [r2'; r1']) A) /\
     length (threats n (B0 ++ [r2; r1]) A) = length (threats n' (B0 ++ [r2'; r1']) A)).


(** ** Facts about the rule (kernel computation) *)

(** Every line of the plus rule lies in the line region [R = [0, 6)²] (kernel computation). *)
Lemma plus_lines_in_box : LinesInBox 6 plusRule.
Proof.
  assert (h : allL (fun L => allL (onBoardb 6) L) (lines plusRule) = true) by (vm_compute; reflexivity).
  intros L hL s hs; exact (onBoardb_sound (allL_sound _ _ (allL_sound _ _ h L hL) s hs)).
Qed.

(** The opening and every second move of the plus rule lie in [R] (kernel computation). *)
Lemma plus_rule_in_region : ruleInZone 6 plusRule = true.
Proof. vm_compute; reflexivity. Qed.

(** ** The two positions agree on the zone [Z = [0, 11)²] *)

(** A cell of [Z] is a P2 stone on the board [n] side iff it is one on the 17×17 side, for the
same blocks [B0] (FarView's fifth conjunct). *)
Lemma free_zone {n n' : N} {r1 r2 r1' r2' : Cell} (A B0 : list Cell) (c : Cell) :
  FarView n r1 r2 n' r1' r2' -> InBox 11 c ->
  free A (B0 ++ [r2; r1]) c = free A (B0 ++ [r2'; r1']) c.
Proof.
  intros [_ [_ [_ [_ [hz _]]]]] hc; destruct (hz c hc) as [e1 e2].
  unfold free; destruct (contains A c); [reflexivity|]; f_equal.
  apply eq_true_iff_eq; rewrite !contains_spec, !in_app_iff; simpl.
  split; intros [h|[h|[h|[]]]]; auto;
    right; first [left; symmetry; apply e2; symmetry; exact h
                 |right; left; symmetry; apply e1; symmetry; exact h].
Qed.

(** Lemma 0 with the zone: for P1 stones [A] in [Z] (the threat cells of [A] then lie in [Z])
and two P2 positions that agree on [Z], P1's threat cells are the same list on both boards
(from [threats_spec], [completes_box], [completes_box_ext] with [m = 11], [threats_ext]). *)
Lemma threats_zone {n n' : N} {A B B' : list Cell} :
  11 <= n -> 11 <= n' -> AllInBox 11 A ->
  (forall c, InBox 11 c -> free A B c = free A B' c) ->
  threats n A B = threats n' A B'.
Proof.
  intros hn hn' hA hf.
  assert (hon : forall k, 11 <= k -> forall s, In s A -> OnBoard k s)
    by (intros k hk s hs; exact (onBoard_of_box hk (hA s hs))).
  apply threats_ext; intro c.
  rewrite (threats_spec n A B c (hon n hn)), (threats_spec n' A B' c (hon n' hn')).
  unfold Free, Completes; rewrite (completes_box_ext (n := n) (n' := n') c hA hn hn').
  split; intros [_ [hfr hc]]; pose proof (completes_box hA hc) as hcz;
    (split; [first [exact (onBoard_of_box hn hcz)|exact (onBoard_of_box hn' hcz)]|]);
    [rewrite <- (hf c hcz)|rewrite (hf c hcz)]; exact (conj hfr hc).
Qed.

(** A square completed for [u :: A] with [A] in [R] and [u] outside [Z] does not use [u]: two
other corners would lie in [A], so the whole square in [Z] (Lemma 1b, [box_two]). *)
Lemma completes_far_block {n : N} {A : list Cell} {u c : Cell} :
  AllInBox 6 A -> ~ InBox 11 u -> (forall s, In s (u :: A) -> OnBoard n s) ->
  completes n (u :: A) c = true -> completes n A c = true.
Proof.
  intros hA hu hon hc.
  assert (hAb : forall s, In s A -> OnBoard n s) by (intros s hs; exact (hon s (or_intror hs))).
  apply (completes_iff n (u :: A) c hon) in hc; apply (completes_iff n A c hAb).
  destruct hc as [q [hq [hcq hk]]]; exists q; split; [exact hq|]; split; [exact hcq|].
  intros k hkq hkc; destruct (hk k hkq hkc) as [<-|h]; [exfalso|exact h].
  assert (hall : forall k', In k' (corners q) -> k' = c \/ k' = u \/ InBox 6 k').
  { intros k' hk'; destruct (cellEqb k' c) eqn:e; [left; apply cellEqb_spec; exact e|right].
    destruct (hk k' hk' (cellEqb_ne e)) as [h|h]; [left; symmetry; exact h|right; exact (hA _ h)]. }
  destruct q as [qx qy qd]; destruct (proj1 squareOnBoard_mk hq) as [hd _].
  destruct c as [cx cy], u as [ux uy].
  pose proof (hall _ (proj2 (@mem_corners (mkCell qx qy) qx qy qd) (or_introl eq_refl))) as k1.
  pose proof (hall _ (proj2 (@mem_corners (mkCell (qx + qd) qy) qx qy qd)
    (or_intror (or_introl eq_refl)))) as k2.
  pose proof (hall _ (proj2 (@mem_corners (mkCell qx (qy + qd)) qx qy qd)
    (or_intror (or_intror (or_introl eq_refl))))) as k3.
  pose proof (hall _ (proj2 (@mem_corners (mkCell (qx + qd) (qy + qd)) qx qy qd)
    (or_intror (or_intror (or_intror eq_refl))))) as k4.
  apply mem_corners in hcq, hkq.
  assert (hne : ~ (ux = cx /\ uy = cy)) by (intros [-> ->]; exact (hkc eq_refl)).
  unfold InBox in *; cbn [x y] in *.
  destruct hcq as [e|[e|[e|e]]]; injection e as -> ->;
    destruct hkq as [e|[e|[e|e]]]; injection e as -> ->;
    destruct k1 as [e1|[e1|e1]]; try (injection e1; intros); try lia;
    destruct k2 as [e2|[e2|e2]]; try (injection e2; intros); try lia;
    destruct k3 as [e3|[e3|e3]]; try (injection e3; intros); try lia;
    destruct k4 as [e4|[e4|e4]]; try (injection e4; intros); lia.
Qed.

(** Adding a stone to a position keeps a completed square. *)
Lemma completes_cons {n : N} {S : list Cell} (u c : Cell) :
  completes n S c = true -> completes n (u :: S) c = true.
Proof.
  intro h; apply completes_spec in h; apply completes_spec.
  destruct h as [s [hs [hy [hd hab]]]]; exists s; split; [right; exact hs|].
  split; [exact hy|]; split; [exact hd|].
  destruct hab as [[h1 [h2 h3]]|[h1 [h2 h3]]]; [left|right];
    (split; [exact h1|]); split; right; assumption.
Qed.

(** A P1 block [u] outside [Z] changes no P1 threat cell when P1's other stones lie in [R]
(docs/EVERY-N.md §10: the P1 threats after a block outside [Z] are the same on both boards). *)
Lemma threats_far_block {n : N} {A B : list Cell} {u : Cell} :
  6 <= n -> AllInBox 6 A -> ~ InBox 11 u -> OnBoard n u -> threats n (u :: A) B = threats n A B.
Proof.
  intros hn hA hu hub.
  assert (hAb : forall s, In s A -> OnBoard n s) by (intros s hs; exact (onBoard_of_box hn (hA s hs))).
  assert (huA : forall s, In s (u :: A) -> OnBoard n s)
    by (intros s [<-|hs]; [exact hub|exact (hAb s hs)]).
  apply threats_ext; intro c.
  rewrite (threats_spec n (u :: A) B c huA), (threats_spec n A B c hAb).
  unfold Free, Completes; split.
  - intros [hb [hf hc]]; split; [exact hb|]; split; [|exact (completes_far_block hA hu huA hc)].
    apply free_spec; apply free_spec in hf; simpl in hf; tauto.
  - intros [hb [hf hc]]; split; [exact hb|]; split; [|exact (completes_cons u c hc)].
    pose proof (completes_box hA hc) as [hcx hcy].
    apply free_spec; apply free_spec in hf; simpl; split; [|tauto].
    intros [<-|h]; [apply hu; split; lia|tauto].
Qed.

(** Stones of [R] and two stones on the board lie on the board. *)
Lemma blocks_on_board {n : N} {B0 : list Cell} {a b : Cell} :
  6 <= n -> AllInBox 6 B0 -> OnBoard n a -> OnBoard n b ->
  forall s, In s (B0 ++ [a; b]) -> OnBoard n s.
Proof.
  intros hn hB ha hb s hs; apply in_app_iff in hs; destruct hs as [hs|[<-|[<-|[]]]];
    [exact (onBoard_of_box hn (hB s hs))|exact ha|exact hb].
Qed.

(** A list in [R] lies in [Z]. *)
Lemma region_in_zone {A : list Cell} : AllInBox 6 A -> AllInBox 11 A.
Proof. intros hA s hs; destruct (hA s hs) as [hx hy]; split; lia. Qed.

(** A stone of the box added to a list in the box. *)
Lemma box_cons {m : N} {u : Cell} {A : list Cell} :
  InBox m u -> AllInBox m A -> AllInBox m (u :: A).
Proof. intros hu hA s [<-|hs]; [exact hu|exact (hA s hs)]. Qed.

(** ** The block loop in lockstep (step 5 of the live test) *)

(** The block loop on board [n] (P2 stones [B0 ++ [r2; r1]]) follows the audited block loop
on 17×17 (P2 stones [B0 ++ [r2'; r1']]), for P1 stones [A] and blocks [B0] in [R] and fuels
above half the free cells of [R]: the same verdict, or the same next position (new blocks in
[R]). P2's threat cells: the same in [Z] and as many (FarView); a P1 block [u] in [Z]: the
same P1 threats after it ([threats_zone]); outside [Z]: no P1 threat through it
([threats_far_block]), and the audit then only lets the test end "not live". *)
Lemma blockLoop_lockstep {n : N} {r1 r2 r1' r2' : Cell} :
  17 <= n -> FarView n r1 r2 17 r1' r2' ->
  forall k' k A B0 p s, AllInBox 6 A -> AllInBox 6 B0 ->
  (boxFree 6 A (B0 ++ [r2'; r1']) < 2 * k')%nat ->
  (boxFree 6 A (B0 ++ [r2'; r1']) < 2 * k)%nat ->
  blockClosed 17 6 k' A (B0 ++ [r2'; r1']) p = Some s ->
  match s with
  | done v => blockLoop n k A (B0 ++ [r2; r1]) p = done v
  | cont A2 B2 p2 => exists B02, B2 = B02 ++ [r2'; r1'] /\ AllInBox 6 A2 /\ AllInBox 6 B02 /\
      blockLoop n k A (B0 ++ [r2; r1]) p = cont A2 (B02 ++ [r2; r1]) p2
  end.
Proof.
  intros hn hv; pose proof hv as [hb1 [hb2 [hb1' [hb2' [_ hth]]]]].
  induction k' as [|k' IH]; intros k A B0 p s hA hB0 hf' hf hs; [lia|].
  destruct k as [|k]; [lia|].
  cbn [blockClosed] in hs; cbn [blockLoop].
  assert (hBb : forall s, In s (B0 ++ [r2; r1]) -> OnBoard n s)
    by (apply blocks_on_board; [lia|exact hB0|exact hb2|exact hb1]).
  assert (hBb' : forall s, In s (B0 ++ [r2'; r1']) -> OnBoard 17 s)
    by (apply blocks_on_board; [lia|exact hB0|exact hb2'|exact hb1']).
  assert (hzone : forall A0 c, InBox 11 c ->
            free A0 (B0 ++ [r2; r1]) c = free A0 (B0 ++ [r2'; r1']) c)
    by (intros A0 c hc; exact (free_zone A0 B0 c hv hc)).
  destruct (hth A B0 hA hB0) as [ef el]; revert ef el hs.
  destruct (threats 17 (B0 ++ [r2'; r1']) A) as [|u' [|v' us']] eqn:e1';
    destruct (threats n (B0 ++ [r2; r1]) A) as [|u [|v us]] eqn:e1;
    intros ef el hs; cbn [length] in el; try discriminate el.
  - injection hs as <-; exists B0; split; [reflexivity|]; split; [exact hA|].
    split; [exact hB0|reflexivity].
  - assert (hu17 : OnBoard 17 u')
      by (apply (proj1 (threats_spec 17 _ A u' hBb')); rewrite e1'; left; reflexivity).
    assert (hun : OnBoard n u)
      by (apply (proj1 (threats_spec n _ A u hBb)); rewrite e1; left; reflexivity).
    simpl in ef; destruct (onBoardb 11 u') eqn:z'; destruct (onBoardb 11 u) eqn:z;
      try discriminate ef.
    + (* the P2 threat cell lies in [Z]: the same cell on both boards *)
      injection ef as <-.
      assert (huA : AllInBox 11 (u :: A))
        by (exact (box_cons (onBoardb_sound z) (region_in_zone hA))).
      rewrite (threats_zone (n := n) (n' := 17) (A := u :: A) ltac:(lia) ltac:(lia) huA
                 (hzone (u :: A))).
      destruct (threats 17 (u :: A) (B0 ++ [r2'; r1'])) as [|t [|t2 ts]] eqn:e2.
      * injection hs as <-; reflexivity.
      * destruct (onBoardb 6 u) eqn:hu6; [|discriminate].
        destruct (onBoardb 6 t) eqn:ht6; [|discriminate].
        destruct (proj1 (threats_spec 17 _ A u hBb') (ltac:(rewrite e1'; left; reflexivity)))
          as [_ [huf _]].
        assert (huf' : Free A (B0 ++ [r2'; r1']) u)
          by (apply free_spec; apply free_spec in huf; tauto).
        assert (huA17 : forall s, In s (u :: A) -> OnBoard 17 s)
          by (intros s0 [<-|hs0]; [exact hu17|exact (onBoard_of_box (n := 17) (m := 6) ltac:(lia) (hA s0 hs0))]).
        destruct (proj1 (threats_spec 17 (u :: A) _ t huA17) (ltac:(rewrite e2; left; reflexivity)))
          as [_ [htf _]].
        pose proof (proj1 (boxFree_lt 6 A _ u (onBoardb_sound hu6) huf')) as d1.
        pose proof (proj2 (boxFree_lt 6 (u :: A) _ t (onBoardb_sound ht6) htf)) as d2.
        exact (IH k (u :: A) (t :: B0) (p + 2) s
                 (box_cons (onBoardb_sound hu6) hA) (box_cons (onBoardb_sound ht6) hB0)
                 ltac:(cbn [app]; lia) ltac:(cbn [app]; lia) hs).
      * change (2 * 6 - 1) with 11 in hs.
        destruct (p + 2 + 2 <=? 17); [rewrite z' in hs|]; injection hs as <-; reflexivity.
    + (* outside [Z] on both boards: P1's threats stay those before the block *)
      assert (hu : ~ InBox 11 u) by (intro h; rewrite (onBoardb_complete h) in z; discriminate).
      assert (hu' : ~ InBox 11 u') by (intro h; rewrite (onBoardb_complete h) in z'; discriminate).
      rewrite (threats_far_block (n := n) (B := B0 ++ [r2; r1]) ltac:(lia) hA hu hun).
      rewrite (threats_far_block (n := 17) (B := B0 ++ [r2'; r1']) ltac:(lia) hA hu' hu17) in hs.
      rewrite (threats_zone (n := n) (n' := 17) (A := A) ltac:(lia) ltac:(lia)
                 (region_in_zone hA) (hzone A)).
      destruct (threats 17 A (B0 ++ [r2'; r1'])) as [|t [|t2 ts]].
      * injection hs as <-; reflexivity.
      * destruct (onBoardb 6 u') eqn:hu6; [exfalso|discriminate].
        destruct (onBoardb_sound hu6) as [hx hy]; apply hu'; split; lia.
      * change (2 * 6 - 1) with 11 in hs.
        destruct (p + 2 + 2 <=? 17); [rewrite z' in hs; discriminate|].
        injection hs as <-; reflexivity.
  - injection hs as <-; reflexivity.
Qed.

(** ** The live test in lockstep *)

(** The live test's simulation on board [n] gives the verdict the audited simulation gives on
17×17, for a line and stones in [R]: the line cells lie in [Z], so on both boards with the same
freeness; P1's threats after a line cell are the same ([threats_zone]); the block loop by
[blockLoop_lockstep] (fuels [n * n] and [17 * 17], both above the 36 cells of [R]). *)
Lemma liveSim_lockstep {n : N} {r1 r2 r1' r2' : Cell} :
  17 <= n -> FarView n r1 r2 17 r1' r2' ->
  forall fuel rem A B0 p v, AllInBox 6 rem -> AllInBox 6 A -> AllInBox 6 B0 ->
  liveClosed 17 6 fuel rem A (B0 ++ [r2'; r1']) p = Some v ->
  liveSim n fuel rem A (B0 ++ [r2; r1]) p = v.
Proof.
  intros hn hv; induction fuel as [|k IH]; intros rem A B0 p v hr hA hB0 hs;
    [injection hs as <-; reflexivity|].
  destruct rem as [|c rest]; [injection hs as <-; reflexivity|].
  assert (hc : InBox 6 c) by (apply hr; left; reflexivity).
  cbn [liveClosed] in hs; cbn [liveSim].
  rewrite (onBoardb_complete (onBoard_of_box (n := n) (m := 6) ltac:(lia) hc)).
  rewrite (onBoardb_complete (onBoard_of_box (n := 17) (m := 6) ltac:(lia) hc)) in hs.
  assert (hcz : InBox 11 c) by (destruct hc as [hx hy]; split; lia).
  rewrite (free_zone A B0 c hv hcz).
  destruct (free A (B0 ++ [r2'; r1']) c) eqn:hf; [|injection hs as <-; reflexivity].
  rewrite (onBoardb_complete hc) in hs.
  assert (hcA : AllInBox 6 (c :: A)) by exact (box_cons hc hA).
  rewrite (threats_zone (n := n) (n' := 17) (A := c :: A) ltac:(lia) ltac:(lia) (region_in_zone hcA)
             (fun c0 hc0 => free_zone (c :: A) B0 c0 hv hc0)).
  destruct (threats 17 (c :: A) (B0 ++ [r2'; r1'])) as [|t [|t2 ts]] eqn:e1;
    [injection hs as <-; reflexivity| |injection hs as <-; reflexivity].
  destruct rest as [|c2 rest2]; [injection hs as <-; reflexivity|].
  destruct (onBoardb 6 t) eqn:ht; [|discriminate].
  destruct (blockClosed 17 6 (N.to_nat (17 * 17)) (c :: A) (t :: B0 ++ [r2'; r1']) p) as [s|] eqn:eb;
    [|discriminate].
  pose proof (boxFree_le 6 (c :: A) ((t :: B0) ++ [r2'; r1'])) as d1.
  change (N.to_nat 6 * N.to_nat 6)%nat with 36%nat in d1.
  assert (d2 : (N.to_nat 17 * N.to_nat 17 <= N.to_nat (n * n))%nat)
    by (rewrite N2Nat.inj_mul; apply PeanoNat.Nat.mul_le_mono; lia).
  change (N.to_nat 17 * N.to_nat 17)%nat with 289%nat in d2.
  change (N.to_nat (17 * 17)) with 289%nat in eb.
  pose proof (blockLoop_lockstep hn hv 289 (N.to_nat (n * n)) (c :: A) (t :: B0) p s hcA
                (box_cons (onBoardb_sound ht) hB0) ltac:(lia) ltac:(lia) eb) as hl.
  cbn [app] in hl.
  destruct s as [live|A2 B2 p2].
  - rewrite hl; injection hs as <-; reflexivity.
  - destruct hl as [B02 [-> [hA2 [hB02 hl]]]]; rewrite hl.
    apply IH; [intros s hs'; apply hr; right; exact hs'|exact hA2|exact hB02|exact hs].
Qed.

(** The live test of a line in [R] on board [n] gives the verdict of the audited live test on
17×17. *)
Lemma isLive_lockstep {n : N} {r1 r2 r1' r2' : Cell} (A B0 : list Cell) (p : N) (L : list Cell) (v : bool) :
  17 <= n -> FarView n r1 r2 17 r1' r2' -> AllInBox 6 A -> AllInBox 6 B0 -> AllInBox 6 L ->
  isLiveClosed 17 6 A (B0 ++ [r2'; r1']) p L = Some v -> isLive n A (B0 ++ [r2; r1]) p L = v.
Proof.
  intros hn hv hA hB0 hL; unfold isLiveClosed, isLive; cbv zeta.
  destruct (remaining A L) as [|c rest] eqn:e; [intro hs; injection hs as <-; reflexivity|].
  apply (liveSim_lockstep hn hv); [|exact hA|exact hB0].
  intros s hs; rewrite <- e in hs; unfold remaining in hs; apply filter_In in hs.
  exact (hL s (proj1 hs)).
Qed.

(** Clause 3c in lockstep: when the audit [linesClosed] passes on 17×17, the first live line
is the same on board [n] (docs/EVERY-N.md §10, step 6). *)
Lemma lines_lockstep {n : N} {r1 r2 r1' r2' : Cell} (A B0 : list Cell) (p : N) :
  17 <= n -> FarView n r1 r2 17 r1' r2' -> AllInBox 6 A -> AllInBox 6 B0 ->
  forall ls, (forall L, In L ls -> AllInBox 6 L) ->
  linesClosed 17 6 A (B0 ++ [r2'; r1']) p ls = true ->
  find (isLive n A (B0 ++ [r2; r1]) p) ls = find (isLive 17 A (B0 ++ [r2'; r1']) p) ls.
Proof.
  intros hn hv hA hB0; induction ls as [|L ls IH]; intros hL hc; [reflexivity|].
  cbn [linesClosed] in hc; cbn [find].
  destruct (isLiveClosed 17 6 A (B0 ++ [r2'; r1']) p L) as [v|] eqn:e; [|discriminate].
  rewrite (isLive_lockstep A B0 p L v hn hv hA hB0 (hL L (or_introl eq_refl)) e).
  rewrite (isLiveClosed_sim _ _ _ _ _ _ _ e).
  destruct v; [reflexivity|].
  apply IH; [intros L' hL'; exact (hL L' (or_intror hL'))|exact hc].
Qed.

(** ** The fallback clause in lockstep *)

(** Two filters over lists with a common prefix that holds a passing cell, where the tests
agree, have the same first cell. *)
Lemma firstOr_filter_prefix (f g : Cell -> bool) (pre l1 l2 : list Cell) (d c : Cell) :
  (forall a, In a pre -> f a = g a) -> In c pre -> f c = true ->
  firstOr (filter f (pre ++ l1)) d = firstOr (filter g (pre ++ l2)) d.
Proof.
  intros hfg hc hf.
  rewrite (firstOr_filter_app f pre l1 d c hc hf).
  rewrite (firstOr_filter_app g pre l2 d c hc ltac:(rewrite <- (hfg c hc); exact hf)).
  rewrite (filter_ext_in f g pre hfg); reflexivity.
Qed.

(** The cells of a board of side [m >= 11] start with the cells [(0, 0) … (10, 0)]. *)
Lemma cells_row_zero (m : N) : 11 <= m -> exists rest,
  cells m = map (fun xx => mkCell xx 0) (upTo 11) ++ rest.
Proof.
  intro hm.
  assert (e : upTo m = 0 :: (upFrom 1 10 ++ upFrom 11 (N.to_nat m - 11))).
  { change (0 :: (upFrom 1 10 ++ upFrom 11 (N.to_nat m - 11)))
      with (upFrom 0 11 ++ upFrom (0 + N.of_nat 11) (N.to_nat m - 11)).
    unfold upTo; rewrite <- upFrom_app; f_equal; lia. }
  unfold cells; cbv zeta; rewrite e; cbn [flat_map].
  change (0 :: (upFrom 1 10 ++ upFrom 11 (N.to_nat m - 11)))
    with (upTo 11 ++ upFrom 11 (N.to_nat m - 11)).
  rewrite map_app, <- app_assoc; eexists; reflexivity.
Qed.

(** The fallback clause plays the same cell on board [n] and on 17×17: one of [(6, 0)],
[(7, 0)], [(8, 0)] is free on 17×17 (it lies outside [R], and [r1'], [r2'] are two cells), so
the first free cell lies in [(0, 0) … (10, 0)], a stretch of [Z] where freeness agrees. *)
Lemma fallback_lockstep {n : N} {r1 r2 r1' r2' : Cell} (A B0 : list Cell) :
  17 <= n -> FarView n r1 r2 17 r1' r2' -> AllInBox 6 A -> AllInBox 6 B0 ->
  firstOr (filter (free A (B0 ++ [r2; r1])) (cells n)) badCell =
  firstOr (filter (free A (B0 ++ [r2'; r1'])) (cells 17)) badCell.
Proof.
  intros hn hv hA hB0.
  assert (hj : exists j, 6 <= j <= 8 /\ mkCell j 0 <> r1' /\ mkCell j 0 <> r2').
  { destruct r1' as [a1 b1], r2' as [a2 b2].
    destruct (N.eq_dec a1 6) as [f1|f1];
      [destruct (N.eq_dec a2 7) as [f2|f2]; [exists 8|exists 7]
      |destruct (N.eq_dec a2 6) as [f2|f2];
         [destruct (N.eq_dec a1 7); [exists 8|exists 7]|exists 6]];
      (split; [lia|]); split; intro ee; injection ee; intros; lia. }
  destruct hj as [j [hj [hj1 hj2]]].
  assert (hin : In (mkCell j 0) (map (fun xx => mkCell xx 0) (upTo 11)))
    by (apply (in_map (fun xx => mkCell xx 0)); apply upTo_spec; lia).
  assert (hfree : free A (B0 ++ [r2'; r1']) (mkCell j 0) = true).
  { apply free_spec; split.
    - intro h; destruct (hA _ h) as [hx _]; simpl in hx; lia.
    - intro h; apply in_app_iff in h; destruct h as [h|[h|[h|[]]]];
        [destruct (hB0 _ h) as [hx _]; simpl in hx; lia|exact (hj2 (eq_sym h))|exact (hj1 (eq_sym h))]. }
  destruct (cells_row_zero n ltac:(lia)) as [restn en].
  destruct (cells_row_zero 17 ltac:(lia)) as [rest17 e17].
  rewrite en, e17; symmetry.
  apply (firstOr_filter_prefix _ _ _ _ _ badCell (mkCell j 0)); [|exact hin|exact hfree].
  intros a ha; apply in_map_iff in ha; destruct ha as [xx [<- hx]]; apply upTo_spec in hx.
  symmetry; apply (free_zone A B0 _ hv); split; simpl; lia.
Qed.

(** ** P1's move in lockstep *)

(** The plus rule after the second move (clauses 3a–3c and the fallback), as a function of the
position [(A, B)] and the ply [p] of the move: [plusMoveWith] reads a history of length at
least 3 only through [p1Stones], [p2Stones] and its length ([plusMoveWith_late]). *)
Definition lateMove (rule : Rule) (n : N) (A B : list Cell) (p : N) : Cell :=
  match threats n A B with
  | c :: _ => c
  | [] =>
    match threats n B A with
    | c :: _ => c
    | [] =>
      match find (isLive n A B p) (lines rule) with
      | Some L => firstOr (remaining A L) badCell
      | None => firstOr (filter (free A B) (cells n)) badCell
      end
    end
  end.

(** [plusMoveWith] after the second move is [lateMove] of the history's stones and ply. *)
Lemma plusMoveWith_late (rule : Rule) (n : N) (h : list Cell) :
  (2 < length h)%nat ->
  plusMoveWith rule n h = lateMove rule n (p1Stones h) (p2Stones h) (N.of_nat (length h) + 1).
Proof. intro hl; destruct h as [|a [|b [|d h0]]]; simpl in hl; try lia; reflexivity. Qed.

(** P1 plays the same cell on board [n] and on 17×17 when the closed blocking game's move
[mv] on 17×17 lies in [R], is free, and, unless it completes a P1 square, leaves P2 no threat
cell and passes the audit of clause 3c (docs/EVERY-N.md §10, step 7): clause 3a by
[threats_zone]; clause 3b: P2 holds exactly one threat cell on 17×17 (a second one would
survive P1's move), in [R], so the same one on board [n] (FarView); clause 3c by
[lines_lockstep]; the fallback by [fallback_lockstep]. *)
Lemma lateMove_lockstep {n : N} {r1 r2 r1' r2' : Cell} (A B0 : list Cell) (p : N) :
  17 <= n -> FarView n r1 r2 17 r1' r2' -> AllInBox 6 A -> AllInBox 6 B0 ->
  onBoardb 6 (lateMove plusRule 17 A (B0 ++ [r2'; r1']) p) = true ->
  free A (B0 ++ [r2'; r1']) (lateMove plusRule 17 A (B0 ++ [r2'; r1']) p) = true ->
  (completes 17 A (lateMove plusRule 17 A (B0 ++ [r2'; r1']) p) = false ->
   threats 17 (B0 ++ [r2'; r1']) (lateMove plusRule 17 A (B0 ++ [r2'; r1']) p :: A) = [] /\
   (threats 17 A (B0 ++ [r2'; r1']) = [] -> threats 17 (B0 ++ [r2'; r1']) A = [] ->
    linesClosed 17 6 A (B0 ++ [r2'; r1']) p (lines plusRule) = true)) ->
  lateMove plusRule n A (B0 ++ [r2; r1]) p = lateMove plusRule 17 A (B0 ++ [r2'; r1']) p.
Proof.
  intros hn hv hA hB0; pose proof hv as [hb1 [hb2 [hb1' [hb2' [_ hth]]]]].
  assert (hBb' : forall s, In s (B0 ++ [r2'; r1']) -> OnBoard 17 s)
    by (apply blocks_on_board; [lia|exact hB0|exact hb2'|exact hb1']).
  assert (hAb : forall s, In s A -> OnBoard 17 s)
    by (intros s hs; exact (onBoard_of_box (n := 17) (m := 6) ltac:(lia) (hA s hs))).
  unfold lateMove.
  rewrite (threats_zone (n := n) (n' := 17) (A := A) ltac:(lia) ltac:(lia) (region_in_zone hA)
             (fun c hc => free_zone A B0 c hv hc)).
  destruct (threats 17 A (B0 ++ [r2'; r1'])) as [|c cs] eqn:eA; [|intros; reflexivity].
  (* P1 holds no threat cell: a free cell of [R] completes no P1 square *)
  assert (hnc : forall c, onBoardb 6 c = true -> free A (B0 ++ [r2'; r1']) c = true ->
            completes 17 A c = false).
  { intros c hc hfc; destruct (completes 17 A c) eqn:ec; [exfalso|reflexivity].
    assert (hin : In c (threats 17 A (B0 ++ [r2'; r1']))).
    { apply (threats_spec 17 A _ c hAb); split; [|split; [exact hfc|exact ec]].
      exact (onBoard_of_box (n := 17) (m := 6) ltac:(lia) (onBoardb_sound hc)). }
    rewrite eA in hin; exact hin. }
  destruct (hth A B0 hA hB0) as [ef el]; revert ef el.
  destruct (threats 17 (B0 ++ [r2'; r1']) A) as [|c' [|c2 cs']] eqn:e2'; intros ef el hm hf hcl.
  - (* no P2 threat cell: clause 3c, then the fallback *)
    destruct (threats n (B0 ++ [r2; r1]) A) as [|u us]; [|cbn [length] in el; discriminate el].
    destruct (hcl (hnc _ hm hf)) as [_ hlc].
    rewrite (lines_lockstep A B0 p hn hv hA hB0 (lines plusRule) plus_lines_in_box
               (hlc eq_refl eq_refl)).
    destruct (find (isLive 17 A (B0 ++ [r2'; r1']) p) (lines plusRule)); [reflexivity|].
    exact (fallback_lockstep A B0 hn hv hA hB0).
  - (* one P2 threat cell, in [R]: the same one on board [n] *)
    assert (hz : onBoardb 11 c' = true)
      by (destruct (onBoardb_sound hm) as [hx hy]; apply onBoardb_complete; split; lia).
    destruct (threats n (B0 ++ [r2; r1]) A) as [|u [|u2 us]]; cbn [length] in el; try discriminate el.
    simpl in ef; rewrite hz in ef.
    destruct (onBoardb 11 u); [injection ef as ->; reflexivity|discriminate].
  - (* two P2 threat cells on 17×17: the second survives P1's move, which the game forbids *)
    exfalso; destruct (hcl (hnc _ hm hf)) as [h2 _].
    assert (hin : In c2 (threats 17 (B0 ++ [r2'; r1']) A))
      by (rewrite e2'; right; left; reflexivity).
    destruct (proj1 (threats_spec 17 _ A c2 hBb') hin) as [hc2b [hc2f hc2c]].
    pose proof (threats_sorted 17 (B0 ++ [r2'; r1']) A) as hs; rewrite e2' in hs.
    apply StronglySorted_inv in hs; destruct hs as [_ hs].
    pose proof (proj1 (before_spec c' c2) (proj1 (Forall_forall _ _) hs c2 (or_introl eq_refl)))
      as hbe.
    assert (hin' : In c2 (threats 17 (B0 ++ [r2'; r1']) (c' :: A))).
    { apply (threats_spec 17 _ _ c2 hBb'); split; [exact hc2b|]; split; [|exact hc2c].
      apply free_spec; apply free_spec in hc2f; simpl; split; [tauto|].
      intros [e|e]; [subst c2; lia|tauto]. }
    rewrite h2 in hin'; exact hin'.
Qed.

(** ** The blocking game in lockstep *)

(** The closed blocking game on 17×17 (P2 stones [B0 ++ [r2'; r1']]) gives the blocking game
on board [n] (P2 stones [B0 ++ [r2; r1]]), for histories with the same P1 stones [A] and blocks
[B0] in [R] and the same length (docs/EVERY-N.md §10, step 8): P1 plays the same cell
([lateMove_lockstep]), free on both boards, completing on both or neither
([completes_box_ext]); P2's threats after it: none on both (FarView); P2 blocks the same first
P1 threat cell ([threats_zone]), in [R] by the audit. *)
Lemma closedGood_lockstep {n : N} {r1 r2 r1' r2' : Cell} :
  17 <= n -> FarView n r1 r2 17 r1' r2' ->
  forall k h h' A B0, (2 < length h)%nat -> length h' = length h ->
  (exists q, length h = 2 * q)%nat ->
  p1Stones h = A -> p1Stones h' = A ->
  p2Stones h = B0 ++ [r2; r1] -> p2Stones h' = B0 ++ [r2'; r1'] ->
  AllInBox 6 A -> AllInBox 6 B0 ->
  closedGood plusRule 17 6 k h' A (B0 ++ [r2'; r1']) = true ->
  blockingGood plusRule n k h A (B0 ++ [r2; r1]) = true.
Proof.
  intros hn hv; pose proof hv as [hb1 [hb2 [hb1' [hb2' [_ hth]]]]].
  induction k as [|k IH]; intros h h' A B0 hl hl' hev hA1 hA1' hB2 hB2' hA hB0 hc;
    [discriminate|].
  cbn [closedGood] in hc; cbn [blockingGood].
  rewrite (plusMoveWith_late plusRule 17 h' ltac:(lia)), hA1', hB2', hl' in hc.
  rewrite (plusMoveWith_late plusRule n h hl), hA1, hB2.
  set (p := N.of_nat (length h) + 1) in *.
  set (mv := lateMove plusRule 17 A (B0 ++ [r2'; r1']) p) in *.
  destruct (ifAnd hc) as [hm hc1]; destruct (ifAnd hc1) as [hf hc2].
  assert (hmv : lateMove plusRule n A (B0 ++ [r2; r1]) p = mv).
  { apply (lateMove_lockstep A B0 p hn hv hA hB0 hm hf).
    change (lateMove plusRule 17 A (B0 ++ [r2'; r1']) p) with mv.
    intro hnc; rewrite hnc in hc2.
    destruct (threats 17 (B0 ++ [r2'; r1']) (mv :: A)) as [|u us]; [|discriminate].
    split; [reflexivity|].
    destruct (threats 17 (mv :: A) (B0 ++ [r2'; r1'])) as [|t ts]; [discriminate|].
    destruct (ifAnd hc2) as [_ hc3]; destruct (ifAnd hc3) as [hlc _].
    intros e1 e2; rewrite e1, e2 in hlc; exact hlc. }
  rewrite hmv.
  assert (hmv6 : InBox 6 mv) by exact (onBoardb_sound hm).
  assert (hmvz : InBox 11 mv) by (destruct hmv6 as [hx hy]; split; lia).
  rewrite (onBoardb_complete (onBoard_of_box (n := n) (m := 6) ltac:(lia) hmv6)).
  rewrite (free_zone A B0 mv hv hmvz), hf.
  rewrite (completes_box_ext (n := n) (n' := 17) mv hA ltac:(lia) ltac:(lia)).
  destruct (completes 17 A mv); [reflexivity|].
  assert (hmA : AllInBox 6 (mv :: A)) by exact (box_cons hmv6 hA).
  destruct (hth (mv :: A) B0 hmA hB0) as [_ el]; revert el hc2.
  destruct (threats 17 (B0 ++ [r2'; r1']) (mv :: A)) as [|u us]; intros el hc2; [|discriminate].
  destruct (threats n (B0 ++ [r2; r1]) (mv :: A)) as [|u us]; [|cbn [length] in el; discriminate el].
  rewrite (threats_zone (n := n) (n' := 17) (A := mv :: A) ltac:(lia) ltac:(lia)
             (region_in_zone hmA) (fun c hc => free_zone (mv :: A) B0 c hv hc)).
  destruct (threats 17 (mv :: A) (B0 ++ [r2'; r1'])) as [|t ts]; [discriminate|].
  destruct (ifAnd hc2) as [ht6 hc3]; destruct (ifAnd hc3) as [_ hc4].
  destruct hev as [q hq].
  destruct (stones_app_pair h mv t (ex_intro _ q hq)) as [e1 e2].
  assert (hq' : (length h' = 2 * q)%nat) by lia.
  destruct (stones_app_pair h' mv t (ex_intro _ q hq')) as [e1' e2'].
  apply (IH (h ++ [mv; t]) (h' ++ [mv; t]) (mv :: A) (t :: B0)).
  - rewrite app_length; simpl; lia.
  - rewrite !app_length, hl'; reflexivity.
  - exists (S q); rewrite app_length; simpl; lia.
  - rewrite e1, hA1; reflexivity.
  - rewrite e1', hA1'; reflexivity.
  - rewrite e2, hB2; reflexivity.
  - rewrite e2', hB2'; reflexivity.
  - exact hmA.
  - exact (box_cons (onBoardb_sound ht6) hB0).
  - exact hc4.
Qed.

(** ** The far pair and its representative *)

(** The blocking game of a far pair [(r1, r2)] on board [n >= 17] is good when the closed
blocking game of its representative [(r1', r2')] on 17×17 is good, the two pairs have the same
view ([FarView]) and P1's second move is the same (docs/EVERY-N.md §10, Lemmas 6–7; the
opening and the second move lie in [R], [plus_rule_in_region]). *)
Theorem far_lockstep (n : N) (r1 r2 r1' r2' : Cell) :
  17 <= n -> FarView n r1 r2 17 r1' r2' ->
  secondMove plusRule r1 = secondMove plusRule r1' ->
  closedGood plusRule 17 6 7 [opening plusRule; r1'; secondMove plusRule r1'; r2']
    [secondMove plusRule r1'; opening plusRule] [r2'; r1'] = true ->
  blockingGood plusRule n 7 [opening plusRule; r1; secondMove plusRule r1; r2]
    [secondMove plusRule r1; opening plusRule] [r2; r1] = true.
Proof.
  intros hn hv hs hc; rewrite hs.
  destruct (ruleInZone_spec 6 plusRule plus_rule_in_region) as [ho _].
  pose proof (secondMove_in_zone 6 plusRule r1' plus_rule_in_region) as hsm.
  refine (closedGood_lockstep hn hv 7 [opening plusRule; r1; secondMove plusRule r1'; r2]
            [opening plusRule; r1'; secondMove plusRule r1'; r2']
            [secondMove plusRule r1'; opening plusRule] [] _ _ _ _ _ _ _ _ _ hc);
    try reflexivity.
  - simpl; lia.
  - exists 2%nat; reflexivity.
  - intros c [<-|[<-|[]]]; [exact (onBoardb_sound hsm)|exact (onBoardb_sound ho)].
  - intros c [].
Qed.
