(** * The delay check is sound, and a delay bounds the fastest win (issue 11, lower bounds)

- [delay_equiv], [delay_sym]: [P2CanDelay] depends only on the sets of stones and the ply,
  and the 8 symmetries of the board preserve it (through [OnBoard], [Free], [Completes] by
  [Lemmas.completes_iff], [IsFull] and [nextPly]).
- [delay_last], [noWinNow_sound], [lateStep_sound]: the last two P1 turns by ply [k] need
  no table ([new_threat]: a threat cell that a move makes shares a line with it, as do two
  distinct stones of the square).
- [p2CanDelay_of_delayCheck]: [Delay.delayCheck] implies [P2CanDelay n k [] []], by
  induction on the plies left; [p2CanDelay_of_delayCertCheck] for the certificate replay.
- [not_p1CanWinBy_of_p2CanDelay]: a delay and a win by the same ply exclude each other.
- [fastest_lower_of_delay]: for odd [k], [P2CanDelay n (k - 2) [] []] gives
  [forall j, j < k -> ~ P1CanWinBy n j [] []] (P1 completes only at odd plies).

The Coq twin of [lean/SquareGame/DelayLemmas.lean]. Hand-written. *)

From Coq Require Import NArith List Lia Bool.
From Coq Require FMapPositive.
From SquareGame Require Import Basic Lemmas Table Delay.
Import ListNotations.
Local Open Scope N_scope.

(** ** Membership *)

Lemma contains_ext {S S' : list Cell} :
  (forall c, In c S <-> In c S') -> forall c, contains S c = contains S' c.
Proof.
  intros h c; apply eq_true_iff_eq; rewrite !contains_spec; apply h.
Qed.

Lemma free_spec (A B : list Cell) (c : Cell) : Free A B c <-> ~ In c A /\ ~ In c B.
Proof.
  unfold Free, free; rewrite <- !contains_spec.
  destruct (contains A c), (contains B c); simpl; intuition congruence.
Qed.

Lemma anyL_ext {T : Type} (p q : T -> bool) (l l' : list T) :
  (forall a, p a = q a) -> (forall a, In a l <-> In a l') -> anyL p l = anyL q l'.
Proof.
  intros hpq hl; apply eq_true_iff_eq; split; intro h.
  - destruct (anyL_sound _ _ h) as [a [ha hp]].
    apply (anyL_complete _ _ a); [apply hl; exact ha | rewrite <- hpq; exact hp].
  - destruct (anyL_sound _ _ h) as [a [ha hp]].
    apply (anyL_complete _ _ a); [apply hl; exact ha | rewrite hpq; exact hp].
Qed.

Lemma completes_ext (n : N) {S S' : list Cell} (c : Cell) :
  (forall c, In c S <-> In c S') -> completes n S c = completes n S' c.
Proof.
  intro h; pose proof (contains_ext h) as hc; unfold completes.
  apply anyL_ext; [|exact h]; intro s; cbv zeta; rewrite !hc; reflexivity.
Qed.

(** ** Positions with the same stones *)

(** Same stones (as sets) and the same next ply. *)
Definition Equiv (A B A' B' : list Cell) : Prop :=
  (forall c, In c A <-> In c A') /\ (forall c, In c B <-> In c B') /\ nextPly A B = nextPly A' B'.

Lemma nextPly_succ (A B : list Cell) (m r : Cell) : nextPly (m :: A) (r :: B) = nextPly A B + 2.
Proof. unfold nextPly; simpl length; lia. Qed.

Lemma nextPly_cons_l (A B : list Cell) (m : Cell) : nextPly (m :: A) B = nextPly A B + 1.
Proof. unfold nextPly; simpl length; lia. Qed.

Lemma equiv_free {A B A' B' : list Cell} (c : Cell) :
  Equiv A B A' B' -> Free A B c -> Free A' B' c.
Proof.
  intros [hA [hB _]] hf; apply free_spec in hf; apply free_spec.
  rewrite <- hA, <- hB; exact hf.
Qed.

Lemma equiv_sym {A B A' B' : list Cell} : Equiv A B A' B' -> Equiv A' B' A B.
Proof.
  intros [hA [hB hp]]; split; [intro c; specialize (hA c); tauto|].
  split; [intro c; specialize (hB c); tauto|auto].
Qed.

Lemma equiv_cons {A B A' B' : list Cell} (m r : Cell) :
  Equiv A B A' B' -> Equiv (m :: A) (r :: B) (m :: A') (r :: B').
Proof.
  intros [hA [hB hp]]; split; [|split].
  - intro c; simpl; rewrite hA; tauto.
  - intro c; simpl; rewrite hB; tauto.
  - rewrite !nextPly_succ, hp; reflexivity.
Qed.

Lemma equiv_full {n : N} {A B A' B' : list Cell} (m : Cell) :
  Equiv A B A' B' -> IsFull n (m :: A') B' -> IsFull n (m :: A) B.
Proof.
  intros he hfull c hc hf; apply (hfull c hc).
  apply free_spec in hf; apply free_spec; destruct he as [hA [hB _]].
  simpl in *; rewrite <- hA, <- hB; exact hf.
Qed.

(** [P2CanDelay] depends only on the sets of stones and the ply. *)
Theorem delay_equiv {n k : N} {A B : list Cell} :
  P2CanDelay n k A B -> forall A' B', Equiv A B A' B' -> P2CanDelay n k A' B'.
Proof.
  intro hd; induction hd as [A B hp|A B reply hsafe hreply _ IH]; intros A' B' he.
  - apply P2CanDelay_past; destruct he as [_ [_ e]]; rewrite <- e; exact hp.
  - apply (P2CanDelay_step n k A' B' reply).
    + intros m hm hf hc; apply (hsafe m hm (equiv_free m (equiv_sym he) hf)).
      unfold Completes in *; rewrite (completes_ext n m (proj1 he)); exact hc.
    + intros m hm hf hnf.
      assert (hnf' : ~ IsFull n (m :: A) B) by (intro hfull; apply hnf; exact (equiv_full m (equiv_sym he) hfull)).
      destruct (hreply m hm (equiv_free m (equiv_sym he) hf) hnf') as [hr hrf].
      split; [exact hr|].
      apply free_spec in hrf; apply free_spec; destruct he as [hA [hB _]]; simpl in *.
      rewrite <- hA, <- hB; exact hrf.
    + intros m hm hf hnf hnc.
      assert (hnf' : ~ IsFull n (m :: A) B) by (intro hfull; apply hnf; exact (equiv_full m (equiv_sym he) hfull)).
      apply (IH m hm (equiv_free m (equiv_sym he) hf) hnf').
      * intro hc; apply hnc; unfold Completes in *; rewrite <- (completes_ext n _ (proj1 (proj2 he))); exact hc.
      * exact (equiv_cons m (reply m) he).
Qed.

(** ** The symmetries of the board *)

Lemma gen_onBoard (n g : N) (c : Cell) : OnBoard n c -> OnBoard n (gen n g c).
Proof.
  destruct c as [a b]; unfold gen, OnBoard; simpl.
  destruct (N.eqb g 0); [|destruct (N.eqb g 1)]; simpl; lia.
Qed.

Lemma gen_inv (n g : N) (c : Cell) : OnBoard n c -> gen n g (gen n g c) = c.
Proof.
  destruct c as [a b]; unfold gen, OnBoard; simpl; intro h.
  destruct (N.eqb g 0); [|destruct (N.eqb g 1)]; simpl; apply cell_eq; lia.
Qed.

Lemma in_map_gen {n g : N} {S : list Cell} {c : Cell} :
  (forall s, In s S -> OnBoard n s) -> OnBoard n c ->
  (In c (map (gen n g) S) <-> In (gen n g c) S).
Proof.
  intros hS hc; rewrite in_map_iff; split.
  - intros [s [<- hs]]; rewrite (gen_inv n g s (hS s hs)); exact hs.
  - intro h; exists (gen n g c); split; [apply gen_inv|]; assumption.
Qed.

Lemma map_gen_gen (n g : N) (S : list Cell) :
  (forall s, In s S -> OnBoard n s) -> map (gen n g) (map (gen n g) S) = S.
Proof.
  intro hS; rewrite map_map; rewrite <- (map_id S) at 2; apply map_ext_in.
  intros s hs; exact (gen_inv n g s (hS s hs)).
Qed.

Lemma map_onBoard (n g : N) (S : list Cell) :
  (forall s, In s S -> OnBoard n s) -> forall s, In s (map (gen n g) S) -> OnBoard n s.
Proof. intros hS s hs; apply in_map_iff in hs; destruct hs as [t [<- ht]]; apply gen_onBoard, hS, ht. Qed.

Local Ltac inCorners := simpl; repeat (first [left; apply cell_eq; lia | right]).

(** A generator maps every square of the board onto a square of the board, corner for corner. *)
Lemma gen_square (n g : N) (q : Square) : SquareOnBoard n q ->
  exists q', SquareOnBoard n q' /\
    (forall k, In k (corners q) -> In (gen n g k) (corners q')) /\
    (forall k', In k' (corners q') -> exists k, In k (corners q) /\ k' = gen n g k).
Proof.
  destruct q as [a b d]; unfold SquareOnBoard, gen; simpl; intro hq.
  destruct (N.eqb g 0).
  - exists (mkSquare b a d); unfold SquareOnBoard; simpl; split; [lia|split].
    + intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; inCorners.
    + intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; simpl.
      * exists (mkCell a b); split; [inCorners|apply cell_eq; simpl; lia].
      * exists (mkCell a (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
      * exists (mkCell (a + d) b); split; [inCorners|apply cell_eq; simpl; lia].
      * exists (mkCell (a + d) (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
  - destruct (N.eqb g 1).
    + exists (mkSquare (n - 1 - (a + d)) b d); unfold SquareOnBoard; simpl; split; [lia|split].
      * intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; inCorners.
      * intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; simpl.
        -- exists (mkCell (a + d) b); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell a b); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell (a + d) (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell a (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
    + exists (mkSquare a (n - 1 - (b + d)) d); unfold SquareOnBoard; simpl; split; [lia|split].
      * intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; inCorners.
      * intros k hk; destruct hk as [<-|[<-|[<-|[<-|[]]]]]; simpl.
        -- exists (mkCell a (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell (a + d) (b + d)); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell a b); split; [inCorners|apply cell_eq; simpl; lia].
        -- exists (mkCell (a + d) b); split; [inCorners|apply cell_eq; simpl; lia].
Qed.

Lemma completes_gen {n g : N} {S : list Cell} {c : Cell} :
  (forall s, In s S -> OnBoard n s) -> OnBoard n c ->
  completes n S c = true -> completes n (map (gen n g) S) (gen n g c) = true.
Proof.
  intros hS hc h; apply (completes_iff n S c hS) in h; destruct h as [q [hq [hcq hk]]].
  destruct (gen_square n g q hq) as [q' [hq' [hfw hbw]]].
  apply (completes_iff n _ _ (map_onBoard n g S hS)).
  exists q'; split; [exact hq'|split; [exact (hfw c hcq)|]].
  intros k' hk' hne; destruct (hbw k' hk') as [k [hkq ->]].
  apply in_map; apply hk; [exact hkq|intros ->; exact (hne eq_refl)].
Qed.

(** [Completes] through a generator. *)
Lemma completes_gen_iff {n g : N} {S : list Cell} {c : Cell} :
  (forall s, In s S -> OnBoard n s) -> OnBoard n c ->
  (Completes n (map (gen n g) S) (gen n g c) <-> Completes n S c).
Proof.
  intros hS hc; unfold Completes; split; [|exact (completes_gen hS hc)].
  intro h; pose proof (completes_gen (g := g) (map_onBoard n g S hS) (gen_onBoard n g c hc) h) as h'.
  rewrite (map_gen_gen n g S hS), (gen_inv n g c hc) in h'; exact h'.
Qed.

Lemma free_gen_iff {n g : N} {A B : list Cell} {c : Cell} :
  (forall s, In s A -> OnBoard n s) -> (forall s, In s B -> OnBoard n s) -> OnBoard n c ->
  (Free (map (gen n g) A) (map (gen n g) B) (gen n g c) <-> Free A B c).
Proof.
  intros hA hB hc; rewrite !free_spec.
  rewrite (in_map_gen hA (gen_onBoard n g c hc)), (in_map_gen hB (gen_onBoard n g c hc)).
  rewrite (gen_inv n g c hc); tauto.
Qed.

Lemma nextPly_map (f : Cell -> Cell) (A B : list Cell) :
  nextPly (map f A) (map f B) = nextPly A B.
Proof. unfold nextPly; rewrite !map_length; reflexivity. Qed.

Lemma cons_onBoard {n : N} {S : list Cell} {m : Cell} :
  OnBoard n m -> (forall s, In s S -> OnBoard n s) -> forall s, In s (m :: S) -> OnBoard n s.
Proof. intros hm hS s [<-|hs]; auto. Qed.

(** A generator preserves [P2CanDelay]. *)
Theorem delay_gen {n k g : N} {A B : list Cell} :
  P2CanDelay n k A B -> (forall s, In s A -> OnBoard n s) -> (forall s, In s B -> OnBoard n s) ->
  P2CanDelay n k (map (gen n g) A) (map (gen n g) B).
Proof.
  intro hd; induction hd as [A B hp|A B reply hsafe hreply _ IH]; intros hA hB.
  - apply P2CanDelay_past; rewrite nextPly_map; exact hp.
  - apply (P2CanDelay_step n k _ _ (fun m' => gen n g (reply (gen n g m')))).
    + intros m' hm hf hc.
      pose proof (gen_onBoard n g m' hm) as hm2.
      rewrite <- (gen_inv n g m' hm) in hf, hc.
      apply (hsafe (gen n g m') hm2 (proj1 (free_gen_iff hA hB hm2) hf)).
      exact (proj1 (completes_gen_iff hA hm2) hc).
    + intros m' hm hf hnf.
      pose proof (gen_onBoard n g m' hm) as hm2.
      assert (hA2 := cons_onBoard hm2 hA).
      rewrite <- (gen_inv n g m' hm) in hf, hnf.
      assert (hnf' : ~ IsFull n (gen n g m' :: A) B).
      { intros hfull; apply hnf; intros c hc hfc.
        change (gen n g (gen n g m') :: map (gen n g) A) with (map (gen n g) (gen n g m' :: A)) in hfc.
        rewrite <- (gen_inv n g c hc) in hfc.
        exact (hfull _ (gen_onBoard n g c hc) (proj1 (free_gen_iff hA2 hB (gen_onBoard n g c hc)) hfc)). }
      destruct (hreply _ hm2 (proj1 (free_gen_iff hA hB hm2) hf) hnf') as [hr hrf].
      split; [apply gen_onBoard, hr|].
      rewrite <- (gen_inv n g m' hm) at 1.
      change (gen n g (gen n g m') :: map (gen n g) A) with (map (gen n g) (gen n g m' :: A)).
      exact (proj2 (free_gen_iff hA2 hB hr) hrf).
    + intros m' hm hf hnf hnc.
      pose proof (gen_onBoard n g m' hm) as hm2.
      assert (hA2 := cons_onBoard hm2 hA).
      rewrite <- (gen_inv n g m' hm) at 1.
      rewrite <- (gen_inv n g m' hm) in hf, hnf.
      assert (hnf' : ~ IsFull n (gen n g m' :: A) B).
      { intros hfull; apply hnf; intros c hc hfc.
        change (gen n g (gen n g m') :: map (gen n g) A) with (map (gen n g) (gen n g m' :: A)) in hfc.
        rewrite <- (gen_inv n g c hc) in hfc.
        exact (hfull _ (gen_onBoard n g c hc) (proj1 (free_gen_iff hA2 hB (gen_onBoard n g c hc)) hfc)). }
      pose proof (hf' := proj1 (free_gen_iff hA hB hm2) hf).
      destruct (hreply _ hm2 hf' hnf') as [hr _].
      refine (IH _ hm2 hf' hnf' _ hA2 (cons_onBoard hr hB)).
      intro hc; apply hnc; exact (proj2 (completes_gen_iff hB hr) hc).
Qed.

Lemma symApply_onBoard (n : N) (gs : list N) (c : Cell) :
  OnBoard n c -> OnBoard n (symApply n gs c).
Proof. induction gs as [|g gs IH]; simpl; [auto|intro h; apply gen_onBoard, IH, h]. Qed.

Lemma symApply_rev (n : N) (gs : list N) (c : Cell) :
  OnBoard n c -> symApply n (rev gs) (symApply n gs c) = c.
Proof.
  revert c; induction gs as [|g gs IH]; intros c hc; [reflexivity|].
  change (symApply n (rev (g :: gs)) (symApply n (g :: gs) c))
    with (fold_right (gen n) (symApply n (g :: gs) c) (rev gs ++ [g])).
  rewrite fold_right_app.
  change (fold_right (gen n) (symApply n (g :: gs) c) [g])
    with (gen n g (gen n g (symApply n gs c))).
  rewrite (gen_inv n g _ (symApply_onBoard n gs c hc)); exact (IH c hc).
Qed.

(** Every symmetry (a word of generators) preserves [P2CanDelay]. *)
Theorem delay_sym {n k : N} (gs : list N) {A B : list Cell} :
  P2CanDelay n k A B -> (forall s, In s A -> OnBoard n s) -> (forall s, In s B -> OnBoard n s) ->
  P2CanDelay n k (map (symApply n gs) A) (map (symApply n gs) B).
Proof.
  intros hd hA hB; induction gs as [|g gs IH].
  - simpl; rewrite !map_id; exact hd.
  - change (symApply n (g :: gs)) with (fun c => gen n g (symApply n gs c)).
    rewrite <- !(map_map (symApply n gs) (gen n g)).
    apply delay_gen; [exact IH| |]; intros s hs; apply in_map_iff in hs;
      destruct hs as [t [<- ht]]; apply symApply_onBoard; auto.
Qed.

(** ** The check is sound *)

Lemma sameSet_sound {S T : list Cell} : sameSet S T = true -> forall c, In c S <-> In c T.
Proof.
  unfold sameSet; intro h; destruct (ifAnd h) as [h1 h2]; intro c; split; intro hc.
  - apply contains_spec; exact (allL_sound _ _ h1 c hc).
  - apply contains_spec; exact (allL_sound _ _ h2 c hc).
Qed.

Lemma sameBoard_sound {A B A' B' : list Cell} : sameBoard A B A' B' = true -> Equiv A B A' B'.
Proof.
  unfold sameBoard; intro h; destruct (ifAnd h) as [h1 h2]; destruct (ifAnd h2) as [h3 h4].
  split; [exact (sameSet_sound h1)|split; [exact (sameSet_sound h3)|apply N.eqb_eq, h4]].
Qed.

Lemma onBoardAll_sound {n : N} {A B : list Cell} : onBoardAll n A B = true ->
  (forall s, In s A -> OnBoard n s) /\ (forall s, In s B -> OnBoard n s).
Proof.
  unfold onBoardAll; intro h; destruct (ifAnd h) as [h1 h2]; split; intros s hs.
  - exact (onBoardb_sound (allL_sound _ _ h1 s hs)).
  - exact (onBoardb_sound (allL_sound _ _ h2 s hs)).
Qed.

(** One P1 turn: [p1Step] and sound successors give [P2CanDelay]. *)
Lemma p1Step_sound {n k : N} {found : list Cell -> list Cell -> bool}
    {answer : list Cell -> list Cell -> Cell} {A B : list Cell} :
  p1Step n found answer A B = true ->
  (forall m r, OnBoard n m -> OnBoard n r -> found (m :: A) (r :: B) = true ->
     P2CanDelay n k (m :: A) (r :: B)) ->
  P2CanDelay n k A B.
Proof.
  intros h hnext; pose proof (allCells_sound h) as hall.
  apply (P2CanDelay_step n k A B (fun m => answer (m :: A) B)).
  - intros m hm hf; exact (proj1 (ifNot (ifImp (hall m hm) hf))).
  - intros m hm hf hnf; destruct (ifOr (proj2 (ifNot (ifImp (hall m hm) hf)))) as [hfull|h1].
    + exact (False_ind _ (hnf (isFull_sound hfull))).
    + destruct (ifAnd h1) as [hr h2]; exact (conj (onBoardb_sound hr) (proj1 (ifAnd h2))).
  - intros m hm hf hnf hnc; destruct (ifOr (proj2 (ifNot (ifImp (hall m hm) hf)))) as [hfull|h1].
    + exact (False_ind _ (hnf (isFull_sound hfull))).
    + destruct (ifAnd h1) as [hr h2]; destruct (ifOr (proj2 (ifAnd h2))) as [hc|hn].
      * exact (False_ind _ (hnc hc)).
      * exact (hnext m _ hm (onBoardb_sound hr) hn).
Qed.

(** ** The last two P1 turns by ply [k] *)

Lemma cells_onBoard {n : N} {c : Cell} : In c (cells n) <-> OnBoard n c.
Proof.
  destruct c as [cx cy]; unfold cells, OnBoard; cbv zeta; rewrite in_flat_map; simpl; split.
  - intros [y0 [hy hin]]; apply in_map_iff in hin; destruct hin as [x0 [heq hx]].
    injection heq as -> ->; split; apply upTo_spec; assumption.
  - intros [hx hy]; exists cy; split; [apply upTo_spec; exact hy|].
    apply in_map_iff; exists cx; split; [reflexivity|apply upTo_spec; exact hx].
Qed.

Lemma firstFree_spec {n : N} {A B : list Cell} :
  ~ IsFull n A B -> OnBoard n (firstFree n A B) /\ Free A B (firstFree n A B).
Proof.
  intro hnf; unfold firstFree; destruct (find (free A B) (cells n)) as [c|] eqn:e.
  - destruct (find_some _ _ e) as [hin hf]; exact (conj (proj1 cells_onBoard hin) hf).
  - exfalso; apply hnf; intros c hc hf; unfold Free in hf.
    rewrite (find_none _ _ e c (proj2 cells_onBoard hc)) in hf; discriminate.
Qed.

Lemma threatCells_spec {n : N} {S A B : list Cell} {c : Cell} :
  In c (threatCells n S A B) <-> OnBoard n c /\ Free A B c /\ Completes n S c.
Proof.
  unfold threatCells; rewrite filter_In, cells_onBoard; unfold Free, Completes.
  destruct (free A B c), (completes n S c); intuition congruence.
Qed.

(** P1's last move by ply [k]: when no free cell completes a P1 square, P2 delays (any free
answer leads past [k]). *)
Lemma delay_last {n k : N} {A B : list Cell} :
  k < nextPly A B + 2 -> (forall m, OnBoard n m -> Free A B m -> ~ Completes n A m) ->
  P2CanDelay n k A B.
Proof.
  intros hk h; apply (P2CanDelay_step n k A B (fun m => firstFree n (m :: A) B)); [exact h| |].
  - intros m _ _ hnf; exact (firstFree_spec hnf).
  - intros m _ _ _ _; apply P2CanDelay_past; rewrite nextPly_succ; lia.
Qed.

Lemma noWinNow_sound {n k : N} {A B : list Cell} :
  k < nextPly A B + 2 -> noWinNow n A B = true -> P2CanDelay n k A B.
Proof.
  intros hk h; apply (delay_last hk); intros m hm hf.
  exact (negbNot (ifImp (allCells_sound h m hm) hf)).
Qed.

Lemma inLine_spec (a b : Cell) :
  inLine a b = true <-> x a = x b \/ y a = y b \/ x a - x b + (x b - x a) = y a - y b + (y b - y a).
Proof.
  unfold inLine; destruct (N.eqb_spec (x a) (x b)); [tauto|].
  destruct (N.eqb_spec (y a) (y b)); [tauto|]; rewrite N.eqb_eq; tauto.
Qed.

Lemma newThreats_spec {n : N} {m : Cell} {A B : list Cell} {c : Cell} :
  In c (newThreats n m A B) <->
  OnBoard n c /\ inLine m c = true /\ Free (m :: A) B c /\ Completes n (m :: A) c.
Proof.
  unfold newThreats; rewrite filter_In, cells_onBoard; unfold Free, Completes.
  destruct (inLine m c), (free (m :: A) B c), (completes n (m :: A) c); intuition congruence.
Qed.

(** A threat cell that the move [m] makes (a square of [m :: A] but none of [A]) shares a line
with [m], and so do the square's two other corners, two distinct stones of [A]. *)
Lemma new_threat {n : N} {A : list Cell} {m c : Cell} :
  completes n (m :: A) c = true -> completes n A c = false ->
  inLine m c = true /\
  exists a1 a2, In a1 A /\ In a2 A /\ a1 <> a2 /\ inLine m a1 = true /\ inLine m a2 = true.
Proof.
  intros h hA; apply completes_spec in h; destruct h as [s [hs [hy [hd0 hab]]]].
  destruct c as [cx cy], s as [sx cy0]; cbn [x y] in hy, hd0, hab; subst cy0.
  pose proof (dist_spec sx cx) as hD.
  assert (key : exists ty, ty <> cy /\ ty - cy + (cy - ty) = dist sx cx /\
    In (mkCell cx ty) (m :: A) /\ In (mkCell sx ty) (m :: A) /\
    (In (mkCell sx cy) A -> In (mkCell cx ty) A -> In (mkCell sx ty) A -> False)).
  { destruct hab as [[h1 [hp hq]]|[h1 [hp hq]]];
      [exists (cy + dist sx cx) | exists (cy - dist sx cx)];
      (split; [lia|split; [lia|split; [exact hp|split; [exact hq|]]]]);
      intros h3 h4 h5; enough (hc : completes n A (mkCell cx cy) = true) by congruence; apply completes_spec;
      exists (mkCell sx cy); simpl; (split; [exact h3|split; [reflexivity|split; [exact hd0|]]]);
      [left|right]; auto. }
  destruct key as [ty [hty [hdist [hp [hq hnot]]]]].
  assert (hl : forall a b : Cell, (x a = x b \/ y a = y b \/
      x a - x b + (x b - x a) = y a - y b + (y b - y a)) -> inLine a b = true)
    by (intros a b; apply inLine_spec).
  destruct (in_inv hs) as [es|hsA]; destruct (in_inv hp) as [ep|hpA];
    destruct (in_inv hq) as [eq|hqA].
  - rewrite es in ep; injection ep; intros; lia.
  - rewrite es in ep; injection ep; intros; lia.
  - rewrite es in eq; injection eq; intros; lia.
  - subst m; split; [apply hl; simpl; lia|].
    exists (mkCell cx ty), (mkCell sx ty); split; [exact hpA|split; [exact hqA|split]].
    + intro e; injection e; intros; lia.
    + split; apply hl; simpl; lia.
  - rewrite ep in eq; injection eq; intros; lia.
  - subst m; split; [apply hl; simpl; lia|].
    exists (mkCell sx cy), (mkCell sx ty); split; [exact hsA|split; [exact hqA|split]].
    + intro e; injection e; intros; lia.
    + split; apply hl; simpl; lia.
  - subst m; split; [apply hl; simpl; lia|].
    exists (mkCell sx cy), (mkCell cx ty); split; [exact hsA|split; [exact hpA|split]].
    + intro e; injection e; intros; lia.
    + split; apply hl; simpl; lia.
  - exfalso; exact (hnot hsA hpA hqA).
Qed.

(** P2's answer in [lateStep_sound] to the P1 move [m] (a proof device, never computed):
complete a P2 square; else block P1's first threat cell; else the lowest free cell. *)
Definition lateAnswer (n : N) (m : Cell) (A B : list Cell) : Cell :=
  match threatCells n B (m :: A) B with
  | c :: _ => c
  | [] => match newThreats n m A B with t :: _ => t | [] => firstFree n (m :: A) B end
  end.

(** P1's turn two plies before the bound: [lateStep] is a delay. *)
Lemma lateStep_sound {n k : N} {A B : list Cell} :
  k < nextPly A B + 4 -> lateStep n A B = true -> P2CanDelay n k A B.
Proof.
  intros hk h; apply (P2CanDelay_step n k A B (fun m => lateAnswer n m A B)).
  - intros m hm hf; exact (proj1 (ifNot (ifImp (allCells_sound h m hm) hf))).
  - intros m _ _ hnf; unfold lateAnswer.
    destruct (threatCells n B (m :: A) B) as [|c l] eqn:e2.
    + destruct (newThreats n m A B) as [|t l'] eqn:e1.
      * exact (firstFree_spec hnf).
      * assert (ht : In t (newThreats n m A B)) by (rewrite e1; left; reflexivity).
        apply newThreats_spec in ht; exact (conj (proj1 ht) (proj1 (proj2 (proj2 ht)))).
    + assert (hc : In c (threatCells n B (m :: A) B)) by (rewrite e2; left; reflexivity).
      apply threatCells_spec in hc; exact (conj (proj1 hc) (proj1 (proj2 hc))).
  - intros m hm hf _ hnc.
    pose proof (proj2 (ifNot (ifImp (allCells_sound h m hm) hf))) as h1; cbv beta in h1.
    apply delay_last; [rewrite nextPly_succ; lia|].
    intros c hc hfc hcomp.
    apply free_spec in hfc; destruct hfc as [hcA hcB].
    assert (hcr : c <> lateAnswer n m A B) by (intro e; apply hcB; left; symmetry; exact e).
    assert (hfree : Free (m :: A) B c)
      by (apply free_spec; split; [exact hcA|intro hin; apply hcB; right; exact hin]).
    (* P1 had no threat cell before [m], so [c] is one that [m] makes *)
    assert (hfA : Free A B c)
      by (apply free_spec; split; [intro hin; apply hcA; right; exact hin|intro hin; apply hcB; right; exact hin]).
    assert (hnA : completes n A c = false).
    { pose proof (ifNot (ifImp (allCells_sound h c hc) hfA)) as [hn _].
      destruct (completes n A c); [contradiction|reflexivity]. }
    destruct (new_threat hcomp hnA) as [hlc [a1 [a2 [ha1 [ha2 [hne [hl1 hl2]]]]]]].
    assert (hcin : In c (newThreats n m A B)) by (apply newThreats_spec; auto).
    assert (hin1 : In a1 (filter (inLine m) A)) by (apply filter_In; auto).
    assert (hin2 : In a2 (filter (inLine m) A)) by (apply filter_In; auto).
    unfold lateAnswer in hcr, hnc.
    destruct (filter (inLine m) A) as [|b1 [|b2 l0]].
    + exact hin1.
    + destruct hin1 as [<-|[]]; destruct hin2 as [<-|[]]; exact (hne eq_refl).
    + destruct (threatCells n B (m :: A) B) as [|c0 l] eqn:e2.
      * destruct (newThreats n m A B) as [|t [|t' l']] eqn:e1.
        -- exact hcin.
        -- destruct hcin as [e|[]]; exact (hcr (eq_sym e)).
        -- destruct (anyCell_sound h1) as [c' [hc' hp]].
           assert (hin : In c' (threatCells n B (m :: A) B)).
           { apply threatCells_spec; unfold Free, Completes; destruct (free (m :: A) B c');
               [exact (conj hc' (conj eq_refl hp))|discriminate]. }
           rewrite e2 in hin; exact hin.
      * apply hnc; assert (h0 : In c0 (threatCells n B (m :: A) B)) by (rewrite e2; left; reflexivity).
        exact (proj2 (proj2 (proj1 threatCells_spec h0))).
Qed.

(** A position passing [delayFound], when every entry of the table passes [lateStep] (two
plies before the bound) or [p1Step]. *)
Lemma delayFound_sound {n k : N} {S1 : PM.t (list Cell * list Cell)}
    {answer : list Cell -> list Cell -> Cell} :
  (forall key A' B', In (key, (A', B')) (PM.elements S1) ->
     onBoardAll n A' B' = true /\
     (if k <? nextPly A' B' + 4 then lateStep n A' B'
      else p1Step n (delayFound n k S1 answer) answer A' B') = true) ->
  forall f A B, (forall s, In s A -> OnBoard n s) -> (forall s, In s B -> OnBoard n s) ->
  k < nextPly A B + N.of_nat f -> delayFound n k S1 answer A B = true -> P2CanDelay n k A B.
Proof.
  intros hS1 f; induction f as [|f IH]; intros A B hA hB hf h; unfold delayFound in h;
    destruct (k <? nextPly A B) eqn:e1; try (apply P2CanDelay_past, N.ltb_lt, e1).
  - apply N.ltb_ge in e1; lia.
  - destruct (k <? nextPly A B + 2) eqn:e2.
    + exact (noWinNow_sound (proj1 (N.ltb_lt _ _) e2) h).
    + apply N.ltb_ge in e1, e2.
      destruct (PM.find (pkey (canonKey n A B)) S1) as [[A' B']|] eqn:ef; [|discriminate].
      destruct (hS1 _ _ _ (PM.elements_correct _ _ ef)) as [hob hstep].
      destruct (onBoardAll_sound hob) as [hA' hB'].
      destruct (anyL_sound _ _ h) as [gs [_ hsame]].
      pose proof (sameBoard_sound hsame) as he.
      assert (hp : nextPly A' B' = nextPly A B) by (rewrite <- (proj2 (proj2 he)); apply nextPly_map).
      assert (hd' : P2CanDelay n k A' B').
      { destruct (k <? nextPly A' B' + 4) eqn:e4; [exact (lateStep_sound (proj1 (N.ltb_lt _ _) e4) hstep)|].
        apply (p1Step_sound hstep); intros m r hm hr hfound.
        apply (IH _ _ (cons_onBoard hm hA') (cons_onBoard hr hB')); [|exact hfound].
        rewrite nextPly_succ, hp; lia. }
      pose proof (delay_equiv hd' _ _ (equiv_sym he)) as hd2.
      assert (hobA : forall s, In s (map (symApply n gs) A) -> OnBoard n s)
        by (intros s hs; apply in_map_iff in hs; destruct hs as [t [<- ht]]; apply symApply_onBoard; auto).
      assert (hobB : forall s, In s (map (symApply n gs) B) -> OnBoard n s)
        by (intros s hs; apply in_map_iff in hs; destruct hs as [t [<- ht]]; apply symApply_onBoard; auto).
      pose proof (delay_sym (rev gs) hd2 hobA hobB) as hd3.
      rewrite !map_map in hd3.
      rewrite (map_ext_in _ (fun c => c) A), (map_ext_in _ (fun c => c) B), !map_id in hd3;
        [exact hd3| |]; intros c hc; apply symApply_rev; auto.
Qed.

(** [delayCheck] proves that P2 keeps P1 from completing a square by ply [k]. *)
Theorem p2CanDelay_of_delayCheck {n k : N} {S1 : PM.t (list Cell * list Cell)}
    {answer : list Cell -> list Cell -> Cell} :
  delayCheck n k S1 answer = true -> P2CanDelay n k [] [].
Proof.
  unfold delayCheck; intro h; destruct (ifAnd h) as [h0 hall].
  refine (delayFound_sound _ (N.to_nat k + 1) [] [] _ _ _ h0); [| intros s []| intros s []|].
  - intros key A' B' hin; pose proof (allL_sound _ _ hall _ hin) as he; simpl in he.
    destruct (ifAnd he) as [h1 h2]; exact (conj h1 h2).
  - rewrite Nat2N.inj_add, N2Nat.id.
    change (nextPly [] []) with 1; change (N.of_nat 1) with 1; lia.
Qed.

(** The certificate replay of [Delay.delayCertCheck] proves the same. *)
Theorem p2CanDelay_of_delayCertCheck {n k : N} {hex : String.string} :
  delayCertCheck n k hex = true -> P2CanDelay n k [] [].
Proof.
  unfold delayCertCheck; destruct (sqfMoves n k hex); [apply p2CanDelay_of_delayCheck|discriminate].
Qed.

(** ** A delay bounds the fastest win *)

Lemma p1CanWinBy_ply {n k : N} {A B : list Cell} : P1CanWinBy n k A B -> nextPly A B <= k.
Proof.
  intro hw; induction hw as [A B m hp|A B m _ _ [r [hr hrf]] _ _ IH]; [exact hp|].
  pose proof (IH r hr hrf) as h; rewrite nextPly_succ in h; lia.
Qed.

(** A delay and a win by the same ply exclude each other. *)
Theorem not_p1CanWinBy_of_p2CanDelay {n k : N} {A B : list Cell} :
  P1CanWinBy n k A B -> P2CanDelay n k A B -> False.
Proof.
  intro hw; induction hw as [A B m hp hm hf hc|A B m hm hf hex hsafe hall IH]; intro hd.
  - destruct hd as [A B hpast|A B reply hsafe2 _ _]; [lia|exact (hsafe2 m hm hf hc)].
  - destruct hd as [A B hpast|A B reply _ hreply hnext].
    + destruct hex as [r [hr hrf]]; pose proof (p1CanWinBy_ply (hall r hr hrf)) as h.
      rewrite nextPly_succ in h; lia.
    + destruct hex as [r [hr hrf]].
      assert (hnf : ~ IsFull n (m :: A) B) by (intro hfull; exact (hfull r hr hrf)).
      destruct (hreply m hm hf hnf) as [hr2 hrf2].
      exact (IH (reply m) hr2 hrf2 (hnext m hm hf hnf (hsafe (reply m) hr2 hrf2))).
Qed.

(** A win by ply [j] is a win by every later ply. *)
Lemma p1CanWinBy_mono {n j k : N} {A B : list Cell} :
  j <= k -> P1CanWinBy n j A B -> P1CanWinBy n k A B.
Proof.
  intros hjk hw; induction hw as [A B m hp hm hf hc|A B m hm hf hex hsafe _ IH].
  - apply (P1CanWinBy_now n k A B m); [lia|assumption..].
  - exact (P1CanWinBy_later n k A B m hm hf hex hsafe IH).
Qed.

(** P1 moves at odd plies only: a win by an even ply [k] is a win by ply [k - 1]. *)
Lemma p1CanWinBy_even {n k : N} {A B : list Cell} :
  N.Even k -> P1CanWinBy n k A B -> N.Odd (nextPly A B) -> P1CanWinBy n (k - 1) A B.
Proof.
  intros hk hw; induction hw as [A B m hp hm hf hc|A B m hm hf hex hsafe _ IH]; intro ho.
  - destruct hk as [a ->], ho as [b hb]; apply (P1CanWinBy_now n _ A B m); [lia|assumption..].
  - apply (P1CanWinBy_later n _ A B m hm hf hex hsafe); intros r hr hrf; apply IH; auto.
    rewrite nextPly_succ; destruct ho as [b ->]; exists (b + 1); lia.
Qed.

(** The lower bound: for odd [k >= 2], a delay by ply [k - 2] means P1 completes no square
before ply [k]. *)
Theorem fastest_lower_of_delay {n k : N} :
  N.Odd k -> 2 <= k -> P2CanDelay n (k - 2) [] [] -> forall j, j < k -> ~ P1CanWinBy n j [] [].
Proof.
  intros hk h2 hd j hj hw.
  assert (he : N.Even (k - 1)) by (destruct hk as [a ->]; exists a; lia).
  assert (hjk : j <= k - 1) by lia.
  pose proof (p1CanWinBy_mono hjk hw) as hw1.
  assert (ho : N.Odd (nextPly [] [])) by (exists 0; reflexivity).
  pose proof (p1CanWinBy_even he hw1 ho) as hw2.
  replace (k - 1 - 1) with (k - 2) in hw2 by lia.
  exact (not_p1CanWinBy_of_p2CanDelay hw2 hd).
Qed.
