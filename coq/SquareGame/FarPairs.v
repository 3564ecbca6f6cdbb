(** * Every board: each far pair has a representative on 17×17 with the same view (docs/EVERY-N.md §10, Lemmas 4–6)

A far pair [(r1, r2)] is a legal pair of P2 replies on a board [n ≥ 18] with a reply outside
[[0, 17)²]. [far_pair_view] gives it a representative [(r1', r2')], legal on the 17×17 board,
with the same second move of P1 and the same view [FarView n r1 r2 17 r1' r2'] ([Lockstep.v]):
what the plus rule can see of the free stones with the line region [R = [0, 6)²] and the zone
[Z = [0, 11)²] (coordinates (x, y), 0-based, in cells). [plus_far_pairs_good] then discharges
[Locality.PlusFarPairsGood] with [Closed.plus_closed_check_17] and [Lockstep.far_lockstep], and
[plus_wins_beyond_17] is the plus rule winning on every board [n ≥ 18].

A pair square of [(r1, r2)] is a square having both as corners; it reaches [R] when another
corner [b] lies in [R] (docs/EVERY-N.md §1). The proof splits on Lemma 4:
- [NoReach]: no pair square reaches [R]. Then P2 holds no threat cell outside [Z]
  ([outside_noReach]). The representative keeps a reply in [Z] and puts a reply outside [Z]
  on [(16, 16)] (for [r1]) or [(15, 16)] (for [r2]); no pair square of it reaches [R] either
  ([noReach_of_one_in_zone], Lemma 1c; [noReach_far_cells]).
- [FarSquare r1 r2 q]: a pair square [q] reaches [R]; then both replies lie outside [Z], [q]
  is the only one, its top-left corner [b] is its corner in [R] (Lemma 4) and its side is at
  least 12 (a reply has a coordinate [≥ 17]), so every corner but [b] lies outside [Z]. P2's
  threat cells outside [Z] are the fourth corner of [q] ([Partner]) when [b] is a block, and
  none otherwise ([outside_far]). The representative is [((bx + 11, by), (bx, by + 11))], two
  corners of the square [(bx, by, 11)] with the same top-left corner.
In both cases the threat cells in [Z] are the same ([zone_threat]: a threat square either has
two blocks as corners, so it lies in [Z] (Lemma 1b) and reads only cells of [Z], or it is a
pair square whose fourth corner lies outside [Z]: [Hidden]), and the number of threat cells
outside [Z] is the same ([farView_of_shape]). Legality and the second move read only the
replies' cells in [Z] ([legal_of_zoneAgree], Lemma 3b).

The Coq twin of [lean/SquareGame/FarPairs.lean], lemma for lemma (the Lean file is not
checked here: no Lean toolchain). Hand-written. *)

From Coq Require Import NArith List Lia Bool Sorted.
From SquareGame Require Import Basic Lemmas Table PlusRule EveryN Locality Closed Classes Lockstep.
Import ListNotations.
Local Open Scope N_scope.

(** ** Pair squares reaching [R] (docs/EVERY-N.md §1, Lemma 4) *)

(** No pair square of [(r1, r2)] reaches [R = [0, 6)²]: no square has [r1], [r2] and a third
corner [b] in [R] as corners. *)
Definition NoReach (r1 r2 : Cell) : Prop :=
  forall q b, 1 <= sd q -> In r1 (corners q) -> In r2 (corners q) -> In b (corners q) ->
    b <> r1 -> b <> r2 -> InBox 6 b -> False.

(** Every pair square of [(r1, r2)] reaching [R] through a corner [b] has its other corners
outside [Z = [0, 11)²] (so a P2 threat square through both replies has its threat cell
outside [Z]). *)
Definition Hidden (r1 r2 : Cell) : Prop :=
  forall q b k, 1 <= sd q -> In r1 (corners q) -> In r2 (corners q) -> In b (corners q) ->
    b <> r1 -> b <> r2 -> InBox 6 b -> In k (corners q) -> k <> b -> ~ InBox 11 k.

(** [q] is a pair square of [(r1, r2)] with its top-left corner in [R], side at least 11, and
neither reply on that corner (the far pair square of Lemma 4). *)
Definition FarSquare (r1 r2 : Cell) (q : Square) : Prop :=
  sx q < 6 /\ sy q < 6 /\ 11 <= sd q /\ In r1 (corners q) /\ In r2 (corners q) /\
  r1 <> r2 /\ r1 <> mkCell (sx q) (sy q) /\ r2 <> mkCell (sx q) (sy q).

(** [c] is the fourth corner of [q]: neither reply and not the top-left corner. *)
Definition Partner (q : Square) (r1 r2 c : Cell) : Prop :=
  In c (corners q) /\ c <> r1 /\ c <> r2 /\ c <> mkCell (sx q) (sy q).

(** With no pair square reaching [R], [Hidden] holds trivially. *)
Lemma hidden_of_noReach (r1 r2 : Cell) : NoReach r1 r2 -> Hidden r1 r2.
Proof.
  intros h q b k hd h1 h2 hb hb1 hb2 hbw _ _; exact (False_ind _ (h q b hd h1 h2 hb hb1 hb2 hbw)).
Qed.

(** The corners of a far pair square other than its top-left corner lie outside [Z]. *)
Lemma farSquare_far (r1 r2 : Cell) (q : Square) :
  FarSquare r1 r2 q -> forall k, In k (corners q) -> k <> mkCell (sx q) (sy q) -> ~ InBox 11 k.
Proof.
  destruct q as [qx qy qd]; intros [hx [hy [hd _]]] k hk hne; cbn [sx sy sd] in *.
  apply mem_corners in hk; destruct hk as [ -> | [ -> | [ -> | -> ] ] ];
    [congruence| | |]; unfold InBox; cbn [x y]; lia.
Qed.

(** With a far pair square, every pair square reaching [R] is that square, reaching [R]
through its top-left corner (Lemma 4: [far_pair_unique], [far_pair_topLeft]), so [Hidden]
holds. *)
Lemma hidden_of_farSquare (r1 r2 : Cell) (q : Square) : FarSquare r1 r2 q -> Hidden r1 r2.
Proof.
  intros hf q0 b k hd h1 h2 hb hb1 hb2 hbw hk hkb.
  pose proof (farSquare_far r1 r2 q hf) as hout.
  destruct hf as [hx [hy [hqd [hr1 [hr2 [h12 [ht1 ht2]]]]]]].
  assert (z1 : ~ InBox (2 * 6 - 1) r1) by exact (hout r1 hr1 ht1).
  assert (z2 : ~ InBox (2 * 6 - 1) r2) by exact (hout r2 hr2 ht2).
  assert (htl : In (mkCell (sx q) (sy q)) (corners q)) by (destruct q; simpl; left; reflexivity).
  assert (e : q0 = q).
  { refine (far_pair_unique 6 q0 q r1 r2 b (mkCell (sx q) (sy q)) hd ltac:(lia) h12 h1 h2 hr1 hr2
      z1 z2 hb hb1 hb2 hbw htl (not_eq_sym ht1) (not_eq_sym ht2) _).
    unfold InBox; cbn [x y]; lia. }
  subst q0.
  destruct (far_pair_topLeft 6 q r1 r2 b hd h1 h2 h12 z1 z2 hb hb1 hb2 hbw) as [-> _].
  exact (hout k hk hkb).
Qed.

(** The side of a square with two distinct corners [r1], [r2] is at most the sum of their
coordinates (a bound for [reachSearch]). *)
Lemma side_bound (r1 r2 : Cell) (q : Square) :
  1 <= sd q -> In r1 (corners q) -> In r2 (corners q) -> r1 <> r2 ->
  sd q <= x r1 + y r1 + x r2 + y r2.
Proof.
  destruct q as [X Y D]; cbn [sd]; intros hd h1 h2 h12.
  apply mem_corners in h1, h2;
    destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [ -> | [ -> | [ -> | -> ] ] ];
    cbn [x y]; first [congruence | lia].
Qed.

(** The test behind [reach_dec]: [q] has side [≥ 1], [r1] and [r2] as corners, and a corner
in [R] other than both. *)
Definition reaches (r1 r2 : Cell) (q : Square) : bool :=
  if 1 <=? sd q then
    if contains (corners q) r1 then
      if contains (corners q) r2 then
        anyL (fun k => if onBoardb 6 k then (if cellEqb k r1 then false else negb (cellEqb k r2))
                       else false) (corners q)
      else false
    else false
  else false.

(** The search behind [reach_dec]: a square reaching [R] has its top-left corner in [R]
(Lemma 1d) and its side bounded by [side_bound]; [reaches] tests each such square. *)
Definition reachSearch (r1 r2 : Cell) : bool :=
  anyL (fun x0 => anyL (fun y0 =>
      anyL (fun d => reaches r1 r2 (mkSquare x0 y0 d)) (upTo (x r1 + y r1 + x r2 + y r2 + 1)))
    (upTo 6)) (upTo 6).

(** Whether a pair square reaches [R] is decided by [reachSearch]. *)
Lemma reach_dec (r1 r2 : Cell) : r1 <> r2 ->
  NoReach r1 r2 \/
  exists q b, 1 <= sd q /\ In r1 (corners q) /\ In r2 (corners q) /\ In b (corners q) /\
    b <> r1 /\ b <> r2 /\ InBox 6 b.
Proof.
  intro h12; destruct (reachSearch r1 r2) eqn:e.
  - right; unfold reachSearch in e.
    destruct (anyL_sound _ _ e) as [x0 [_ e1]]; destruct (anyL_sound _ _ e1) as [y0 [_ e2]].
    destruct (anyL_sound _ _ e2) as [d [_ hq]]; unfold reaches in hq.
    destruct (ifAnd hq) as [hd hq1]; destruct (ifAnd hq1) as [c1 hq2].
    destruct (ifAnd hq2) as [c2 hq3]; destruct (anyL_sound _ _ hq3) as [b [hb hb']].
    destruct (ifAnd hb') as [hbw hb'']; destruct (ifNot hb'') as [n1 n2]; apply negbNot in n2.
    exists (mkSquare x0 y0 d), b; split; [apply N.leb_le; exact hd|].
    split; [apply contains_spec; exact c1|]; split; [apply contains_spec; exact c2|].
    split; [exact hb|]; split; [intro x1; apply n1; apply cellEqb_spec; exact x1|].
    split; [intro x2; apply n2; apply cellEqb_spec; exact x2|].
    exact (onBoardb_sound hbw).
  - left; intros q b hd h1 h2 hb hb1 hb2 hbw.
    assert (t : reachSearch r1 r2 = true); [|congruence].
    pose proof (box_topLeft 6 q b hb hbw) as [htx hty].
    pose proof (side_bound r1 r2 q hd h1 h2 h12) as hs.
    destruct q as [X Y D]; cbn [x y sx sy sd] in htx, hty, hs, hd; unfold reachSearch.
    apply (anyL_complete _ _ X (proj2 (upTo_spec _ _) htx)).
    apply (anyL_complete _ _ Y (proj2 (upTo_spec _ _) hty)).
    apply (anyL_complete _ _ D
             (proj2 (upTo_spec (x r1 + y r1 + x r2 + y r2 + 1) D) ltac:(lia))).
    unfold reaches; cbn [sd].
    rewrite (proj2 (N.leb_le _ _) hd), (proj2 (contains_spec _ _) h1),
      (proj2 (contains_spec _ _) h2).
    apply (anyL_complete _ _ b hb).
    rewrite (onBoardb_complete hbw), (cellEqb_false hb1), (cellEqb_false hb2); reflexivity.
Qed.

(** ** P2's threat squares (docs/EVERY-N.md Lemma 6b) *)

(** The three corners of a square other than a given corner, pairwise distinct. *)
Lemma other_three (q : Square) (c : Cell) : 1 <= sd q -> In c (corners q) ->
  exists k1 k2 k3, k1 <> k2 /\ k1 <> k3 /\ k2 <> k3 /\
    forall k, (k = k1 \/ k = k2 \/ k = k3) <-> (In k (corners q) /\ k <> c).
Proof.
  destruct q as [X Y D]; cbn [sd]; intros hd hc; apply mem_corners in hc;
    destruct hc as [ -> | [ -> | [ -> | -> ] ] ];
    [ exists (mkCell (X + D) Y), (mkCell X (Y + D)), (mkCell (X + D) (Y + D))
    | exists (mkCell X Y), (mkCell X (Y + D)), (mkCell (X + D) (Y + D))
    | exists (mkCell X Y), (mkCell (X + D) Y), (mkCell (X + D) (Y + D))
    | exists (mkCell X Y), (mkCell (X + D) Y), (mkCell X (Y + D)) ];
    (split; [intro e; injection e; lia|]); (split; [intro e; injection e; lia|]);
    (split; [intro e; injection e; lia|]); intro k; (split;
    [ intros [ -> | [ -> | -> ] ]; (split; [simpl; tauto | intro e; injection e; lia])
    | intros [hk hne]; apply mem_corners in hk; destruct hk as [ -> | [ -> | [ -> | -> ] ] ];
      first [ congruence | left; reflexivity | right; left; reflexivity
            | right; right; reflexivity ] ]).
Qed.

(** Three distinct stones of [B0 ++ [r2; r1]]: two of them are blocks, or they are both
replies and a block. *)
Lemma three_stones (B0 : list Cell) (r1 r2 k1 k2 k3 : Cell) :
  k1 <> k2 -> k1 <> k3 -> k2 <> k3 ->
  In k1 (B0 ++ [r2; r1]) -> In k2 (B0 ++ [r2; r1]) -> In k3 (B0 ++ [r2; r1]) ->
  (exists a b, (a = k1 \/ a = k2 \/ a = k3) /\ (b = k1 \/ b = k2 \/ b = k3) /\ a <> b /\
     In a B0 /\ In b B0) \/
  ((r1 = k1 \/ r1 = k2 \/ r1 = k3) /\ (r2 = k1 \/ r2 = k2 \/ r2 = k3) /\
   exists b, (b = k1 \/ b = k2 \/ b = k3) /\ b <> r1 /\ b <> r2 /\ In b B0).
Proof.
  intros d12 d13 d23 h1 h2 h3; rewrite in_app_iff in h1, h2, h3; simpl in h1, h2, h3.
  destruct h1 as [h1|[h1|[h1|[]]]]; destruct h2 as [h2|[h2|[h2|[]]]];
    destruct h3 as [h3|[h3|[h3|[]]]];
    first
    [ exfalso; congruence
    | left; exists k1, k2; tauto
    | left; exists k1, k3; tauto
    | left; exists k2, k3; tauto
    | right; subst;
      (split; [tauto|]); (split; [tauto|]);
      first [ exists k1; (split; [tauto|]); (split; [congruence|]); (split; [congruence|]); assumption
            | exists k2; (split; [tauto|]); (split; [congruence|]); (split; [congruence|]); assumption
            | exists k3; (split; [tauto|]); (split; [congruence|]); (split; [congruence|]); assumption ] ].
Qed.

(** A square completed at [c] by P2's stones [B0 ++ [r2; r1]] has two blocks as corners (types
0 and 1 of Lemma 6b), or both replies and a block (type 2: a pair square reaching [R]). *)
Lemma threat_square (B0 : list Cell) (r1 r2 c : Cell) (q : Square) :
  1 <= sd q -> In c (corners q) ->
  (forall k, In k (corners q) -> k <> c -> In k (B0 ++ [r2; r1])) ->
  (exists a b, In a (corners q) /\ In b (corners q) /\ a <> b /\ In a B0 /\ In b B0) \/
  (In r1 (corners q) /\ In r2 (corners q) /\ r1 <> c /\ r2 <> c /\
   exists b, In b (corners q) /\ b <> c /\ b <> r1 /\ b <> r2 /\ In b B0).
Proof.
  intros hd hc hk.
  destruct (other_three q c hd hc) as [k1 [k2 [k3 [d12 [d13 [d23 he]]]]]].
  assert (hm : forall k, (k = k1 \/ k = k2 \/ k = k3) -> In k (B0 ++ [r2; r1]))
    by (intros k h; apply he in h; exact (hk k (proj1 h) (proj2 h))).
  destruct (three_stones B0 r1 r2 k1 k2 k3 d12 d13 d23 (hm k1 (or_introl eq_refl))
              (hm k2 (or_intror (or_introl eq_refl))) (hm k3 (or_intror (or_intror eq_refl))))
    as [[a [b [ha [hb [hab [ha' hb']]]]]]|[h1 [h2 [b [hb [hb1 [hb2 hb']]]]]]].
  - left; exists a, b; apply he in ha, hb; tauto.
  - right; apply he in hb.
    assert (e1 : r1 = k1 \/ r1 = k2 \/ r1 = k3) by (destruct h1 as [ -> | [ -> | -> ] ]; tauto).
    assert (e2 : r2 = k1 \/ r2 = k2 \/ r2 = k3) by (destruct h2 as [ -> | [ -> | -> ] ]; tauto).
    apply he in e1, e2.
    split; [tauto|]; split; [tauto|]; split; [tauto|]; split; [tauto|].
    exists b; tauto.
Qed.

(** ** Threat cells in [Z] *)

(** Each reply is the same cell of [Z] in both pairs, or lies outside [Z] in both (the fifth
conjunct of [FarView]). *)
Definition ZoneAgree (r1 r2 r1' r2' : Cell) : Prop :=
  forall c, InBox 11 c -> (c = r1 <-> c = r1') /\ (c = r2 <-> c = r2').

(** [ZoneAgree] is symmetric. *)
Lemma zoneAgree_sym (r1 r2 r1' r2' : Cell) : ZoneAgree r1 r2 r1' r2' -> ZoneAgree r1' r2' r1 r2.
Proof. intros h c hc; destruct (h c hc); split; symmetry; assumption. Qed.

(** A cell of [Z] held by P2 in one position is held by P2 in the other. *)
Lemma own_zone (r1 r2 r1' r2' : Cell) (B0 : list Cell) (k : Cell) :
  ZoneAgree r1 r2 r1' r2' -> InBox 11 k -> In k (B0 ++ [r2; r1]) -> In k (B0 ++ [r2'; r1']).
Proof.
  intros hz hk; destruct (hz k hk) as [e1 e2]; rewrite !in_app_iff; simpl.
  intros [h|[h|[h|[]]]]; [left; exact h| |].
  - right; left; symmetry; apply e2; symmetry; exact h.
  - right; right; left; symmetry; apply e1; symmetry; exact h.
Qed.

(** P2's stones lie on the board when the replies do and the blocks lie in [R]. *)
Lemma own_onBoard (n : N) (r1 r2 : Cell) (B0 : list Cell) :
  6 <= n -> AllInBox 6 B0 -> OnBoard n r1 -> OnBoard n r2 ->
  forall s, In s (B0 ++ [r2; r1]) -> OnBoard n s.
Proof.
  intros hn hB h1 h2 s hs; rewrite in_app_iff in hs; simpl in hs.
  destruct hs as [hs|[<-|[<-|[]]]]; [|exact h2|exact h1].
  exact (onBoard_of_box hn (hB s hs)).
Qed.

(** A P2 threat cell in [Z] on one board is a P2 threat cell on the other: its square has two
blocks as corners, so it lies in [Z] (Lemma 1b) and its corners are P2's in both positions;
a pair square would put the threat cell outside [Z] ([Hidden]). *)
Lemma zone_threat (n n' : N) (r1 r2 r1' r2' : Cell) (A B0 : list Cell) (c : Cell) :
  11 <= n' -> (forall s, In s (B0 ++ [r2; r1]) -> OnBoard n s) ->
  (forall s, In s (B0 ++ [r2'; r1']) -> OnBoard n' s) ->
  AllInBox 6 B0 -> Hidden r1 r2 -> ZoneAgree r1 r2 r1' r2' -> InBox 11 c ->
  In c (threats n (B0 ++ [r2; r1]) A) -> In c (threats n' (B0 ++ [r2'; r1']) A).
Proof.
  intros hn' hon hon' hB hh hz hc ht.
  apply (threats_spec n _ _ c hon) in ht; destruct ht as [_ [hf hcomp]].
  apply (threats_spec n' _ _ c hon'); split; [destruct hc; split; lia|]; split.
  - apply free_spec in hf; apply free_spec; destruct hf as [h1 h2]; split; [|exact h2].
    intro h; exact (h1 (own_zone r1' r2' r1 r2 B0 c (zoneAgree_sym _ _ _ _ hz) hc h)).
  - unfold Completes in *; apply (completes_iff n _ c hon) in hcomp.
    destruct hcomp as [q [hq [hcq hk]]].
    destruct (threat_square B0 r1 r2 c q (proj1 hq) hcq hk)
      as [[a [b [ha [hb [hab [ha' hb']]]]]]|[h1 [h2 [_ [_ [b [hb [hbc [hb1 [hb2 hb']]]]]]]]]].
    + assert (hall : forall k, In k (corners q) -> InBox 11 k)
        by exact (box_two 6 q a b ha hb hab (hB a ha') (hB b hb')).
      apply (completes_iff n' _ c hon'); exists q; split; [|split; [exact hcq|]].
      * destruct q as [X Y D]; destruct hq as [hd _]; cbn [sd] in hd.
        destruct (hall (mkCell (X + D) (Y + D)) ltac:(simpl; tauto)) as [h3 h4]; cbn [x y] in *.
        apply squareOnBoard_mk; lia.
      * intros k hkq hkc; exact (own_zone r1 r2 r1' r2' B0 k hz (hall k hkq) (hk k hkq hkc)).
    + exfalso; exact (hh q b c (proj1 hq) h1 h2 hb hb1 hb2 (hB b hb') hcq (not_eq_sym hbc) hc).
Qed.

(** ** Threat cells outside [Z] *)

(** With no pair square reaching [R], P2 holds no threat cell outside [Z]. *)
Lemma outside_noReach (n : N) (r1 r2 : Cell) (A B0 : list Cell) (c : Cell) :
  (forall s, In s (B0 ++ [r2; r1]) -> OnBoard n s) -> AllInBox 6 B0 -> NoReach r1 r2 ->
  ~ InBox 11 c -> ~ In c (threats n (B0 ++ [r2; r1]) A).
Proof.
  intros hon hB hr hc ht.
  apply (threats_spec n _ _ c hon) in ht; destruct ht as [_ [_ hcomp]].
  unfold Completes in hcomp; apply (completes_iff n _ c hon) in hcomp.
  destruct hcomp as [q [hq [hcq hk]]].
  destruct (threat_square B0 r1 r2 c q (proj1 hq) hcq hk)
    as [[a [b [ha [hb [hab [ha' hb']]]]]]|[h1 [h2 [_ [_ [b [hb [hbc [hb1 [hb2 hb']]]]]]]]]].
  - exact (hc (box_two 6 q a b ha hb hab (hB a ha') (hB b hb') c hcq)).
  - exact (hr q b (proj1 hq) h1 h2 hb hb1 hb2 (hB b hb')).
Qed.

(** The corners of [q] other than its fourth corner [c] are the two replies and the top-left
corner. *)
Lemma four_corners (q : Square) (r1 r2 c k : Cell) :
  In r1 (corners q) -> In r2 (corners q) -> r1 <> r2 -> r1 <> mkCell (sx q) (sy q) ->
  r2 <> mkCell (sx q) (sy q) -> Partner q r1 r2 c -> In k (corners q) -> k <> c ->
  k = r1 \/ k = r2 \/ k = mkCell (sx q) (sy q).
Proof.
  destruct q as [X Y D]; intros h1 h2 h12 ht1 ht2 [hc [hc1 [hc2 hct]]] hk hkc;
    cbn [sx sy] in *.
  apply mem_corners in h1, h2, hc, hk;
    destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [ -> | [ -> | [ -> | -> ] ] ];
    destruct hc as [ -> | [ -> | [ -> | -> ] ] ]; destruct hk as [ -> | [ -> | [ -> | -> ] ] ];
    first [ congruence | left; reflexivity | right; left; reflexivity | right; right; reflexivity ].
Qed.

(** The fourth corner is unique. *)
Lemma partner_unique (q : Square) (r1 r2 c c' : Cell) :
  In r1 (corners q) -> In r2 (corners q) -> r1 <> r2 -> r1 <> mkCell (sx q) (sy q) ->
  r2 <> mkCell (sx q) (sy q) -> Partner q r1 r2 c -> Partner q r1 r2 c' -> c' = c.
Proof.
  intros h1 h2 h12 ht1 ht2 hp [hc' [hc1 [hc2 hct]]].
  destruct (cellEqb c' c) eqn:e; [apply cellEqb_spec; exact e|].
  destruct (four_corners q r1 r2 c c' h1 h2 h12 ht1 ht2 hp hc' (cellEqb_ne e)) as [h|[h|h]];
    contradiction.
Qed.

(** The fourth corner exists. *)
Lemma partner_exists (q : Square) (r1 r2 : Cell) :
  1 <= sd q -> In r1 (corners q) -> In r2 (corners q) -> r1 <> r2 ->
  r1 <> mkCell (sx q) (sy q) -> r2 <> mkCell (sx q) (sy q) -> exists c, Partner q r1 r2 c.
Proof.
  destruct q as [X Y D]; cbn [sx sy sd]; intros hd h1 h2 h12 ht1 ht2; unfold Partner; cbn [sx sy].
  apply mem_corners in h1, h2;
    destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [ -> | [ -> | [ -> | -> ] ] ];
    try congruence;
    first
    [ exists (mkCell (X + D) Y); split; [simpl; tauto|];
      split; [intro e; injection e; lia|]; split; intro e; injection e; lia
    | exists (mkCell X (Y + D)); split; [simpl; tauto|];
      split; [intro e; injection e; lia|]; split; intro e; injection e; lia
    | exists (mkCell (X + D) (Y + D)); split; [simpl; tauto|];
      split; [intro e; injection e; lia|]; split; intro e; injection e; lia ].
Qed.

(** With a far pair square [q], P2's threat cells outside [Z] are [q]'s fourth corner, when
the top-left corner of [q] is a block (Lemma 6b, type 2; Lemma 3a puts it on the board). *)
Lemma outside_far (n : N) (r1 r2 : Cell) (q : Square) (A B0 : list Cell) (c : Cell) :
  6 <= n -> OnBoard n r1 -> OnBoard n r2 -> AllInBox 6 A -> AllInBox 6 B0 ->
  FarSquare r1 r2 q -> ~ InBox 11 c ->
  (In c (threats n (B0 ++ [r2; r1]) A) <-> In (mkCell (sx q) (sy q)) B0 /\ Partner q r1 r2 c).
Proof.
  intros hn b1 b2 hA hB hf hc.
  pose proof (own_onBoard n r1 r2 B0 hn hB b1 b2) as hon.
  pose proof (farSquare_far r1 r2 q hf) as hout.
  destruct hf as [hx [hy [hqd [hr1 [hr2 [h12 [ht1 ht2]]]]]]].
  assert (z1 : ~ InBox (2 * 6 - 1) r1) by exact (hout r1 hr1 ht1).
  assert (z2 : ~ InBox (2 * 6 - 1) r2) by exact (hout r2 hr2 ht2).
  assert (htl : In (mkCell (sx q) (sy q)) (corners q)) by (destruct q; simpl; left; reflexivity).
  assert (htw : InBox 6 (mkCell (sx q) (sy q))) by (unfold InBox; cbn [x y]; lia).
  split.
  - intro ht; apply (threats_spec n _ _ c hon) in ht; destruct ht as [_ [_ hcomp]].
    unfold Completes in hcomp; apply (completes_iff n _ c hon) in hcomp.
    destruct hcomp as [q0 [hq [hcq hk]]].
    destruct (threat_square B0 r1 r2 c q0 (proj1 hq) hcq hk)
      as [[a [b [ha [hb [hab [ha' hb']]]]]]|[h1 [h2 [h1c [h2c [b [hb [hbc [hb1 [hb2 hb']]]]]]]]]].
    + exfalso; exact (hc (box_two 6 q0 a b ha hb hab (hB a ha') (hB b hb') c hcq)).
    + assert (e : q0 = q).
      { exact (far_pair_unique 6 q0 q r1 r2 b (mkCell (sx q) (sy q)) (proj1 hq) ltac:(lia) h12
          h1 h2 hr1 hr2 z1 z2 hb hb1 hb2 (hB b hb') htl (not_eq_sym ht1) (not_eq_sym ht2) htw). }
      subst q0.
      destruct (far_pair_topLeft 6 q r1 r2 b (proj1 hq) h1 h2 h12 z1 z2 hb hb1 hb2 (hB b hb'))
        as [eb _]; subst b.
      split; [exact hb'|]; split; [exact hcq|]; split; [exact (not_eq_sym h1c)|].
      split; [exact (not_eq_sym h2c)|exact (not_eq_sym hbc)].
  - intros [hin [hcq [hc1 [hc2 hct]]]].
    assert (hall : forall k, In k (corners q) -> OnBoard n k)
      by exact (pair_square_on_board n 6 q r1 r2 _ hn hr1 hr2 htl h12 (not_eq_sym ht1)
                  (not_eq_sym ht2) b1 b2 htw).
    apply (threats_spec n _ _ c hon); split; [exact (hall c hcq)|]; split.
    + apply free_spec; split.
      * rewrite in_app_iff; simpl; intros [h|[h|[h|[]]]];
          [exact (hc (onBoard_of_box (n := 11) (m := 6) ltac:(lia) (hB c h)))|congruence|congruence].
      * intro h; exact (hc (onBoard_of_box (n := 11) (m := 6) ltac:(lia) (hA c h))).
    + unfold Completes; apply (completes_iff n _ c hon); exists q; split; [|split; [exact hcq|]].
      * destruct q as [X Y D]; cbn [sd] in hqd.
        destruct (hall (mkCell (X + D) (Y + D)) ltac:(simpl; tauto)) as [h3 h4]; cbn [x y] in *.
        apply squareOnBoard_mk; lia.
      * intros k hk hkc; rewrite in_app_iff; simpl.
        destruct (four_corners q r1 r2 c k hr1 hr2 h12 ht1 ht2 (conj hcq (conj hc1 (conj hc2 hct)))
                    hk hkc) as [ -> | [ -> | -> ] ]; tauto.
Qed.

(** ** Lists *)

(** ** Counting the threat cells *)

(** A filtered strictly sorted list is strictly sorted. *)
Lemma filter_sorted (f : Cell -> bool) (l : list Cell) :
  StronglySorted Before l -> StronglySorted Before (filter f l).
Proof.
  induction l as [|a l IH]; simpl; intro h; [constructor|].
  apply StronglySorted_inv in h; destruct h as [h1 h2].
  destruct (f a); [constructor; [exact (IH h1)|]|exact (IH h1)].
  apply Forall_forall; intros b hb; apply filter_In in hb.
  exact (proj1 (Forall_forall _ _) h2 b (proj1 hb)).
Qed.

(** A list's length is the length of its part passing [f] plus that of the rest. *)
Lemma length_filter_split (f : Cell -> bool) (l : list Cell) :
  length l = (length (filter f l) + length (filter (fun c => negb (f c)) l))%nat.
Proof. induction l as [|a l IH]; simpl; [reflexivity|]; destruct (f a); simpl; lia. Qed.

(** Two strictly sorted lists, each with all its members equal (so at most one), with a member
in one iff in the other, have the same length. *)
Lemma short_length (m m' : list Cell) :
  StronglySorted Before m -> StronglySorted Before m' ->
  (forall a b, In a m -> In b m -> a = b) -> (forall a b, In a m' -> In b m' -> a = b) ->
  ((exists a, In a m) <-> (exists a, In a m')) -> length m = length m'.
Proof.
  assert (two : forall a b l, StronglySorted Before (a :: b :: l) ->
            (forall u v, In u (a :: b :: l) -> In v (a :: b :: l) -> u = v) -> False).
  { intros a b l hs he; apply StronglySorted_inv in hs; destruct hs as [_ hf].
    pose proof (Forall_inv hf) as hab.
    rewrite (he a b (or_introl eq_refl) (or_intror (or_introl eq_refl))) in hab.
    apply before_spec in hab; lia. }
  intros hs hs' he he' hx.
  destruct m as [|a [|b m]]; destruct m' as [|a' [|b' m']]; try reflexivity; exfalso;
    first
    [ exact (two _ _ _ hs he) | exact (two _ _ _ hs' he')
    | destruct (proj1 hx (ex_intro _ a (or_introl eq_refl))) as [? []]
    | destruct (proj2 hx (ex_intro _ a' (or_introl eq_refl))) as [? []] ].
Qed.

(** The members of a list outside [Z]. *)
Lemma outside_filter (l : list Cell) (c : Cell) :
  In c (filter (fun c => negb (onBoardb 11 c)) l) <-> ~ InBox 11 c /\ In c l.
Proof.
  rewrite filter_In; split.
  - intros [h e]; split; [|exact h]; intro hc; rewrite (onBoardb_complete hc) in e; discriminate.
  - intros [hc h]; split; [exact h|].
    destruct (onBoardb 11 c) eqn:e; [exact (False_ind _ (hc (onBoardb_sound e)))|reflexivity].
Qed.

(** With a far pair square, P2's threat cells outside [Z] are all equal, and there is one iff
the top-left corner of the square is a block. *)
Lemma outside_far_members (n : N) (r1 r2 : Cell) (q : Square) (A B0 : list Cell) :
  6 <= n -> OnBoard n r1 -> OnBoard n r2 -> AllInBox 6 A -> AllInBox 6 B0 ->
  FarSquare r1 r2 q ->
  (forall a b, In a (filter (fun c => negb (onBoardb 11 c)) (threats n (B0 ++ [r2; r1]) A)) ->
     In b (filter (fun c => negb (onBoardb 11 c)) (threats n (B0 ++ [r2; r1]) A)) -> a = b) /\
  ((exists a, In a (filter (fun c => negb (onBoardb 11 c)) (threats n (B0 ++ [r2; r1]) A))) <->
   In (mkCell (sx q) (sy q)) B0).
Proof.
  intros hn b1 b2 hA hB hf.
  assert (hm : forall c, In c (filter (fun c => negb (onBoardb 11 c)) (threats n (B0 ++ [r2; r1]) A))
                 <-> ~ InBox 11 c /\ In (mkCell (sx q) (sy q)) B0 /\ Partner q r1 r2 c).
  { intro c; rewrite outside_filter; split; intros [hc h]; (split; [exact hc|]);
      apply (outside_far n r1 r2 q A B0 c hn b1 b2 hA hB hf hc); exact h. }
  pose proof (farSquare_far r1 r2 q hf) as hout.
  destruct hf as [_ [_ [hqd [hr1 [hr2 [h12 [ht1 ht2]]]]]]].
  split.
  - intros a b ha hb; apply hm in ha, hb.
    exact (eq_sym (partner_unique q r1 r2 a b hr1 hr2 h12 ht1 ht2 (proj2 (proj2 ha))
                     (proj2 (proj2 hb)))).
  - split; [intros [a ha]; apply hm in ha; exact (proj1 (proj2 ha))|intro htl].
    destruct (partner_exists q r1 r2 ltac:(lia) hr1 hr2 h12 ht1 ht2) as [c hc].
    exists c; apply hm; split; [|exact (conj htl hc)].
    destruct hc as [hcq [_ [_ hct]]]; exact (hout c hcq hct).
Qed.

(** ** The view *)

(** Two pairs on boards [n, n' ≥ 11] that agree on [Z], and either have no pair square
reaching [R] or far pair squares with the same top-left corner, have the same view
(Lemma 6b). *)
Lemma farView_of_shape (n n' : N) (r1 r2 r1' r2' : Cell) :
  11 <= n -> 11 <= n' -> OnBoard n r1 -> OnBoard n r2 -> OnBoard n' r1' -> OnBoard n' r2' ->
  ZoneAgree r1 r2 r1' r2' ->
  ((NoReach r1 r2 /\ NoReach r1' r2') \/
   (exists q q', FarSquare r1 r2 q /\ FarSquare r1' r2' q' /\ sx q = sx q' /\ sy q = sy q')) ->
  FarView n r1 r2 n' r1' r2'.
Proof.
  intros hn hn' b1 b2 b1' b2' hz hs.
  unfold FarView; do 4 (split; [assumption|]); split; [exact hz|].
  intros A B0 hA hB.
  pose proof (own_onBoard n r1 r2 B0 ltac:(lia) hB b1 b2) as hon.
  pose proof (own_onBoard n' r1' r2' B0 ltac:(lia) hB b1' b2') as hon'.
  assert (hh : Hidden r1 r2 /\ Hidden r1' r2').
  { destruct hs as [[h h']|[q [q' [h [h' _]]]]];
      [exact (conj (hidden_of_noReach _ _ h) (hidden_of_noReach _ _ h'))
      |exact (conj (hidden_of_farSquare _ _ _ h) (hidden_of_farSquare _ _ _ h'))]. }
  assert (hZ : forall c, InBox 11 c ->
            (In c (threats n (B0 ++ [r2; r1]) A) <-> In c (threats n' (B0 ++ [r2'; r1']) A))).
  { intros c hc; split;
      [exact (zone_threat n n' r1 r2 r1' r2' A B0 c hn' hon hon' hB (proj1 hh) hz hc)
      |exact (zone_threat n' n r1' r2' r1 r2 A B0 c hn hon' hon hB (proj2 hh)
                (zoneAgree_sym _ _ _ _ hz) hc)]. }
  assert (hf : filter (onBoardb 11) (threats n (B0 ++ [r2; r1]) A) =
               filter (onBoardb 11) (threats n' (B0 ++ [r2'; r1']) A)).
  { apply sorted_ext; [apply filter_sorted, threats_sorted|apply filter_sorted, threats_sorted|].
    intro c; rewrite !filter_In; split; intros [h e]; (split; [|exact e]);
      apply (hZ c (onBoardb_sound e)); exact h. }
  split; [exact hf|].
  rewrite (length_filter_split (onBoardb 11) (threats n _ A)),
    (length_filter_split (onBoardb 11) (threats n' _ A)), hf; f_equal.
  destruct hs as [[h h']|[q [q' [hq [hq' [ex ey]]]]]].
  - (* no pair square reaches [R]: no threat cell outside [Z] on either board *)
    assert (e0 : forall c,
              ~ In c (filter (fun c => negb (onBoardb 11 c)) (threats n (B0 ++ [r2; r1]) A)))
      by (intros c hc; apply outside_filter in hc;
          exact (outside_noReach n r1 r2 A B0 c hon hB h (proj1 hc) (proj2 hc))).
    assert (e0' : forall c,
              ~ In c (filter (fun c => negb (onBoardb 11 c)) (threats n' (B0 ++ [r2'; r1']) A)))
      by (intros c hc; apply outside_filter in hc;
          exact (outside_noReach n' r1' r2' A B0 c hon' hB h' (proj1 hc) (proj2 hc))).
    apply short_length; [apply filter_sorted, threats_sorted|apply filter_sorted, threats_sorted
      |intros a b ha; exfalso; exact (e0 a ha)|intros a b ha; exfalso; exact (e0' a ha)|].
    split; intros [a ha]; exfalso; [exact (e0 a ha)|exact (e0' a ha)].
  - (* far pair squares with the same top-left corner: one threat cell iff it is a block *)
    destruct (outside_far_members n r1 r2 q A B0 ltac:(lia) b1 b2 hA hB hq) as [u e].
    destruct (outside_far_members n' r1' r2' q' A B0 ltac:(lia) b1' b2' hA hB hq') as [u' e'].
    apply short_length; [apply filter_sorted, threats_sorted|apply filter_sorted, threats_sorted
      |exact u|exact u'|].
    rewrite e, e', ex, ey; reflexivity.
Qed.

(** ** The representative (docs/EVERY-N.md Lemma 5) *)

(** Legality and P1's second move read only the replies' cells of [Z] (Lemma 3b: the
opening and every second move lie in [Z], [Classes.plus_rule_in_zone]). *)
Lemma legal_of_zoneAgree (n n' : N) (r1 r2 r1' r2' : Cell) :
  Legal n r1 r2 -> ZoneAgree r1 r2 r1' r2' -> OnBoard n' r1' -> OnBoard n' r2' -> r2' <> r1' ->
  Legal n' r1' r2' /\ secondMove plusRule r1 = secondMove plusRule r1'.
Proof.
  intros [b1 [b2 [l1 [l2 [_ l3]]]]] hz b1' b2' d'.
  destruct (ruleInZone_spec _ _ plus_rule_in_zone) as [ho _].
  assert (hr : rho 6 r1 = rho 6 r1').
  { unfold rho; destruct (onBoardb (2 * 6 - 1) r1) eqn:e.
    - rewrite <- (proj1 (proj1 (hz r1 (onBoardb_sound e))) eq_refl), e; reflexivity.
    - destruct (onBoardb (2 * 6 - 1) r1') eqn:e'; [|reflexivity].
      rewrite (proj2 (proj1 (hz r1' (onBoardb_sound e'))) eq_refl) in e'; congruence. }
  pose proof (secondMove_of_rho 6 plusRule r1 r1' plus_rule_in_zone hr) as hs.
  pose proof (secondMove_in_zone 11 plusRule r1 plus_rule_in_zone) as hsz.
  split; [|exact hs].
  refine (conj b1' (conj b2' (conj _ (conj _ (conj d' _))))).
  - intro e; apply l1; symmetry; apply (hz _ (onBoardb_sound ho)); symmetry; exact e.
  - intro e; apply l2; symmetry; apply (hz _ (onBoardb_sound ho)); symmetry; exact e.
  - rewrite <- hs; intro e; apply l3; symmetry; apply (hz _ (onBoardb_sound hsz)); symmetry;
      exact e.
Qed.

(** With one reply in [Z] and a reply outside [[0, 16)²], no pair square reaches [R]
(Lemma 1c, [one_far_pair]). *)
Lemma noReach_of_one_in_zone (r1 r2 : Cell) :
  InBox 11 r1 \/ InBox 11 r2 -> ~ (InBox 16 r1 /\ InBox 16 r2) -> NoReach r1 r2.
Proof.
  intros hz hfar q b hd h1 h2 hb hb1 hb2 hbw; apply hfar.
  destruct hz as [hz|hz];
    [pose proof (one_far_pair 6 q r1 b h1 hz hb hb1 hbw) as hall
    |pose proof (one_far_pair 6 q r2 b h2 hz hb hb2 hbw) as hall];
    exact (conj (hall r1 h1) (hall r2 h2)).
Qed.

(** No pair square of [((16, 16), (15, 16))] reaches [R]. *)
Lemma noReach_far_cells : NoReach (mkCell 16 16) (mkCell 15 16).
Proof.
  intros [X Y D] b hd h1 h2 hb _ _ hbw; cbn [sd] in hd; apply mem_corners in h1, h2, hb;
    destruct hb as [ -> | [ -> | [ -> | -> ] ] ];
    destruct h1 as [e1|[e1|[e1|e1]]]; injection e1 as ex1 ey1;
    destruct h2 as [e2|[e2|[e2|e2]]]; injection e2 as ex2 ey2;
    unfold InBox in hbw; cbn [x y] in hbw; lia.
Qed.

(** A representative in [[0, 17)²] with distinct replies, agreeing on [Z] and with the same
shape, is legal on 17×17, has the same second move and the same view. *)
Lemma view_intro (n : N) (r1 r2 r1' r2' : Cell) :
  18 <= n -> Legal n r1 r2 -> InBox 17 r1' -> InBox 17 r2' -> r2' <> r1' ->
  ZoneAgree r1 r2 r1' r2' ->
  ((NoReach r1 r2 /\ NoReach r1' r2') \/
   (exists q q', FarSquare r1 r2 q /\ FarSquare r1' r2' q' /\ sx q = sx q' /\ sy q = sy q')) ->
  Legal 17 r1' r2' /\ InBox 17 r1' /\ InBox 17 r2' /\
    secondMove plusRule r1 = secondMove plusRule r1' /\ FarView n r1 r2 17 r1' r2'.
Proof.
  intros hn hl i1 i2 d' hz hs.
  destruct (legal_of_zoneAgree n 17 r1 r2 r1' r2' hl hz i1 i2 d') as [hl' he].
  split; [exact hl'|]; split; [exact i1|]; split; [exact i2|]; split; [exact he|].
  destruct hl as [b1 [b2 _]].
  exact (farView_of_shape n 17 r1 r2 r1' r2' ltac:(lia) ltac:(lia) b1 b2 i1 i2 hz hs).
Qed.

(** Whether a cell lies in [Z] is decided ([onBoardb]). *)
Lemma zone_dec (c : Cell) : InBox 11 c \/ ~ InBox 11 c.
Proof.
  destruct (onBoardb 11 c) eqn:e; [left; exact (onBoardb_sound e)|right].
  intro h; rewrite (onBoardb_complete h) in e; discriminate.
Qed.

(** Every far pair on a board [n ≥ 18] has a legal representative on 17×17 with the same
second move and the same view (docs/EVERY-N.md Lemma 5, in the form §10 uses). *)
Theorem far_pair_view : forall n r1 r2, 18 <= n -> Legal n r1 r2 ->
  ~ (InBox 17 r1 /\ InBox 17 r2) ->
  exists r1' r2', Legal 17 r1' r2' /\ InBox 17 r1' /\ InBox 17 r2' /\
    secondMove plusRule r1 = secondMove plusRule r1' /\ FarView n r1 r2 17 r1' r2'.
Proof.
  intros n r1 r2 hn hl hfar.
  assert (hfar16 : ~ (InBox 16 r1 /\ InBox 16 r2))
    by (intros [[h1 h2] [h3 h4]]; apply hfar; unfold InBox; lia).
  pose proof hl as [b1 [b2 [_ [_ [h21 _]]]]].
  assert (f1 : ~ InBox 11 (mkCell 16 16)) by (unfold InBox; cbn [x y]; lia).
  assert (f2 : ~ InBox 11 (mkCell 15 16)) by (unfold InBox; cbn [x y]; lia).
  destruct (zone_dec r1) as [z1|z1]; destruct (zone_dec r2) as [z2|z2].
  - (* both replies in [Z]: not a far pair *)
    exfalso; apply hfar; destruct z1, z2; unfold InBox; lia.
  - (* [r1] in [Z]: keep it; [r2] goes to [(15, 16)] *)
    exists r1, (mkCell 15 16); apply view_intro; try assumption.
    + destruct z1; unfold InBox; lia.
    + unfold InBox; cbn [x y]; lia.
    + intro e; rewrite <- e in z1; exact (f2 z1).
    + intros c hc; split; [tauto|]; split; intro e; subst c; contradiction.
    + left; split; apply noReach_of_one_in_zone; try (left; exact z1); try exact hfar16.
      intros [_ h]; apply f2; destruct h; unfold InBox; cbn [x y] in *; lia.
  - (* [r2] in [Z]: keep it; [r1] goes to [(16, 16)] *)
    exists (mkCell 16 16), r2; apply view_intro; try assumption.
    + unfold InBox; cbn [x y]; lia.
    + destruct z2; unfold InBox; lia.
    + intro e; rewrite e in z2; exact (f1 z2).
    + intros c hc; split; [|tauto]; split; intro e; subst c; contradiction.
    + left; split; apply noReach_of_one_in_zone; try (right; exact z2); try exact hfar16.
      intros [h _]; apply f1; destruct h; unfold InBox; cbn [x y] in *; lia.
  - destruct (reach_dec r1 r2 (not_eq_sym h21))
      as [hr|[q [b [hd [h1 [h2 [hb [hb1 [hb2 hbw]]]]]]]]].
    + (* both outside [Z], no pair square reaching [R]: [((16, 16), (15, 16))] *)
      exists (mkCell 16 16), (mkCell 15 16); apply view_intro; try assumption.
      * unfold InBox; cbn [x y]; lia.
      * unfold InBox; cbn [x y]; lia.
      * intro e; injection e; lia.
      * intros c hc; split; split; intro e; subst c; contradiction.
      * left; exact (conj hr noReach_far_cells).
    + (* a far pair square [(X, Y, D)], [D >= 12]: two corners of [(X, Y, 11)] *)
      destruct (far_pair_topLeft 6 q r1 r2 b hd h1 h2 (not_eq_sym h21) z1 z2 hb hb1 hb2 hbw)
        as [eb _]; subst b.
      destruct q as [X Y D]; cbn [sx sy sd] in *; unfold InBox in hbw; cbn [x y] in hbw.
      assert (hD : 12 <= D).
      { apply mem_corners in h1, h2;
          destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [ -> | [ -> | [ -> | -> ] ] ];
          unfold InBox in hfar; cbn [x y] in hfar; lia. }
      exists (mkCell (X + 11) Y), (mkCell X (Y + 11)); apply view_intro; try assumption.
      * unfold InBox; cbn [x y]; lia.
      * unfold InBox; cbn [x y]; lia.
      * intro e; injection e; lia.
      * intros c hc; split; split; intro e; subst c; try contradiction;
          unfold InBox in hc; cbn [x y] in hc; lia.
      * right; exists (mkSquare X Y D), (mkSquare X Y 11); cbn [sx sy].
        split; [|split; [|split; reflexivity]].
        -- unfold FarSquare; cbn [sx sy sd]; split; [lia|]; split; [lia|]; split; [lia|].
           split; [exact h1|]; split; [exact h2|]; split; [exact (not_eq_sym h21)|].
           split; intro e; subst; contradiction.
        -- unfold FarSquare; cbn [sx sy sd]; split; [lia|]; split; [lia|]; split; [lia|].
           split; [simpl; tauto|]; split; [simpl; tauto|].
           split; [intro e; injection e; lia|]; split; intro e; injection e; lia.
Qed.

(** ** The far-pair case (docs/EVERY-N.md §10) *)

(** A passing [closedCheck] gives a good closed blocking game for each legal pair on its
board, taken apart as [Closed.closedCheck_blockingCheck] does (for any rule, so that no
computation on the rule is started). *)
Lemma closedGood_of_check (rule : Rule) (n w : N) (fuel : nat) (r1 r2 : Cell) :
  closedCheck rule n w fuel = true -> OnBoard n r1 -> OnBoard n r2 ->
  r1 <> opening rule -> r2 <> opening rule -> r2 <> r1 -> r2 <> secondMove rule r1 ->
  closedGood rule n w fuel [opening rule; r1; secondMove rule r1; r2]
    [secondMove rule r1; opening rule] [r2; r1] = true.
Proof.
  intros e b1 b2 h1o h2o h21 h2s; unfold closedCheck in e; cbv zeta in e.
  destruct (onBoardb n (opening rule)); [|discriminate].
  pose proof (allCells_sound e r1 b1) as e1; cbv beta in e1.
  rewrite (cellEqb_false h1o) in e1.
  destruct (onBoardb n (secondMove rule r1)); [|discriminate].
  destruct (cellEqb (secondMove rule r1) (opening rule)); [discriminate|].
  destruct (cellEqb (secondMove rule r1) r1); [discriminate|].
  pose proof (allCells_sound e1 r2 b2) as e2; cbv beta in e2.
  rewrite (cellEqb_false h2o), (cellEqb_false h21), (cellEqb_false h2s) in e2.
  exact e2.
Qed.

(** The far-pair case of the every-board proof: on every board [n ≥ 18], the blocking game of
every legal pair with a reply outside [[0, 17)²] is good ([far_pair_view], then
[closedGood_of_check] with [plus_closed_check_17] for the
representative, then [Lockstep.far_lockstep]). *)
Theorem plus_far_pairs_good : PlusFarPairsGood.
Proof.
  intros n hn r1 r2 b1 b2 h1o h2o h21 h2s hfar.
  destruct (far_pair_view n r1 r2 hn (conj b1 (conj b2 (conj h1o (conj h2o (conj h21 h2s)))))
              hfar) as [r1' [r2' [hl' [_ [_ [hs hv]]]]]].
  destruct hl' as [b1' [b2' [h1o' [h2o' [h21' h2s']]]]].
  exact (far_lockstep n r1 r2 r1' r2' ltac:(lia) hv hs
           (closedGood_of_check plusRule 17 6 7 r1' r2' plus_closed_check_17 b1' b2' h1o' h2o'
              h21' h2s')).
Qed.

(** The plus rule wins on every board [n ≥ 18] ([Locality.plus_wins_beyond_17_of_far] with the
far-pair case discharged). *)
Theorem plus_wins_beyond_17 : forall n, 18 <= n -> WinsWith plusMove n [].
Proof. exact (plus_wins_beyond_17_of_far plus_far_pairs_good). Qed.
