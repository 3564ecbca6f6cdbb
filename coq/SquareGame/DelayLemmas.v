(** * The delay check is sound, and a delay bounds the fastest win (issue 11, lower bounds)

- [delay_equiv], [delay_sym]: [P2CanDelay] depends only on the sets of stones and the ply,
  and the 8 symmetries of the board preserve it (through [OnBoard], [Free], [Completes] by
  [Lemmas.completes_iff], [IsFull] and [nextPly]).
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
