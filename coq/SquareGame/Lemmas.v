(** * From checked strategies to game values (hand-written proofs)

- [p1CanWin_of_winsWith]: [WinsWith σ n []] implies [P1CanWin n [] []].
- [p1CanDraw_of_drawsWithP1], [p2CanDraw_of_drawsWithP2]: the same for the draw checks.
- [not_p2CanDraw_of_p1CanWin]: both cannot hold at once.
- [outcome_of_win], [outcome_of_draw]: the outcome statements for one board size.
- [completes_iff]: the row-edge reading of [completes] is the plain definition.

The Coq twin of [lean/SquareGame/Lemmas.lean], lemma for lemma. Each proof is an induction on
the fuel of the check (or on the win derivation). The Boolean steps are [if] cases
([ifTrue], [ifFalse], …), proved below by cases on the tested Boolean. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic.
Import ListNotations.
Local Open Scope N_scope.

(** The Boolean facts: an [if] that answered [true]. *)
Lemma ifAnd {a b : bool} : (if a then b else false) = true -> a = true /\ b = true.
Proof. destruct a; auto; discriminate. Qed.

Lemma ifOr {a b : bool} : (if a then true else b) = true -> a = true \/ b = true.
Proof. destruct a; auto. Qed.

Lemma ifImp {a b : bool} : (if a then b else true) = true -> a = true -> b = true.
Proof. destruct a; auto; discriminate. Qed.

Lemma ifNot {a b : bool} : (if a then false else b) = true -> a <> true /\ b = true.
Proof. destruct a; auto; discriminate. Qed.

Lemma negbNot {a : bool} : negb a = true -> a <> true.
Proof. destruct a; simpl; congruence. Qed.

Lemma allL_sound {A : Type} (p : A -> bool) (l : list A) :
  allL p l = true -> forall a, In a l -> p a = true.
Proof.
  induction l as [|b l IH]; simpl; [tauto|].
  intros h a [<-|ha]; destruct (p b) eqn:e; try discriminate; auto.
Qed.

Lemma anyL_sound {A : Type} (p : A -> bool) (l : list A) :
  anyL p l = true -> exists a, In a l /\ p a = true.
Proof.
  induction l as [|b l IH]; simpl; [discriminate|].
  destruct (p b) eqn:e; intro h; [exists b; auto|].
  destruct (IH h) as [a [ha hp]]; exists a; auto.
Qed.

Lemma anyL_complete {A : Type} (p : A -> bool) (l : list A) (a : A) :
  In a l -> p a = true -> anyL p l = true.
Proof.
  induction l as [|b l IH]; simpl; [tauto|].
  intros [<-|ha] hp; [rewrite hp; reflexivity|]; destruct (p b); auto.
Qed.

Lemma upTo_spec (k i : N) : In i (upTo k) <-> i < k.
Proof.
  unfold upTo; enough (forall k' j, In i (upFrom j k') <-> j <= i < j + N.of_nat k')
    by (rewrite H, N2Nat.id; lia).
  induction k' as [|k' IH]; intro j; simpl; [lia|].
  rewrite IH; split; [intros [<-|h]; lia|].
  intro h; destruct (N.eq_dec j i); [left; assumption|right; lia].
Qed.

Lemma allCells_sound {n : N} {p : Cell -> bool} :
  allCells n p = true -> forall c, OnBoard n c -> p c = true.
Proof.
  intros h [cx cy] [hx hy]; simpl in *.
  exact (allL_sound _ _ (allL_sound _ _ h cy (proj2 (upTo_spec _ _) hy)) cx
           (proj2 (upTo_spec _ _) hx)).
Qed.

Lemma anyCell_sound {n : N} {p : Cell -> bool} :
  anyCell n p = true -> exists c, OnBoard n c /\ p c = true.
Proof.
  intro h; destruct (anyL_sound _ _ h) as [cy [hy h1]].
  destruct (anyL_sound _ _ h1) as [cx [hx h2]].
  exists (mkCell cx cy); split; [split; simpl; apply upTo_spec; assumption | exact h2].
Qed.

Lemma onBoardb_sound {n : N} {c : Cell} : onBoardb n c = true -> OnBoard n c.
Proof.
  unfold onBoardb, OnBoard; intro h; destruct (ifAnd h) as [h1 h2].
  split; apply N.ltb_lt; assumption.
Qed.

Lemma isFull_sound {n : N} {A B : list Cell} : isFull n A B = true -> IsFull n A B.
Proof. intros h c hc; exact (negbNot (allCells_sound h c hc)). Qed.

Lemma replies_sound {n : N} {A B : list Cell} {next : Cell -> bool} :
  replies n A B next = true ->
  forall r, OnBoard n r -> Free A B r -> ~ Completes n B r /\ next r = true.
Proof.
  intros h r hr hf; destruct (ifNot (ifImp (allCells_sound h r hr) hf)) as [h1 h2].
  exact (conj h1 h2).
Qed.

(** ** Winning *)

Lemma winsStep_sound {n : N} {A B : list Cell} {m : Cell} {next : Cell -> bool} :
  winsStep n A B m next = true ->
  (forall r, next r = true -> P1CanWin n (m :: A) (r :: B)) -> P1CanWin n A B.
Proof.
  intros h hnext; destruct (ifAnd h) as [hm h1]; destruct (ifAnd h1) as [hf h2].
  destruct (ifOr h2) as [hc|h3].
  - exact (P1CanWin_now n A B m (onBoardb_sound hm) hf hc).
  - destruct (ifAnd h3) as [hany hrep].
    apply (P1CanWin_later n A B m (onBoardb_sound hm) hf (anyCell_sound hany)).
    + intros r hr hrf; exact (proj1 (replies_sound hrep r hr hrf)).
    + intros r hr hrf; exact (hnext r (proj2 (replies_sound hrep r hr hrf))).
Qed.

Lemma winsAux_sound (σ : Strategy) (n : N) :
  forall fuel h A B, winsAux σ n fuel h A B = true -> P1CanWin n A B.
Proof.
  induction fuel as [|k IH]; intros h A B hw; [discriminate|].
  simpl in hw; exact (winsStep_sound hw (fun r hr => IH _ _ _ hr)).
Qed.

Theorem p1CanWin_of_winsWith {σ : Strategy} {n : N} :
  WinsWith σ n [] -> P1CanWin n [] [].
Proof. exact (winsAux_sound σ n _ [] [] []). Qed.

(** ** Drawing *)

Lemma drawsP1Step_sound {n : N} {A B : list Cell} {m : Cell} {next : Cell -> bool} :
  drawsP1Step n A B m next = true ->
  (forall r, next r = true -> P1CanDraw n (m :: A) (r :: B)) -> P1CanDraw n A B.
Proof.
  intros h hnext; destruct (ifOr h) as [hfull|h1].
  - exact (P1CanDraw_full n A B (isFull_sound hfull)).
  - destruct (ifAnd h1) as [hm h2]; destruct (ifAnd h2) as [hf h3].
    destruct (ifOr h3) as [hc|hrep].
    + exact (P1CanDraw_now n A B m (onBoardb_sound hm) hf hc).
    + apply (P1CanDraw_later n A B m (onBoardb_sound hm) hf).
      * intros r hr hrf; exact (proj1 (replies_sound hrep r hr hrf)).
      * intros r hr hrf; exact (hnext r (proj2 (replies_sound hrep r hr hrf))).
Qed.

Lemma drawsP1Aux_sound (τ : Strategy) (n : N) :
  forall fuel h A B, drawsP1Aux τ n fuel h A B = true -> P1CanDraw n A B.
Proof.
  induction fuel as [|k IH]; intros h A B hd; [discriminate|].
  simpl in hd; exact (drawsP1Step_sound hd (fun r hr => IH _ _ _ hr)).
Qed.

Theorem p1CanDraw_of_drawsWithP1 {τ : Strategy} {n : N} :
  DrawsWithP1 τ n [] -> P1CanDraw n [] [].
Proof. exact (drawsP1Aux_sound τ n _ [] [] []). Qed.

Lemma drawsP2Step_sound {n : N} {A B : list Cell} {reply : Cell -> Cell}
    {next : Cell -> bool} :
  drawsP2Step n A B reply next = true ->
  (forall m, next m = true -> P2CanDraw n (m :: A) (reply m :: B)) -> P2CanDraw n A B.
Proof.
  intros h hnext; pose proof (allCells_sound h) as hall.
  apply (P2CanDraw_step n A B reply).
  - intros m hm hf; exact (proj1 (ifNot (ifImp (hall m hm) hf))).
  - intros m hm hf hnf; destruct (ifOr (proj2 (ifNot (ifImp (hall m hm) hf)))) as [hfull|h1].
    + exact (False_ind _ (hnf (isFull_sound hfull))).
    + destruct (ifAnd h1) as [hr h2]; exact (conj (onBoardb_sound hr) (proj1 (ifAnd h2))).
  - intros m hm hf hnf hnc; destruct (ifOr (proj2 (ifNot (ifImp (hall m hm) hf)))) as [hfull|h1].
    + exact (False_ind _ (hnf (isFull_sound hfull))).
    + destruct (ifAnd h1) as [_ h2]; destruct (ifOr (proj2 (ifAnd h2))) as [hc|hn].
      * exact (False_ind _ (hnc hc)).
      * exact (hnext m hn).
Qed.

Lemma drawsP2Aux_sound (τ : Strategy) (n : N) :
  forall fuel h A B, drawsP2Aux τ n fuel h A B = true -> P2CanDraw n A B.
Proof.
  induction fuel as [|k IH]; intros h A B hd; [discriminate|].
  simpl in hd; exact (drawsP2Step_sound hd (fun m hm => IH _ _ _ hm)).
Qed.

Theorem p2CanDraw_of_drawsWithP2 {τ : Strategy} {n : N} :
  DrawsWithP2 τ n [] -> P2CanDraw n [] [].
Proof. exact (drawsP2Aux_sound τ n _ [] [] []). Qed.

(** ** A forced win and a safe defence exclude each other *)

Theorem not_p2CanDraw_of_p1CanWin {n : N} {A B : list Cell} :
  P1CanWin n A B -> ~ P2CanDraw n A B.
Proof.
  intro hw; induction hw as [A B m hm hf hc|A B m hm hf hex hsafe _ IH].
  - intro hd; destruct hd as [A B reply hsafe2 _ _]; exact (hsafe2 m hm hf hc).
  - intro hd; destruct hd as [A B reply _ hreply hnext].
    destruct hex as [r [hr hrf]].
    assert (hnf : ~ IsFull n (m :: A) B) by (intro hfull; exact (hfull r hr hrf)).
    destruct (hreply m hm hf hnf) as [hr2 hrf2].
    exact (IH (reply m) hr2 hrf2 (hnext m hm hf hnf (hsafe (reply m) hr2 hrf2))).
Qed.

(** ** The outcome for one board size *)

Theorem outcome_of_win {n : N} : 5 <= n -> P1CanWin n [] [] ->
  (P1CanWin n [] [] <-> 5 <= n) /\ ((P1CanDraw n [] [] /\ P2CanDraw n [] []) <-> n <= 4).
Proof.
  intros h5 hw; split; split; intro h; auto.
  - exact (False_ind _ (not_p2CanDraw_of_p1CanWin hw (proj2 h))).
  - lia.
Qed.

Theorem outcome_of_draw {n : N} : n <= 4 -> P1CanDraw n [] [] -> P2CanDraw n [] [] ->
  (P1CanWin n [] [] <-> 5 <= n) /\ ((P1CanDraw n [] [] /\ P2CanDraw n [] []) <-> n <= 4).
Proof.
  intros h4 hd1 hd2; split; split; intro h; auto.
  - exact (False_ind _ (not_p2CanDraw_of_p1CanWin h hd2)).
  - lia.
Qed.

(** ** [completes] is the plain definition

[completes] looks for a second corner of the square in the moved cell's row. The plain
definition: some square on the board has [c] as a corner and its other three corners in [S].
They agree whenever the stones of [S] are on the board. *)

Lemma cellEqb_spec (a b : Cell) : cellEqb a b = true <-> a = b.
Proof.
  destruct a as [ax ay], b as [bx by']; unfold cellEqb; simpl; split.
  - intro h; destruct (ifAnd h) as [h1 h2]; apply N.eqb_eq in h1, h2; subst; reflexivity.
  - intro e; injection e as -> ->; rewrite !N.eqb_refl; reflexivity.
Qed.

Lemma contains_spec (S : list Cell) (c : Cell) : contains S c = true <-> In c S.
Proof.
  unfold contains; split.
  - intro h; destruct (anyL_sound _ _ h) as [a [ha e]]; apply cellEqb_spec in e; subst; exact ha.
  - intro h; exact (anyL_complete _ _ c h (proj2 (cellEqb_spec c c) eq_refl)).
Qed.

(** The distance [|a - b|] of two columns, as [completes] computes it. *)
Definition dist (a b : N) : N := if a <? b then b - a else a - b.

Lemma completes_spec (n : N) (S : list Cell) (c : Cell) :
  completes n S c = true <->
  exists s, In s S /\ y s = y c /\ dist (x s) (x c) <> 0 /\
    ((y c + dist (x s) (x c) < n /\ In (mkCell (x c) (y c + dist (x s) (x c))) S /\
        In (mkCell (x s) (y c + dist (x s) (x c))) S) \/
     (dist (x s) (x c) <= y c /\ In (mkCell (x c) (y c - dist (x s) (x c))) S /\
        In (mkCell (x s) (y c - dist (x s) (x c))) S)).
Proof.
  unfold completes; split.
  - intro h; destruct (anyL_sound _ _ h) as [s [hs hb]]; exists s; split; [exact hs|].
    cbv beta zeta in hb; unfold dist; revert hb.
    generalize (if x s <? x c then x c - x s else x s - x c) as d; intros d hb.
    destruct (N.eqb_spec (y s) (y c)) as [hy|]; [|discriminate].
    destruct (N.eqb_spec d 0) as [|hd]; [discriminate|].
    split; [exact hy|]; split; [exact hd|].
    destruct (ifOr hb) as [ha|hl].
    + left; destruct (ifAnd ha) as [h1 h2]; destruct (ifAnd h2) as [h3 h4].
      apply N.ltb_lt in h1; apply contains_spec in h3, h4; auto.
    + right; destruct (ifAnd hl) as [h1 h2]; destruct (ifAnd h2) as [h3 h4].
      apply N.leb_le in h1; apply contains_spec in h3, h4; auto.
  - intros [s [hs [hy [hd hab]]]]; apply (anyL_complete _ _ s hs); cbv beta zeta.
    unfold dist in *; revert hd hab.
    generalize (if x s <? x c then x c - x s else x s - x c) as d; intros d hd hab.
    rewrite (proj2 (N.eqb_eq _ _) hy).
    destruct (N.eqb_spec d 0) as [e|_]; [contradiction|].
    destruct hab as [[h1 [h2 h3]]|[h1 [h2 h3]]].
    + rewrite (proj2 (N.ltb_lt _ _) h1), (proj2 (contains_spec _ _) h2),
        (proj2 (contains_spec _ _) h3); reflexivity.
    + destruct (if y c + d <? n then _ else false); [reflexivity|].
      rewrite (proj2 (N.leb_le _ _) h1), (proj2 (contains_spec _ _) h2),
        (proj2 (contains_spec _ _) h3); reflexivity.
Qed.

(** [dist] by cases, for [lia] (which treats [dist a b] as an atom). *)
Lemma dist_spec (a b : N) : (a < b /\ dist a b = b - a) \/ (~ a < b /\ dist a b = a - b).
Proof. unfold dist; destruct (N.ltb_spec a b); [left|right]; split; auto; lia. Qed.

(** Two cells with equal coordinates are equal. *)
Lemma cell_eq {a b a' b' : N} : a = a' -> b = b' -> mkCell a b = mkCell a' b'.
Proof. intros -> ->; reflexivity. Qed.

(** Moves a membership along equal coordinates. *)
Lemma mem_of_coords {S : list Cell} {a b a' b' : N} :
  a = a' -> b = b' -> In (mkCell a' b') S -> In (mkCell a b) S.
Proof. intros -> ->; exact id. Qed.

(** [SquareOnBoard] of a literal square, with plain variables. *)
Lemma squareOnBoard_mk {n x y d : N} :
  SquareOnBoard n (mkSquare x y d) <-> 1 <= d /\ x + d < n /\ y + d < n.
Proof. reflexivity. Qed.

(** The corners of a literal square, one by one. *)
Lemma mem_corners {k : Cell} {x y d : N} :
  In k (corners (mkSquare x y d)) <->
    k = mkCell x y \/ k = mkCell (x + d) y \/ k = mkCell x (y + d) \/ k = mkCell (x + d) (y + d).
Proof. simpl; intuition congruence. Qed.

(** A cell in column [x] or [x + d] and row [y] or [y + d] is a corner. *)
Lemma corner_of {a b x y d : N} :
  (a = x \/ a = x + d) /\ (b = y \/ b = y + d) -> In (mkCell a b) (corners (mkSquare x y d)).
Proof.
  intros [[ha|ha] [hb|hb]]; apply mem_corners;
    [left | right; right; left | right; left | right; right; right]; exact (cell_eq ha hb).
Qed.

(** A corner other than [(cx, cy)] lies in [S], given the hypothesis [hk] of [completes_iff]. *)
Lemma corner_mem {S : list Cell} {x y d a b cx cy : N} :
  (forall k, In k (corners (mkSquare x y d)) -> k <> mkCell cx cy -> In k S) ->
  (a = x \/ a = x + d) /\ (b = y \/ b = y + d) -> ~ (a = cx /\ b = cy) -> In (mkCell a b) S.
Proof.
  intros hk hc hne; apply (hk _ (corner_of hc)); intro e; injection e; tauto.
Qed.

(** [completes_spec] forwards, for a literal cell, with plain variables. *)
Lemma row_of_completes {n : N} {S : list Cell} {cx cy : N} :
  completes n S (mkCell cx cy) = true ->
  exists sx, In (mkCell sx cy) S /\ dist sx cx <> 0 /\
    ((cy + dist sx cx < n /\ In (mkCell cx (cy + dist sx cx)) S /\
        In (mkCell sx (cy + dist sx cx)) S) \/
     (dist sx cx <= cy /\ In (mkCell cx (cy - dist sx cx)) S /\
        In (mkCell sx (cy - dist sx cx)) S)).
Proof.
  intro h; destruct (proj1 (completes_spec n S (mkCell cx cy)) h)
    as [[sx sy] [hs [hy [hd hab]]]]; simpl in *; subst sy.
  exists sx; auto.
Qed.

(** [completes_spec] backwards, for a literal cell, with plain variables. *)
Lemma completes_of_row {n : N} {S : list Cell} {cx cy sx : N} :
  In (mkCell sx cy) S -> dist sx cx <> 0 ->
  ((cy + dist sx cx < n /\ In (mkCell cx (cy + dist sx cx)) S /\
      In (mkCell sx (cy + dist sx cx)) S) \/
   (dist sx cx <= cy /\ In (mkCell cx (cy - dist sx cx)) S /\
      In (mkCell sx (cy - dist sx cx)) S)) ->
  completes n S (mkCell cx cy) = true.
Proof.
  intros hs hd hab; apply (proj2 (completes_spec n S (mkCell cx cy))).
  exists (mkCell sx cy); simpl; auto.
Qed.

(** Closes a corner [k] of the square found by [completes_iff] (forwards): either [k] is [c]
itself, or it is one of the three stones [hs], [h2], [h3] found in [S]. *)
Local Ltac corner hne hs h2 h3 :=
  first
  [ exfalso; apply hne; apply cell_eq; lia
  | refine (mem_of_coords _ _ hs); lia
  | refine (mem_of_coords _ _ h2); lia
  | refine (mem_of_coords _ _ h3); lia ].

Theorem completes_iff (n : N) (S : list Cell) (c : Cell) :
  (forall s, In s S -> OnBoard n s) ->
  (completes n S c = true <->
   exists q, SquareOnBoard n q /\ In c (corners q) /\
     (forall k, In k (corners q) -> k <> c -> In k S)).
Proof.
  intro hS; destruct c as [cx cy]; split.
  - intro h; destruct (row_of_completes h) as [px [hs [hd hab]]].
    pose proof (dist_spec px cx) as hD.
    destruct (hS _ hs) as [hp1 hp2]; simpl in hp1, hp2.
    destruct hab as [[h1 [h2 h3]]|[h1 [h2 h3]]].
    + (* the square above the edge from (px, cy) to (cx, cy) *)
      destruct (hS _ h2) as [hc1 hc2]; simpl in hc1, hc2.
      exists (mkSquare (N.min px cx) cy (dist px cx)).
      split; [apply squareOnBoard_mk; lia|]; split; [apply corner_of; lia|].
      intros k hk hne; destruct (N.lt_ge_cases px cx) as [hlt|hlt];
        destruct (proj1 mem_corners hk) as [ -> | [ -> | [ -> | -> ] ] ]; corner hne hs h2 h3.
    + (* the square below it *)
      destruct (hS _ h2) as [hc1 hc2]; simpl in hc1, hc2.
      exists (mkSquare (N.min px cx) (cy - dist px cx) (dist px cx)).
      split; [apply squareOnBoard_mk; lia|]; split; [apply corner_of; lia|].
      intros k hk hne; destruct (N.lt_ge_cases px cx) as [hlt|hlt];
        destruct (proj1 mem_corners hk) as [ -> | [ -> | [ -> | -> ] ] ]; corner hne hs h2 h3.
  - intros [[qx qy qd] [hq [hc hk]]].
    destruct (proj1 squareOnBoard_mk hq) as [hq1 [_ hq3]].
    destruct (proj1 mem_corners hc) as [h|[h|[h|h]]]; injection h as hx hy.
    + (* c = (qx, qy): row partner (qx + qd, qy), square above *)
      pose proof (dist_spec (qx + qd) cx) as hD.
      refine (completes_of_row (sx := qx + qd) (corner_mem hk _ _) _ _); try lia.
      left; split; [lia|]; split; apply (corner_mem hk); lia.
    + (* c = (qx + qd, qy): row partner (qx, qy), square above *)
      pose proof (dist_spec qx cx) as hD.
      refine (completes_of_row (sx := qx) (corner_mem hk _ _) _ _); try lia.
      left; split; [lia|]; split; apply (corner_mem hk); lia.
    + (* c = (qx, qy + qd): row partner (qx + qd, qy + qd), square below *)
      pose proof (dist_spec (qx + qd) cx) as hD.
      refine (completes_of_row (sx := qx + qd) (corner_mem hk _ _) _ _); try lia.
      right; split; [lia|]; split; apply (corner_mem hk); lia.
    + (* c = (qx + qd, qy + qd): row partner (qx, qy + qd), square below *)
      pose proof (dist_spec qx cx) as hD.
      refine (completes_of_row (sx := qx) (corner_mem hk _ _) _ _); try lia.
      right; split; [lia|]; split; apply (corner_mem hk); lia.
Qed.
