(** * Every board: locality of the plus rule (the box half of the lockstep, issue 10 item 2)

A square completed by a stone [c] for the stones [S] has its other three corners in [S]; so
when [S] lies in the box [[0, m)²] of the board, so does [c], and whether [c] completes a
square does not depend on the board size [n ≥ m].

- [InBox m c] (from [EveryN.v]): [c] lies in [[0, m)²] (coordinates are (x, y), 0-based, in cells).
- [completes_box]: if [S] lies in the box and [Completes n S c], then [c] lies in the box.
- [completes_box_ext]: for [S] in the box, [m ≤ n] and [m ≤ n'],
  [completes n S c = completes n' S c].
- [threats_box]: for [own] in the box, [m ≤ n] and [m ≤ n'], the threat cells of [own]
  ([PlusRule.threats]) are the same list on both boards, and lie in the box (from
  [EveryN.threats_spec] and [EveryN.threats_ext]).
- [blockLoop_box]: for stones in the box, [m ≤ n] and [m ≤ n'], the block loop of the live
  test gives the same result on both boards for the same fuel.
- [blockLoop_fuel]: each round of the block loop puts two stones on free cells of the box,
  so any two fuels above half the free cells of the box ([boxFree]) give the same result;
  [liveSim_box] and [isLive_box]: the live test is the same on every board [n ≥ m] for a
  line and stones in the box (the fuel [n * n] of [liveSim] is large enough on both boards).
- [fallback_box]: for stones in the box and [m < n], the first free cell of the board is the
  first free cell of [(0, 0) … (m, 0)].
- [plusMoveWith_box]: for a history in the box and a rule whose lines lie in the box, the
  plus rule plays the same cell on every board [n > m].
- [boxGood], [boxGood_sound], [boxCheck], [winsWith_of_boxCheck]: the blocking game of a
  legal pair in the box, played on a reference board [n' > m] with every P1 move in the box,
  is good on every board [n > m]; [plus_box_check_18] checks every legal pair in [[0, 17)²]
  on the 18×18 board by kernel computation, and [plus_wins_beyond_17_of_far] gives
  [WinsWith plusMove n []] for every [n ≥ 18] from the far-pair case [PlusFarPairsGood]
  (at least one reply outside [[0, 17)²]; docs/EVERY-N.md §10), which [FarPairs.v] proves
  ([plus_far_pairs_good]).
  [Theorems/Outcome.v] (generated) adds the boards 6…17: [plus_wins_every_n_of_far].

The Coq twin of [lean/SquareGame/Locality.lean], lemma for lemma (the Lean file is not
checked here: no Lean toolchain). Hand-written. *)

From Coq Require Import NArith List Lia Bool.
From SquareGame Require Import Basic Lemmas Table PlusRule EveryN.
Import ListNotations.
Local Open Scope N_scope.

(** A square completed at [c] for stones [S] in the box has [c] in the box: [c]'s row holds a
stone of [S] ([y c < m]) and [c]'s column holds the corner above or below ([x c < m]). *)
Lemma completes_box {n m : N} {S : list Cell} {c : Cell} :
  (forall s, In s S -> InBox m s) -> Completes n S c -> InBox m c.
Proof.
  intros hS h; unfold Completes in h.
  destruct (proj1 (completes_spec n S c) h) as [s [hs [hy [_ hab]]]].
  destruct (hS _ hs) as [_ hsy].
  destruct hab as [[_ [h2 _]]|[_ [h2 _]]]; destruct (hS _ h2) as [hx _]; simpl in hx;
    split; lia.
Qed.

(** [completes_spec] with the board bound dropped, for stones in the box. *)
Lemma completes_box_iff {n m : N} {S : list Cell} {c : Cell} :
  (forall s, In s S -> InBox m s) -> m <= n ->
  (completes n S c = true <->
   exists s, In s S /\ y s = y c /\ dist (x s) (x c) <> 0 /\
    ((In (mkCell (x c) (y c + dist (x s) (x c))) S /\
        In (mkCell (x s) (y c + dist (x s) (x c))) S) \/
     (dist (x s) (x c) <= y c /\ In (mkCell (x c) (y c - dist (x s) (x c))) S /\
        In (mkCell (x s) (y c - dist (x s) (x c))) S))).
Proof.
  intros hS hm; rewrite completes_spec; split.
  - intros [s [hs [hy [hd hab]]]]; exists s; split; [exact hs|]; split; [exact hy|];
      split; [exact hd|].
    destruct hab as [[_ h]|h]; [left|right]; exact h.
  - intros [s [hs [hy [hd hab]]]]; exists s; split; [exact hs|]; split; [exact hy|];
      split; [exact hd|].
    destruct hab as [[h2 h3]|h]; [left|right; exact h].
    destruct (hS _ h2) as [_ hb]; simpl in hb; split; [lia|]; split; assumption.
Qed.

(** For stones in the box, completion is the same on every board of size at least [m]. *)
Theorem completes_box_ext {n n' m : N} {S : list Cell} (c : Cell) :
  (forall s, In s S -> InBox m s) -> m <= n -> m <= n' ->
  completes n S c = completes n' S c.
Proof.
  intros hS hn hn'; apply eq_true_iff_eq.
  rewrite (completes_box_iff (c := c) hS hn), (completes_box_iff (c := c) hS hn'); reflexivity.
Qed.

(** Stones in the box lie on every board of size at least [m]. *)
Lemma onBoard_of_box {n m : N} {c : Cell} : m <= n -> InBox m c -> OnBoard n c.
Proof. intros hm [hx hy]; split; lia. Qed.

(** For [own] in the box, the threat cells of [own] ([PlusRule.threats]) are the same list on
every board of size at least [m], and each of them lies in the box. *)
Theorem threats_box {n n' m : N} {own opp : list Cell} :
  (forall s, In s own -> InBox m s) -> m <= n -> m <= n' ->
  threats n own opp = threats n' own opp /\
  (forall c, In c (threats n own opp) -> InBox m c).
Proof.
  intros hS hn hn'.
  assert (hon : forall k, m <= k -> forall s, In s own -> OnBoard k s)
    by (intros k hk s hs; exact (onBoard_of_box hk (hS s hs))).
  split.
  - apply threats_ext; intro c.
    rewrite (threats_spec n own opp c (hon n hn)), (threats_spec n' own opp c (hon n' hn')).
    unfold Completes; rewrite (completes_box_ext (n := n) (n' := n') c hS hn hn').
    split; intros [_ [hf hc]]; (split; [|exact (conj hf hc)]);
      first [ exact (onBoard_of_box hn' (completes_box hS hc))
            | exact (onBoard_of_box hn (completes_box hS hc)) ].
  - intros c hc; apply (threats_spec n own opp c (hon n hn)) in hc.
    exact (completes_box hS (proj2 (proj2 hc))).
Qed.

(** For stones in the box, the block loop of the live test ([PlusRule.blockLoop]) gives the
same result on every board of size at least [m], for the same fuel: each round adds a P1
stone and a P2 stone that are threat cells, so in the box ([threats_box]). *)
Theorem blockLoop_box {n n' m : N} (k : nat) :
  m <= n -> m <= n' -> forall A B p,
  (forall s, In s A -> InBox m s) -> (forall s, In s B -> InBox m s) ->
  blockLoop n k A B p = blockLoop n' k A B p.
Proof.
  intros hn hn'; induction k as [|k IH]; intros A B p hA hB; simpl; [reflexivity|].
  destruct (threats_box (opp := A) hB hn hn') as [eB inB]; rewrite <- eB.
  destruct (threats n B A) as [|u [|u' rest]] eqn:e1; try reflexivity.
  assert (hu : InBox m u) by (apply inB; left; reflexivity).
  assert (hA' : forall s, In s (u :: A) -> InBox m s)
    by (intros s [<-|hs]; [exact hu|exact (hA s hs)]).
  destruct (threats_box (opp := B) hA' hn hn') as [eA inA]; rewrite <- eA.
  destruct (threats n (u :: A) B) as [|t [|t' rest']] eqn:e2; try reflexivity.
  apply IH; [exact hA'|].
  intros s [<-|hs]; [apply inA; left; reflexivity|exact (hB s hs)].
Qed.

(** ** Fuel: each round of the block loop fills two free cells of the box *)

(** Every list cell lies in the box. *)
Definition AllInBox (m : N) (S : list Cell) : Prop := forall s, In s S -> InBox m s.

(** The cells of the [m]×[m] board are the cells of the box. *)
Lemma inBox_cells {m : N} {c : Cell} : InBox m c <-> In c (cells m).
Proof.
  destruct c as [cx cy]; unfold InBox, cells; cbv zeta; rewrite in_flat_map; simpl; split.
  - intros [hx hy]; exists cy; split; [apply upTo_spec; exact hy|].
    apply in_map_iff; exists cx; split; [reflexivity|apply upTo_spec; exact hx].
  - intros [yy [hy hc]]; apply in_map_iff in hc; destruct hc as [xx [e hx]].
    injection e as -> ->; apply upTo_spec in hx, hy; split; assumption.
Qed.

Lemma upFrom_length (i : N) (k : nat) : length (upFrom i k) = k.
Proof. revert i; induction k as [|k IH]; intro i; simpl; [reflexivity|rewrite IH; reflexivity]. Qed.

(** The box holds [m * m] cells. *)
Lemma cells_length (m : N) : length (cells m) = (N.to_nat m * N.to_nat m)%nat.
Proof.
  unfold cells, upTo; cbv zeta.
  assert (h : forall xs ys : list N,
    length (flat_map (fun yy => map (fun xx => mkCell xx yy) xs) ys) = (length ys * length xs)%nat).
  { intros xs ys; induction ys as [|yy ys IH]; simpl; [reflexivity|].
    rewrite app_length, map_length, IH; reflexivity. }
  rewrite h, upFrom_length; reflexivity.
Qed.

(** The free cells of the box at the position [(A, B)], in cells: the measure that each
round of the block loop lowers by two. *)
Definition boxFree (m : N) (A B : list Cell) : nat := length (filter (free A B) (cells m)).

Lemma filter_length_mono {T : Type} (p q : T -> bool) (l : list T) :
  (forall b, q b = true -> p b = true) -> (length (filter q l) <= length (filter p l))%nat.
Proof.
  intro hpq; induction l as [|b l IH]; simpl; [lia|].
  destruct (q b) eqn:e; [rewrite (hpq b e); simpl; lia|destruct (p b); simpl; lia].
Qed.

Lemma filter_length_lt {T : Type} (p q : T -> bool) (l : list T) (a : T) :
  (forall b, q b = true -> p b = true) -> In a l -> p a = true -> q a = false ->
  (length (filter q l) < length (filter p l))%nat.
Proof.
  intro hpq; induction l as [|b l IH]; simpl; [intros []|].
  intros [<-|ha] hp hq.
  - rewrite hp, hq; simpl; pose proof (filter_length_mono p q l hpq); lia.
  - pose proof (IH ha hp hq).
    destruct (q b) eqn:e; [rewrite (hpq b e); simpl; lia|destruct (p b); simpl; lia].
Qed.

Lemma boxFree_le (m : N) (A B : list Cell) : (boxFree m A B <= N.to_nat m * N.to_nat m)%nat.
Proof.
  unfold boxFree; rewrite <- cells_length.
  generalize (cells m); intro l; induction l as [|b l IH]; simpl; [lia|]; destruct (free A B b); simpl; lia.
Qed.

(** A new P1 stone or a new P2 stone on a free cell of the box lowers [boxFree]. *)
Lemma boxFree_lt (m : N) (A B : list Cell) (u : Cell) :
  InBox m u -> Free A B u ->
  (boxFree m (u :: A) B < boxFree m A B)%nat /\ (boxFree m A (u :: B) < boxFree m A B)%nat.
Proof.
  intros hu hf; unfold boxFree; apply inBox_cells in hu.
  pose proof (proj1 (free_spec _ _ _) hf) as [h1 h2].
  split; apply (filter_length_lt _ _ _ u); try exact hu; try exact hf;
    try (intros b hb; apply free_spec; pose proof (proj1 (free_spec _ _ _) hb); simpl in *; tauto);
    destruct (free _ _ u) eqn:e; try reflexivity; pose proof (proj1 (free_spec _ _ _) e); simpl in *; tauto.
Qed.

(** Fuel independence of the block loop: for stones in the box ([m <= n]), any two fuels
above half the free cells of the box give the same result (each round adds two stones on
free cells of the box: P2's threat cell [u] and P1's threat cell [t]). *)
Theorem blockLoop_fuel {n m : N} : m <= n -> forall k k' A B p,
  AllInBox m A -> AllInBox m B ->
  (boxFree m A B < 2 * k)%nat -> (boxFree m A B < 2 * k')%nat ->
  blockLoop n k A B p = blockLoop n k' A B p.
Proof.
  intro hm; induction k as [|k IH]; intros k' A B p hA hB hk hk'; [lia|].
  destruct k' as [|k']; [lia|]; simpl.
  destruct (threats_box (n' := n) (opp := A) hB hm hm) as [_ inB].
  assert (hBb : forall s, In s B -> OnBoard n s) by (intros s hs; exact (onBoard_of_box hm (hB s hs))).
  destruct (threats n B A) as [|u [|u' rest]] eqn:e1; try reflexivity.
  assert (hu : In u (threats n B A)) by (rewrite e1; left; reflexivity).
  assert (huI : InBox m u) by (apply inB; rewrite ?e1; left; reflexivity).
  destruct (proj1 (threats_spec n B A u hBb) hu) as [_ [huf _]].
  assert (huf' : Free A B u)
    by (apply free_spec; pose proof (proj1 (free_spec _ _ _) huf); tauto).
  assert (hA' : AllInBox m (u :: A)) by (intros s [<-|hs]; [exact huI|exact (hA s hs)]).
  assert (hAb : forall s, In s (u :: A) -> OnBoard n s)
    by (intros s hs; exact (onBoard_of_box hm (hA' s hs))).
  destruct (threats_box (n' := n) (opp := B) hA' hm hm) as [_ inA].
  destruct (threats n (u :: A) B) as [|t [|t' rest']] eqn:e2; try reflexivity.
  assert (ht : In t (threats n (u :: A) B)) by (rewrite e2; left; reflexivity).
  assert (htI : InBox m t) by (apply inA; rewrite ?e2; left; reflexivity).
  destruct (proj1 (threats_spec n (u :: A) B t hAb) ht) as [_ [htf _]].
  assert (hB' : AllInBox m (t :: B)) by (intros s [<-|hs]; [exact htI|exact (hB s hs)]).
  pose proof (proj1 (boxFree_lt m A B u huI huf')) as d1.
  pose proof (proj2 (boxFree_lt m (u :: A) B t htI htf)) as d2.
  apply IH; [exact hA'|exact hB'|lia|lia].
Qed.

(** A block loop that hands back to the live test ([cont]) leaves its stones in the box. *)
Lemma blockLoop_cont_box {n m : N} : m <= n -> forall k A B p A' B' p',
  AllInBox m A -> AllInBox m B -> blockLoop n k A B p = cont A' B' p' ->
  AllInBox m A' /\ AllInBox m B'.
Proof.
  intro hm; induction k as [|k IH]; intros A B p A' B' p' hA hB e; simpl in e; [discriminate|].
  destruct (threats_box (n' := n) (opp := A) hB hm hm) as [_ inB].
  destruct (threats n B A) as [|u [|u' rest]] eqn:e1; try discriminate.
  - injection e as <- <- _; split; assumption.
  - assert (huI : InBox m u) by (apply inB; rewrite ?e1; left; reflexivity).
    assert (hA' : AllInBox m (u :: A)) by (intros s [<-|hs]; [exact huI|exact (hA s hs)]).
    destruct (threats_box (n' := n) (opp := B) hA' hm hm) as [_ inA].
    destruct (threats n (u :: A) B) as [|t [|t' rest']] eqn:e2; try discriminate.
    assert (htI : InBox m t) by (apply inA; rewrite ?e2; left; reflexivity).
    refine (IH _ _ _ _ _ _ hA' _ e); intros s [<-|hs]; [exact htI|exact (hB s hs)].
Qed.

(** The block loop as [liveSim] calls it, with fuel [n * n] on board [n], after P1's stone
and P2's block [t] (a free cell of the box): the same result on every board [n >= m]. *)
Lemma blockLoop_board {n n' m : N} (A B : list Cell) (t : Cell) (p : N) :
  m <= n -> m <= n' -> AllInBox m A -> AllInBox m B -> InBox m t -> Free A B t ->
  blockLoop n (N.to_nat (n * n)) A (t :: B) p = blockLoop n' (N.to_nat (n' * n')) A (t :: B) p.
Proof.
  intros hn hn' hA hB ht htf.
  assert (hB' : AllInBox m (t :: B)) by (intros s [<-|hs]; [exact ht|exact (hB s hs)]).
  pose proof (proj2 (boxFree_lt m A B t ht htf)) as d1; pose proof (boxFree_le m A B) as d2.
  assert (h1 : (N.to_nat m * N.to_nat m <= N.to_nat (n * n))%nat)
    by (rewrite N2Nat.inj_mul; apply PeanoNat.Nat.mul_le_mono; lia).
  assert (h2 : (N.to_nat m * N.to_nat m <= N.to_nat (n' * n'))%nat)
    by (rewrite N2Nat.inj_mul; apply PeanoNat.Nat.mul_le_mono; lia).
  rewrite (blockLoop_fuel hn (N.to_nat (n * n)) (N.to_nat (n' * n')) A (t :: B) p hA hB')
    by lia.
  exact (blockLoop_box _ hn hn' A (t :: B) p hA hB').
Qed.

(** The live test's simulation ([PlusRule.liveSim]) gives the same answer on every board
[n >= m] for a line and stones in the box. *)
Theorem liveSim_box {n n' m : N} : m <= n -> m <= n' -> forall fuel rem A B p,
  AllInBox m rem -> AllInBox m A -> AllInBox m B ->
  liveSim n fuel rem A B p = liveSim n' fuel rem A B p.
Proof.
  intros hn hn'; induction fuel as [|k IH]; intros rem A B p hr hA hB; [reflexivity|].
  destruct rem as [|c rest]; [reflexivity|].
  assert (hc : InBox m c) by (apply hr; left; reflexivity).
  cbn [liveSim].
  rewrite (onBoardb_complete (onBoard_of_box hn hc)), (onBoardb_complete (onBoard_of_box hn' hc)).
  destruct (free A B c) eqn:hf; [|reflexivity].
  assert (hcA : AllInBox m (c :: A)) by (intros s [<-|hs]; [exact hc|exact (hA s hs)]).
  assert (hcAb : forall s, In s (c :: A) -> OnBoard n s)
    by (intros s hs; exact (onBoard_of_box hn (hcA s hs))).
  destruct (threats_box (opp := B) hcA hn hn') as [e inT]; rewrite <- e.
  destruct (threats n (c :: A) B) as [|t [|t' r']] eqn:e1; try reflexivity.
  assert (ht : In t (threats n (c :: A) B)) by (rewrite e1; left; reflexivity).
  assert (htI : InBox m t) by (apply inT; rewrite ?e1; left; reflexivity).
  destruct (proj1 (threats_spec n (c :: A) B t hcAb) ht) as [_ [htf _]].
  destruct rest as [|c' rest']; [reflexivity|].
  rewrite (blockLoop_board (c :: A) B t p hn hn' hcA hB htI htf).
  destruct (blockLoop n' (N.to_nat (n' * n')) (c :: A) (t :: B) p) as [live|A' B' p'] eqn:eb;
    [reflexivity|].
  assert (hB' : AllInBox m (t :: B)) by (intros s [<-|hs]; [exact htI|exact (hB s hs)]).
  destruct (blockLoop_cont_box hn' _ _ _ _ _ _ _ hcA hB' eb) as [hA' hB''].
  apply IH; [intros s hs; apply hr; right; exact hs|exact hA'|exact hB''].
Qed.

(** The live test ([PlusRule.isLive]) of a line in the box, stones in the box: the same on
every board [n >= m]. *)
Lemma isLive_box {n n' m : N} (A B : list Cell) (p : N) (L : list Cell) :
  m <= n -> m <= n' -> AllInBox m A -> AllInBox m B -> AllInBox m L ->
  isLive n A B p L = isLive n' A B p L.
Proof.
  intros hn hn' hA hB hL; unfold isLive; cbv zeta.
  destruct (remaining A L) as [|c rest] eqn:e; [reflexivity|]; rewrite <- e.
  apply (liveSim_box hn hn'); [|exact hA|exact hB].
  intros s hs; unfold remaining in hs; apply filter_In in hs; exact (hL s (proj1 hs)).
Qed.

Lemma find_ext_in {T : Type} (f g : T -> bool) (l : list T) :
  (forall a, In a l -> f a = g a) -> find f l = find g l.
Proof.
  induction l as [|a l IH]; intro h; simpl; [reflexivity|].
  rewrite (h a (or_introl eq_refl)); destruct (g a); [reflexivity|].
  apply IH; intros b hb; exact (h b (or_intror hb)).
Qed.

(** ** The fallback clause: the first free cell lies in row 0 *)

Lemma upFrom_app (i : N) (a b : nat) : upFrom i (a + b) = upFrom i a ++ upFrom (i + N.of_nat a) b.
Proof.
  revert i; induction a as [|a IH]; intro i.
  - simpl; rewrite N.add_0_r; reflexivity.
  - change (S a + b)%nat with (S (a + b)); cbn [upFrom app]; rewrite IH.
    replace (i + N.of_nat (S a)) with (N.succ i + N.of_nat a) by lia; reflexivity.
Qed.

Lemma firstOr_filter_app (f : Cell -> bool) (l1 l2 : list Cell) (d : Cell) (c : Cell) :
  In c l1 -> f c = true -> firstOr (filter f (l1 ++ l2)) d = firstOr (filter f l1) d.
Proof.
  intros hc hf; rewrite filter_app.
  destruct (filter f l1) as [|a l] eqn:e; [|reflexivity].
  exfalso; assert (h : In c (filter f l1)) by (apply filter_In; auto); rewrite e in h; exact h.
Qed.

(** For stones in the box and [m < n], the first free cell of the board (row-major) is the
first free cell of [(0, 0), …, (m, 0)]: [(m, 0)] is free. So the fallback clause of
[plusMoveWith] plays the same cell on every board [n > m]. *)
Lemma fallback_box {n m : N} {A B : list Cell} :
  m < n -> AllInBox m A -> AllInBox m B ->
  firstOr (filter (free A B) (cells n)) badCell =
  firstOr (filter (free A B) (map (fun xx => mkCell xx 0) (upTo (m + 1)))) badCell.
Proof.
  intros hmn hA hB.
  assert (hfm : free A B (mkCell m 0) = true).
  { apply free_spec; split; intro h; [destruct (hA _ h) as [hx _]|destruct (hB _ h) as [hx _]];
      simpl in hx; lia. }
  assert (him : In m (upTo (m + 1))) by (apply upTo_spec; lia).
  assert (e0 : upTo (m + 1) = 0 :: upFrom 1 (N.to_nat m))
    by (unfold upTo; rewrite N2Nat.inj_add, PeanoNat.Nat.add_1_r; reflexivity).
  assert (e : upTo n = upTo (m + 1) ++
      upFrom (0 + N.of_nat (N.to_nat (m + 1))) (N.to_nat n - N.to_nat (m + 1))).
  { unfold upTo at 1 2; rewrite <- upFrom_app; f_equal; lia. }
  unfold cells; cbv zeta; rewrite e; rewrite e0 in him |- *.
  cbn [flat_map app].
  assert (him' : In m (0 :: (upFrom 1 (N.to_nat m) ++
      upFrom (0 + N.of_nat (N.to_nat (m + 1))) (N.to_nat n - N.to_nat (m + 1)))))
    by (destruct him as [h|h]; [left; exact h|right; apply in_or_app; left; exact h]).
  rewrite (firstOr_filter_app _ _ _ _ (mkCell m 0)); [|apply (in_map (fun xx => mkCell xx 0)); exact him'|exact hfm].
  rewrite app_comm_cons, map_app.
  rewrite (firstOr_filter_app _ _ _ _ (mkCell m 0)); [reflexivity|apply (in_map (fun xx => mkCell xx 0)); exact him|exact hfm].
Qed.

(** ** The plus rule is local *)

(** Both players' stones come from the history. *)
Lemma stones_incl (h : list Cell) (s : Cell) : In s (p1Stones h) \/ In s (p2Stones h) -> In s h.
Proof.
  enough (H : forall k h, (length h <= k)%nat ->
            In s (p1Stones h) \/ In s (p2Stones h) -> In s h) by exact (H (length h) h (le_n _)).
  clear h; induction k as [|k IH]; intros h hl hs.
  - destruct h; [simpl in hs; tauto|simpl in hl; lia].
  - destruct h as [|a [|b h']]; [simpl in hs; tauto|simpl in hs; simpl; tauto|].
    simpl in hl; cbn [p1Stones p2Stones] in hs; rewrite !in_app_iff in hs; simpl in hs.
    pose proof (IH h' ltac:(lia)); simpl; tauto.
Qed.

(** Every line of the rule lies in the box. *)
Definition LinesInBox (m : N) (rule : Rule) : Prop := forall L, In L (lines rule) -> AllInBox m L.

(** The plus rule is local: for a history whose stones lie in the box [[0, m)²] and a rule
whose lines lie in the box, [plusMoveWith] plays the same cell on every board [n > m]
(threat lists by [threats_box], live tests by [isLive_box], the fallback by
[fallback_box]; the opening and the second move do not read the board). *)
Theorem plusMoveWith_box {n n' m : N} (rule : Rule) (h : list Cell) :
  m < n -> m < n' -> LinesInBox m rule -> AllInBox m h ->
  plusMoveWith rule n h = plusMoveWith rule n' h.
Proof.
  intros hn hn' hL hh.
  assert (hle : m <= n) by lia; assert (hle' : m <= n') by lia.
  assert (hA : AllInBox m (p1Stones h)) by (intros s hs; exact (hh s (stones_incl h s (or_introl hs)))).
  assert (hB : AllInBox m (p2Stones h)) by (intros s hs; exact (hh s (stones_incl h s (or_intror hs)))).
  unfold plusMoveWith; destruct h as [|a [|b [|d h']]]; try reflexivity; cbv zeta;
  match goal with |- context [find (isLive n ?A ?B ?p) _] =>
    destruct (threats_box (opp := B) hA hle hle') as [e1 _]; rewrite <- e1;
    destruct (threats n A B) as [|c cs]; [|reflexivity];
    destruct (threats_box (opp := A) hB hle hle') as [e2 _]; rewrite <- e2;
    destruct (threats n B A) as [|c cs]; [|reflexivity];
    rewrite (find_ext_in (isLive n A B p) (isLive n' A B p))
      by (intros L hl; exact (isLive_box A B p L hle hle' hA hB (hL L hl)));
    destruct (find (isLive n' A B p) (lines rule)); [reflexivity|];
    rewrite (fallback_box hn hA hB), (fallback_box hn' hA hB); reflexivity
  end.
Qed.

(** ** The blocking game on a reference board *)

(** The blocking game of [EveryN.blockingGood] on the reference board [n], with "P1's move
lies in the box [[0, m)²]" in place of "P1's move lies on the board". *)
Fixpoint boxGood (rule : Rule) (n m : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    let mv := plusMoveWith rule n h in
    if onBoardb m mv then
      if free A B mv then
        if completes n A mv then true
        else
          match threats n B (mv :: A) with
          | _ :: _ => false
          | [] =>
            match threats n (mv :: A) B with
            | [] => false
            | t :: _ => boxGood rule n m k (h ++ [mv; t]) (mv :: A) (t :: B)
            end
          end
      else false
    else false
  end.

(** A blocking game that stays in the box on a reference board [n' > m] is good on every
board [n > m]: P1 plays the same cells ([plusMoveWith_box]), completion and threat lists
are the same ([completes_box_ext], [threats_box]), and every P2 block is a P1 threat cell,
so in the box. *)
Theorem boxGood_sound (rule : Rule) {n n' m : N} :
  m < n -> m < n' -> LinesInBox m rule ->
  forall fuel h A B, AllInBox m h -> AllInBox m A -> AllInBox m B ->
  boxGood rule n' m fuel h A B = true -> blockingGood rule n fuel h A B = true.
Proof.
  intros hn hn' hL; assert (hle : m <= n) by lia; assert (hle' : m <= n') by lia.
  induction fuel as [|k IH]; intros h A B hh hA hB hb; [discriminate|].
  cbn [boxGood] in hb; cbn [blockingGood].
  rewrite (plusMoveWith_box rule h hn hn' hL hh).
  set (mv := plusMoveWith rule n' h) in *.
  destruct (ifAnd hb) as [hm hb1]; destruct (ifAnd hb1) as [hf hb2].
  assert (hmv : InBox m mv) by exact (onBoardb_sound hm).
  rewrite (onBoardb_complete (onBoard_of_box hle hmv)), hf.
  rewrite (completes_box_ext (n := n) (n' := n') mv hA hle hle').
  destruct (completes n' A mv); [reflexivity|].
  assert (hmA : AllInBox m (mv :: A)) by (intros s [<-|hs]; [exact hmv|exact (hA s hs)]).
  destruct (threats_box (opp := mv :: A) hB hle hle') as [e1 _]; rewrite e1.
  destruct (threats n' B (mv :: A)); [|discriminate].
  destruct (threats_box (opp := B) hmA hle hle') as [e2 in2]; rewrite e2; rewrite e2 in in2.
  destruct (threats n' (mv :: A) B) as [|t ts] eqn:e3; [discriminate|].
  assert (ht : InBox m t) by (apply in2; rewrite ?e3; left; reflexivity).
  apply IH; [|exact hmA| |exact hb2].
  - intros s hs; apply in_app_iff in hs; destruct hs as [hs|[<-|[<-|[]]]];
      [exact (hh s hs)|exact hmv|exact ht].
  - intros s [<-|hs]; [exact ht|exact (hB s hs)].
Qed.

(** Every pair of first replies in the box, checked on the reference board [n]: the rule's
lines and exception keys, its default second move and its opening lie in the box, the
default second move differs from the opening, and for every legal pair [(r1, r2)] in the box
the second move lies in the box and [boxGood] holds within [fuel] P1 turns. *)
Definition boxCheck (rule : Rule) (n m : N) (fuel : nat) : bool :=
  let o := opening rule in
  if allL (fun L => allL (onBoardb m) L) (lines rule) then
    if allL (fun e => onBoardb m (fst e)) (exceptions rule) then
      if onBoardb m (second rule) then
        if cellEqb (second rule) o then false
        else if onBoardb m o then
          allCells m (fun r1 =>
            if cellEqb r1 o then true
            else
              let s := secondMove rule r1 in
              if onBoardb m s then
                if cellEqb s o then false
                else if cellEqb s r1 then false
                else
                  allCells m (fun r2 =>
                    if cellEqb r2 o then true
                    else if cellEqb r2 r1 then true
                    else if cellEqb r2 s then true
                    else boxGood rule n m fuel [o; r1; s; r2] [s; o] [r2; r1])
              else false)
        else false
      else false
    else false
  else false.

Lemma find_none_intro {T : Type} (f : T -> bool) (l : list T) :
  (forall a, In a l -> f a = false) -> find f l = None.
Proof.
  induction l as [|a l IH]; intro h; simpl; [reflexivity|].
  rewrite (h a (or_introl eq_refl)); apply IH; intros b hb; exact (h b (or_intror hb)).
Qed.

(** [boxCheck] on a reference board [n' > m] and the far pairs (at least one reply outside the
box) on board [n > m] give [WinsWith (plusMoveWith rule) n []] (Lemma 2,
[EveryN.winsWith_of_blocking]). *)
Theorem winsWith_of_boxCheck (rule : Rule) (n' m : N) (fuel : nat) (n : N) :
  boxCheck rule n' m fuel = true -> m < n' -> m < n -> 2 <= n ->
  (fuel + 3 <= N.to_nat (n * n + 1))%nat ->
  (forall r1 r2, OnBoard n r1 -> OnBoard n r2 -> r1 <> opening rule -> r2 <> opening rule ->
     r2 <> r1 -> r2 <> secondMove rule r1 -> ~ (InBox m r1 /\ InBox m r2) ->
     blockingGood rule n fuel [opening rule; r1; secondMove rule r1; r2]
       [secondMove rule r1; opening rule] [r2; r1] = true) ->
  WinsWith (plusMoveWith rule) n [].
Proof.
  intros hc hn' hn h2 hfuel hfar; unfold boxCheck in hc; cbv zeta in hc.
  destruct (ifAnd hc) as [hl hc1]; destruct (ifAnd hc1) as [hx hc2].
  destruct (ifAnd hc2) as [hs hc3]; destruct (ifNot hc3) as [hso hc4].
  destruct (ifAnd hc4) as [ho hall].
  assert (hle : m <= n) by lia.
  assert (hL : LinesInBox m rule).
  { intros L hL s hs'; exact (onBoardb_sound (allL_sound _ _ (allL_sound _ _ hl L hL) s hs')). }
  assert (inBoxb : forall c, onBoardb m c = true <-> InBox m c)
    by (intro c; split; [exact onBoardb_sound|exact onBoardb_complete]).
  assert (hsec : forall r1, ~ InBox m r1 -> secondMove rule r1 = second rule).
  { intros r1 hr1; unfold secondMove; rewrite find_none_intro; [reflexivity|].
    intros e he; apply cellEqb_false; intro eq; apply hr1; rewrite <- eq.
    exact (onBoardb_sound (allL_sound _ _ hx e he)). }
  assert (hoI : InBox m (opening rule)) by exact (onBoardb_sound ho).
  assert (hsI : InBox m (second rule)) by exact (onBoardb_sound hs).
  apply (winsWith_of_blocking rule n fuel h2 hfuel (onBoard_of_box hle hoI)).
  - intros r1 hr1 hro.
    destruct (onBoardb m r1) eqn:er1.
    + pose proof (allCells_sound hall r1 (onBoardb_sound er1)) as e; cbv beta in e.
      rewrite (cellEqb_false hro) in e.
      destruct (ifAnd e) as [hsb e1].
      destruct (cellEqb (secondMove rule r1) (opening rule)) eqn:e2; [discriminate|].
      destruct (cellEqb (secondMove rule r1) r1) eqn:e3; [discriminate|].
      refine (conj (onBoard_of_box hle (onBoardb_sound hsb)) (conj (cellEqb_ne e2) (cellEqb_ne e3))).
    + assert (hr1' : ~ InBox m r1) by (intro hb; rewrite (onBoardb_complete hb) in er1; discriminate).
      rewrite (hsec r1 hr1'); split; [exact (onBoard_of_box hle hsI)|split].
      * intro e; apply hso; apply cellEqb_spec; exact e.
      * intro e; apply hr1'; rewrite <- e; exact hsI.
  - intros r1 r2 hr1 hr2 hro hr2o hr21 hr2s.
    destruct (onBoardb m r1) eqn:er1; [destruct (onBoardb m r2) eqn:er2|].
    2: apply hfar; try assumption; intros [_ h1]; rewrite (onBoardb_complete h1) in er2; discriminate.
    2: apply hfar; try assumption; intros [h1 _]; rewrite (onBoardb_complete h1) in er1; discriminate.
    pose proof (allCells_sound hall r1 (onBoardb_sound er1)) as e; cbv beta in e.
    rewrite (cellEqb_false hro) in e.
    destruct (ifAnd e) as [hsb e1].
    destruct (cellEqb (secondMove rule r1) (opening rule)); [discriminate|].
    destruct (cellEqb (secondMove rule r1) r1); [discriminate|].
    pose proof (allCells_sound e1 r2 (onBoardb_sound er2)) as e4; cbv beta in e4.
    rewrite (cellEqb_false hr2o), (cellEqb_false hr21), (cellEqb_false hr2s) in e4.
    assert (hsb' : InBox m (secondMove rule r1)) by exact (onBoardb_sound hsb).
    assert (hr1I : InBox m r1) by exact (onBoardb_sound er1).
    assert (hr2I : InBox m r2) by exact (onBoardb_sound er2).
    refine (boxGood_sound rule hn hn' hL fuel _ _ _ _ _ _ e4).
    + intros c hc'; simpl in hc'; intuition (subst; assumption).
    + intros c hc'; simpl in hc'; intuition (subst; assumption).
    + intros c hc'; simpl in hc'; intuition (subst; assumption).
Qed.

(** The blocking game of the plus rule stays in the box [[0, 17)²] and is good for every
legal pair in the box, on the 18×18 reference board (kernel computation). *)
Lemma plus_box_check_18 : boxCheck plusRule 18 17 7 = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_box_check_18.

(** The far-pair case of docs/EVERY-N.md (§10; proved in [FarPairs.v]): on every board [n ≥ 18], the
blocking game of the plus rule is good for every legal pair with a reply outside the box
[[0, 17)²]. *)
Definition PlusFarPairsGood : Prop :=
  forall n, 18 <= n -> forall r1 r2, OnBoard n r1 -> OnBoard n r2 ->
    r1 <> opening plusRule -> r2 <> opening plusRule -> r2 <> r1 ->
    r2 <> secondMove plusRule r1 -> ~ (InBox 17 r1 /\ InBox 17 r2) ->
    blockingGood plusRule n 7 [opening plusRule; r1; secondMove plusRule r1; r2]
      [secondMove plusRule r1; opening plusRule] [r2; r1] = true.

(** The plus rule wins on every board [n ≥ 18], given the far-pair case. *)
Theorem plus_wins_beyond_17_of_far : PlusFarPairsGood -> forall n, 18 <= n -> WinsWith plusMove n [].
Proof.
  intros hfar n hn.
  assert (hsq : 18 * 18 <= n * n) by (apply N.mul_le_mono; lia).
  apply (winsWith_of_boxCheck plusRule 18 17 7 n plus_box_check_18); try lia.
  exact (hfar n hn).
Qed.

(** The plus rule wins on every board [n ≥ 6], given the boards 6…17 and the far-pair case
([Theorems/Outcome.v] supplies the boards 6…17 as [plus_wins_every_n_of_far]). *)
Theorem plus_wins_every_n_of_base_far :
  (forall n, 6 <= n -> n <= 17 -> WinsWith plusMove n []) -> PlusFarPairsGood ->
  forall n, 6 <= n -> WinsWith plusMove n [].
Proof.
  intros hbase hfar n hn; destruct (N.le_gt_cases n 17) as [h|h];
    [exact (hbase n hn h)|apply (plus_wins_beyond_17_of_far hfar); lia].
Qed.
