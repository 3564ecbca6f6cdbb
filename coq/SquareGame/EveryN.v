(** * Every board: the reduction to the blocking game (docs/EVERY-N.md, Lemma 2)

The foundation of the all-n proof of docs/EVERY-N.md, proved by hand and checked by Coq's
kernel:

- [threats_spec]: the threat cells [threats n own opp] of [PlusRule.v] are exactly the free
  cells of the board that complete a square of [own]; [threats_sorted] and [threats_ext]:
  the list is strictly sorted row-major, so two threat lists with the same members are equal.
- [stones_app_pair]: the history bookkeeping of [WinsWith].
- [blockingGood]: the blocking game [BG] of EVERY-N §1 as a Boolean check (P1 plays
  [plusMoveWith rule]; P2 blocks the first P1 threat cell); [winsWith_of_blocking] (Lemma 2):
  if the blocking game is good for every legal pair [(r1, r2)], then
  [WinsWith (plusMoveWith rule) n []].
- [winsWith_of_blockingCheck], [plus_wins_with_6_by_blocking] and
  [plus_wins_with_17_by_blocking]: Lemma 2 applied to the real rule on the 6×6 and 17×17
  boards, with every legal pair checked by kernel computation.
- [box_three], [box_two], [box_one_zone], [box_topLeft] (Lemma 1, box geometry),
  [pair_square_on_board] (Lemma 3a) and [far_pair_topLeft], [far_pair_unique],
  [one_far_pair] (Lemma 4, far pairs), by cases on the corners and [lia].

The Coq twin of [lean/SquareGame/EveryN.lean], lemma for lemma. Hand-written. *)

From Coq Require Import NArith List Lia Sorted.
From SquareGame Require Import Basic Lemmas PlusRule.
Import ListNotations.
Local Open Scope N_scope.

(** ** Facts about the checks, read backwards *)

Lemma allL_complete {A : Type} (p : A -> bool) (l : list A) :
  (forall a, In a l -> p a = true) -> allL p l = true.
Proof.
  induction l as [|b l IH]; simpl; [reflexivity|].
  intro h; rewrite (h b (or_introl eq_refl)); apply IH; intros a ha; exact (h a (or_intror ha)).
Qed.

Lemma allCells_complete {n : N} {p : Cell -> bool} :
  (forall c, OnBoard n c -> p c = true) -> allCells n p = true.
Proof.
  intro h; unfold allCells; cbv zeta; apply allL_complete; intros cy hy; cbv beta.
  apply allL_complete; intros cx hx.
  apply h; split; simpl; apply upTo_spec; assumption.
Qed.

Lemma anyCell_complete {n : N} {p : Cell -> bool} {c : Cell} :
  OnBoard n c -> p c = true -> anyCell n p = true.
Proof.
  destruct c as [cx cy]; intros [hx hy] hp; simpl in hx, hy; unfold anyCell; cbv zeta.
  apply (anyL_complete _ _ cy); [apply upTo_spec; exact hy|]; cbv beta.
  apply (anyL_complete _ _ cx); [apply upTo_spec; exact hx|exact hp].
Qed.

Lemma onBoardb_complete {n : N} {c : Cell} : OnBoard n c -> onBoardb n c = true.
Proof.
  intros [hx hy]; unfold onBoardb; rewrite (proj2 (N.ltb_lt _ _) hx); apply N.ltb_lt; exact hy.
Qed.

Lemma free_spec (A B : list Cell) (c : Cell) : Free A B c <-> ~ In c A /\ ~ In c B.
Proof.
  unfold Free, free; rewrite <- (contains_spec A c), <- (contains_spec B c).
  destruct (contains A c), (contains B c); simpl; intuition congruence.
Qed.

Lemma replies_complete {n : N} {A B : list Cell} {next : Cell -> bool} :
  (forall r, OnBoard n r -> Free A B r -> ~ Completes n B r /\ next r = true) ->
  replies n A B next = true.
Proof.
  intro h; unfold replies; apply allCells_complete; intros r hr; cbv beta.
  destruct (free A B r) eqn:hf; [|reflexivity].
  destruct (h r hr hf) as [hc hn]; destruct (completes n B r) eqn:e; [exact (False_ind _ (hc e))|].
  exact hn.
Qed.

(** [winsStep_sound] read backwards: what a P1 turn of [WinsWith] needs. *)
Lemma winsStep_intro {n : N} {A B : list Cell} {m : Cell} {next : Cell -> bool} :
  OnBoard n m -> Free A B m ->
  (Completes n A m \/
   ((exists c, OnBoard n c /\ Free (m :: A) B c) /\
    (forall r, OnBoard n r -> Free (m :: A) B r -> ~ Completes n B r /\ next r = true))) ->
  winsStep n A B m next = true.
Proof.
  unfold Free, Completes; intros hm hf h; unfold winsStep.
  rewrite (onBoardb_complete hm), hf.
  destruct (completes n A m) eqn:hc; [reflexivity|].
  destruct h as [h|[[c [hc1 hc2]] hr]]; [congruence|].
  rewrite (anyCell_complete hc1 hc2); exact (replies_complete hr).
Qed.

(** ** Few stones complete nothing *)

(** A completing cell needs two distinct stones of [S] (in fact three). *)
Lemma completes_two {n : N} {S : list Cell} {c : Cell} :
  completes n S c = true -> exists a b, In a S /\ In b S /\ a <> b.
Proof.
  destruct c as [cx cy]; intro h; destruct (row_of_completes h) as [sx [hs [hd hab]]].
  exists (mkCell sx cy).
  destruct hab as [[_ [h2 _]]|[h1 [h2 _]]];
    [exists (mkCell cx (cy + dist sx cx)) | exists (mkCell cx (cy - dist sx cx))];
    (split; [exact hs|]; split; [exact h2|]); intro e; injection e; lia.
Qed.

Lemma no_completes_le_one {n : N} {S : list Cell} {c : Cell} :
  (length S <= 1)%nat -> ~ Completes n S c.
Proof.
  intros hl hc; destruct (completes_two hc) as [a [b [ha [hb hab]]]].
  destruct S as [|s [|s' S]]; simpl in *; [tauto| |lia].
  destruct ha as [<-|[]]; destruct hb as [<-|[]]; exact (hab eq_refl).
Qed.

(** A board of side [n ≥ 2] with at most three stones has a free cell. *)
Lemma free_cell_exists (n : N) (A B : list Cell) :
  2 <= n -> (length A + length B <= 3)%nat -> exists c, OnBoard n c /\ Free A B c.
Proof.
  intros hn hl.
  assert (hnf : forall c, free A B c = false -> In c (A ++ B)).
  { intros c e; apply in_app_iff; unfold free in e.
    destruct (contains A c) eqn:e1; [left; exact (proj1 (contains_spec _ _) e1)|].
    right; apply contains_spec; destruct (contains B c); [reflexivity|discriminate]. }
  destruct (free A B (mkCell 0 0)) eqn:e1;
    [exists (mkCell 0 0); split; [split; simpl; lia|exact e1]|].
  destruct (free A B (mkCell 1 0)) eqn:e2;
    [exists (mkCell 1 0); split; [split; simpl; lia|exact e2]|].
  destruct (free A B (mkCell 0 1)) eqn:e3;
    [exists (mkCell 0 1); split; [split; simpl; lia|exact e3]|].
  destruct (free A B (mkCell 1 1)) eqn:e4;
    [exists (mkCell 1 1); split; [split; simpl; lia|exact e4]|].
  exfalso.
  assert (hinc : incl [mkCell 0 0; mkCell 1 0; mkCell 0 1; mkCell 1 1] (A ++ B)).
  { intros c hc; destruct hc as [<-|[<-|[<-|[<-|[]]]]]; apply hnf; assumption. }
  apply NoDup_incl_length in hinc; [rewrite app_length in hinc; simpl in hinc; lia|].
  repeat constructor; simpl; intuition discriminate.
Qed.

(** ** [threats] is the set of free completing cells *)

(** The candidate cells [threats] takes from the row pair [(s1, s2)]: the two corners above
and the two below, when [s1] lies left of [s2] in the same row. *)
Definition rowCands (n : N) (s1 s2 : Cell) : list Cell :=
  if (if N.eqb (y s1) (y s2) then x s1 <? x s2 else false) then
    let d := x s2 - x s1 in
    (if y s1 + d <? n then [mkCell (x s1) (y s1 + d); mkCell (x s2) (y s1 + d)] else []) ++
    (if d <=? y s1 then [mkCell (x s1) (y s1 - d); mkCell (x s2) (y s1 - d)] else [])
  else [].

Lemma fold_flat {A B : Type} (g : A -> list B) (f : A -> list B -> list B) (l : list A)
    (acc : list B) :
  (forall a acc, f a acc = g a ++ acc) -> fold_right f acc l = flat_map g l ++ acc.
Proof.
  intro hf; induction l as [|a l IH]; simpl; [reflexivity|].
  rewrite hf, IH, app_assoc; reflexivity.
Qed.

(** [threats] with its candidate list written with [rowCands]. *)
Lemma threats_cands (n : N) (own opp : list Cell) :
  threats n own opp =
  fold_right insertCell []
    (filter (fun c => if free own opp c then completes n own c else false)
       (flat_map (fun s1 => flat_map (rowCands n s1) own) own)).
Proof.
  unfold threats; cbv zeta.
  rewrite (fold_flat (fun s1 => flat_map (rowCands n s1) own) _ own []), app_nil_r;
    [reflexivity|].
  intros s1 acc; apply fold_flat; intros s2 acc'; unfold rowCands; cbv zeta.
  destruct (if N.eqb (y s1) (y s2) then x s1 <? x s2 else false);
    [rewrite <- !app_assoc|]; reflexivity.
Qed.

Lemma insertCell_mem (c d : Cell) (l : list Cell) : In c (insertCell d l) <-> d = c \/ In c l.
Proof.
  induction l as [|e l IH]; simpl; [tauto|].
  destruct (cellEqb d e) eqn:h; [apply cellEqb_spec in h; subst; simpl; tauto|].
  destruct (before d e); simpl; [tauto|]; rewrite IH; tauto.
Qed.

Lemma fold_insert_mem (c : Cell) (l : list Cell) :
  In c (fold_right insertCell [] l) <-> In c l.
Proof. induction l as [|a l IH]; simpl; [tauto|]; rewrite insertCell_mem, IH; tauto. Qed.

Lemma rowCands_onBoard {n : N} {s1 s2 c : Cell} :
  OnBoard n s1 -> OnBoard n s2 -> In c (rowCands n s1 s2) -> OnBoard n c.
Proof.
  unfold rowCands, OnBoard; intros [h1 h1'] [h2 h2'].
  destruct (if N.eqb (y s1) (y s2) then x s1 <? x s2 else false); [|intros []].
  cbv zeta; intro hc; apply in_app_iff in hc; destruct hc as [hc|hc]; revert hc.
  - destruct (N.ltb_spec (y s1 + (x s2 - x s1)) n); [|intros []].
    intros [<-|[<-|[]]]; simpl; lia.
  - destruct (N.leb_spec (x s2 - x s1) (y s1)); [|intros []].
    intros [<-|[<-|[]]]; simpl; lia.
Qed.

(** A cell in column [a] or [b], one side length [b - a] above or below the row [yy], is a
candidate of the row pair [((a, yy), (b, yy))]. *)
Lemma rowCands_mem {n a b yy : N} {c : Cell} :
  a < b ->
  ((yy + (b - a) < n /\ y c = yy + (b - a)) \/ (b - a <= yy /\ y c = yy - (b - a))) ->
  (x c = a \/ x c = b) -> In c (rowCands n (mkCell a yy) (mkCell b yy)).
Proof.
  destruct c as [cx cy]; simpl; intros hab hy hx; unfold rowCands; simpl.
  rewrite N.eqb_refl, (proj2 (N.ltb_lt a b) hab); cbv zeta; apply in_app_iff.
  destruct hy as [[h1 ->]|[h1 ->]];
    [left; rewrite (proj2 (N.ltb_lt _ _) h1) | right; rewrite (proj2 (N.leb_le _ _) h1)];
    destruct hx as [->| ->]; simpl; auto.
Qed.

(** Every completing cell on the board is a candidate: the square's edge in the other row is
held. *)
Lemma rowCands_complete {n : N} {own : list Cell} {c : Cell} :
  OnBoard n c -> completes n own c = true ->
  exists s1 s2, In s1 own /\ In s2 own /\ In c (rowCands n s1 s2).
Proof.
  destruct c as [cx cy]; intros [_ hcy] h; simpl in hcy.
  destruct (row_of_completes h) as [sx [_ [hd hab]]].
  pose proof (dist_spec sx cx) as hD.
  destruct hab as [[h1 [h2 h3]]|[h1 [h2 h3]]]; destruct (N.lt_ge_cases sx cx) as [hlt|hge].
  - exists (mkCell sx (cy + dist sx cx)), (mkCell cx (cy + dist sx cx)).
    split; [exact h3|]; split; [exact h2|]; apply rowCands_mem; simpl; lia.
  - exists (mkCell cx (cy + dist sx cx)), (mkCell sx (cy + dist sx cx)).
    split; [exact h2|]; split; [exact h3|]; apply rowCands_mem; simpl; lia.
  - exists (mkCell sx (cy - dist sx cx)), (mkCell cx (cy - dist sx cx)).
    split; [exact h3|]; split; [exact h2|]; apply rowCands_mem; simpl; lia.
  - exists (mkCell cx (cy - dist sx cx)), (mkCell sx (cy - dist sx cx)).
    split; [exact h2|]; split; [exact h3|]; apply rowCands_mem; simpl; lia.
Qed.

(** The threat cells of [own] are exactly the free cells of the board completing a square of
[own] (for stones on the board). *)
Theorem threats_spec (n : N) (own opp : list Cell) (c : Cell) :
  (forall s, In s own -> OnBoard n s) ->
  (In c (threats n own opp) <-> OnBoard n c /\ Free own opp c /\ Completes n own c).
Proof.
  intro hown; rewrite threats_cands, fold_insert_mem, filter_In, in_flat_map.
  unfold Free, Completes; split.
  - intros [[s1 [hs1 hc]] hp]; apply in_flat_map in hc; destruct hc as [s2 [hs2 hc]].
    destruct (ifAnd hp) as [hf hcomp].
    exact (conj (rowCands_onBoard (hown _ hs1) (hown _ hs2) hc) (conj hf hcomp)).
  - intros [hc [hf hcomp]]; rewrite hf; split; [|exact hcomp].
    destruct (rowCands_complete hc hcomp) as [s1 [s2 [hs1 [hs2 hin]]]].
    exists s1; split; [exact hs1|]; apply in_flat_map; exists s2; auto.
Qed.

(** ** [threats] is strictly sorted, so its members determine it *)

(** Row-major order as a relation. *)
Definition Before (a b : Cell) : Prop := before a b = true.

Lemma before_spec (a b : Cell) : Before a b <-> y a < y b \/ (y a = y b /\ x a < x b).
Proof.
  unfold Before, before; destruct (N.ltb_spec (y a) (y b)); [split; auto; lia|].
  destruct (N.eqb_spec (y a) (y b)); [rewrite N.ltb_lt; lia|split; [discriminate|lia]].
Qed.

Lemma insertCell_sorted (c : Cell) (l : list Cell) :
  StronglySorted Before l -> StronglySorted Before (insertCell c l).
Proof.
  induction l as [|d l IH]; intro hs; simpl; [repeat constructor|].
  apply StronglySorted_inv in hs; destruct hs as [hs hd].
  destruct (cellEqb c d) eqn:e; [constructor; assumption|].
  destruct (before c d) eqn:e2.
  - constructor; [constructor; assumption|]; constructor; [exact e2|].
    apply Forall_forall; intros a ha; pose proof (proj1 (Forall_forall _ _) hd a ha) as h.
    apply before_spec in h; apply before_spec; apply before_spec in e2; lia.
  - constructor; [exact (IH hs)|]; apply Forall_forall; intros a ha.
    apply insertCell_mem in ha; destruct ha as [<-|ha];
      [|exact (proj1 (Forall_forall _ _) hd a ha)].
    apply before_spec; destruct c as [cx cy], d as [dx dy]; simpl.
    assert (hne : ~ (cx = dx /\ cy = dy)) by
      (intros [-> ->]; rewrite (proj2 (cellEqb_spec _ _) eq_refl) in e; discriminate).
    assert (hnb : ~ Before (mkCell cx cy) (mkCell dx dy)) by (unfold Before; congruence).
    rewrite before_spec in hnb; simpl in hnb; lia.
Qed.

Theorem threats_sorted (n : N) (own opp : list Cell) :
  StronglySorted Before (threats n own opp).
Proof.
  rewrite threats_cands;
    generalize (filter (fun c => if free own opp c then completes n own c else false)
      (flat_map (fun s1 => flat_map (rowCands n s1) own) own)).
  induction l as [|a l IH]; simpl; [constructor|]; exact (insertCell_sorted a _ IH).
Qed.

(** Two strictly sorted lists with the same members are equal. *)
Lemma sorted_ext (l1 l2 : list Cell) :
  StronglySorted Before l1 -> StronglySorted Before l2 ->
  (forall c, In c l1 <-> In c l2) -> l1 = l2.
Proof.
  revert l2; induction l1 as [|a l1 IH]; intros [|b l2] h1 h2 he.
  - reflexivity.
  - exfalso; exact (proj2 (he b) (or_introl eq_refl)).
  - exfalso; exact (proj1 (he a) (or_introl eq_refl)).
  - apply StronglySorted_inv in h1, h2; destruct h1 as [h1 f1], h2 as [h2 f2].
    assert (irr : forall c, ~ Before c c) by (intros c hc; apply before_spec in hc; lia).
    assert (asym : forall c d, Before c d -> Before d c -> False)
      by (intros c d hc hd; apply before_spec in hc, hd; lia).
    assert (eab : a = b).
    { destruct (proj1 (he a) (or_introl eq_refl)) as [e|ha]; [symmetry; exact e|].
      destruct (proj2 (he b) (or_introl eq_refl)) as [e|hb]; [exact e|].
      exfalso; exact (asym a b (proj1 (Forall_forall _ _) f1 b hb)
                              (proj1 (Forall_forall _ _) f2 a ha)). }
    subst b; f_equal; apply IH; [exact h1|exact h2|]; intro c; split; intro hc.
    + destruct (proj1 (he c) (or_intror hc)) as [e|h]; [subst c; exfalso|exact h].
      exact (irr a (proj1 (Forall_forall _ _) f1 a hc)).
    + destruct (proj2 (he c) (or_intror hc)) as [e|h]; [subst c; exfalso|exact h].
      exact (irr a (proj1 (Forall_forall _ _) f2 a hc)).
Qed.

(** Two threat lists with the same members are equal. *)
Theorem threats_ext (n n' : N) (own opp own' opp' : list Cell) :
  (forall c, In c (threats n own opp) <-> In c (threats n' own' opp')) ->
  threats n own opp = threats n' own' opp'.
Proof. apply sorted_ext; apply threats_sorted. Qed.

(** ** History bookkeeping *)

(** Appending a move pair [m; r] to a history of even length gives P1 the stone [m] and P2 the
stone [r] (both lists newest first). *)
Lemma stones_app_pair (h : list Cell) (m r : Cell) :
  (exists q, length h = 2 * q)%nat ->
  p1Stones (h ++ [m; r]) = m :: p1Stones h /\ p2Stones (h ++ [m; r]) = r :: p2Stones h.
Proof.
  intros [q hq]; revert h hq; induction q as [|q IH]; intros h hq.
  - destruct h; [split; reflexivity|discriminate].
  - destruct h as [|a [|b h]]; simpl in hq; try lia.
    destruct (IH h ltac:(lia)) as [h1 h2]; simpl; rewrite h1, h2; split; reflexivity.
Qed.

(** ** The blocking game (EVERY-N §1) and Lemma 2 *)

(** P1's second move after the first reply [r1]: the exception for [r1], else the default. *)
Definition secondMove (rule : Rule) (r1 : Cell) : Cell :=
  match find (fun e => cellEqb (fst e) r1) (exceptions rule) with
  | Some e => snd e
  | None => second rule
  end.

(** The blocking game from history [h] (P1's stones [A], P2's [B], P1 to move), as a check
with [fuel] P1 turns: P1 plays [plusMoveWith rule], on the board and free; completing a P1
square ends the game (good); otherwise P2 must hold no threat cell and P1 at least one, and
P2 blocks the first P1 threat cell (row-major). *)
Fixpoint blockingGood (rule : Rule) (n : N) (fuel : nat) (h A B : list Cell) : bool :=
  match fuel with
  | O => false
  | S k =>
    let m := plusMoveWith rule n h in
    if onBoardb n m then
      if free A B m then
        if completes n A m then true
        else
          match threats n B (m :: A) with
          | _ :: _ => false
          | [] =>
            match threats n (m :: A) B with
            | [] => false
            | t :: _ => blockingGood rule n k (h ++ [m; t]) (m :: A) (t :: B)
            end
          end
      else false
    else false
  end.

(** After the second move, [plusMoveWith] plays the first P1 threat cell when there is one
(clause 3a). *)
Lemma plusMoveWith_threat (rule : Rule) (n : N) (h : list Cell) (c : Cell) (cs : list Cell) :
  (2 < length h)%nat -> threats n (p1Stones h) (p2Stones h) = c :: cs ->
  plusMoveWith rule n h = c.
Proof.
  intros hl e; destruct h as [|a [|b [|d h]]]; simpl in hl; try lia.
  unfold plusMoveWith; cbv beta iota zeta; rewrite e; reflexivity.
Qed.

(** One P1 turn of the blocking game gives the rest of [WinsWith]: a P2 reply other than the
block leaves a P1 threat free, and clause 3a completes it at once. [S j] levels of
[winsAux] suffice for a game that is good within [k <= j] P1 turns. *)
Lemma blocking_sound (rule : Rule) (n : N) :
  forall k h A B j,
  blockingGood rule n k h A B = true ->
  (2 < length h)%nat -> (exists q, length h = 2 * q)%nat ->
  p1Stones h = A -> p2Stones h = B ->
  (forall s, In s A -> OnBoard n s) -> (forall s, In s B -> OnBoard n s) ->
  (k <= j)%nat ->
  winsAux (plusMoveWith rule) n (S j) h A B = true.
Proof.
  induction k as [|k IH]; intros h A B j hb hl hev hA hB hAb hBb hk; [discriminate|].
  destruct j as [|j]; [lia|].
  cbn [blockingGood] in hb; cbn [winsAux].
  set (m := plusMoveWith rule n h) in *.
  destruct (ifAnd hb) as [hm hb1]; destruct (ifAnd hb1) as [hf hb2].
  apply (winsStep_intro (onBoardb_sound hm) hf).
  destruct (completes n A m) eqn:hc; [left; exact hc|right].
  revert hb2; destruct (threats n B (m :: A)) as [|u us] eqn:hT2; [|discriminate].
  destruct (threats n (m :: A) B) as [|t ts] eqn:hT1; [discriminate|]; intro hb2.
  assert (hmA : forall s, In s (m :: A) -> OnBoard n s)
    by (intros s [<-|hs]; [exact (onBoardb_sound hm)|exact (hAb s hs)]).
  assert (ht : In t (threats n (m :: A) B)) by (rewrite hT1; left; reflexivity).
  destruct (proj1 (threats_spec n (m :: A) B t hmA) ht) as [htb [htf htc]].
  split; [exists t; exact (conj htb htf)|].
  intros r hr hrf; split.
  - intro hcr; assert (hin : In r (threats n B (m :: A)))
      by (apply (threats_spec n B (m :: A) r hBb); split; [exact hr|]; split; [|exact hcr];
          apply free_spec; apply free_spec in hrf; tauto).
    rewrite hT2 in hin; destruct hin.
  - cbv beta.
    assert (hev' : (exists q, length (h ++ [m; r]) = 2 * q)%nat)
      by (destruct hev as [q hq]; exists (S q); rewrite app_length; simpl; lia).
    assert (hl' : (2 < length (h ++ [m; r]))%nat) by (rewrite app_length; simpl; lia).
    destruct (stones_app_pair h m r hev) as [hA' hB']; rewrite hA in hA'; rewrite hB in hB'.
    assert (hrB : forall s, In s (r :: B) -> OnBoard n s) by (intros s [<-|hs]; auto).
    destruct (cellEqb r t) eqn:ert.
    + (* the block: the game goes on *)
      apply cellEqb_spec in ert; subst r.
      apply (IH _ _ _ _ hb2 hl' hev' hA' hB' hmA hrB); lia.
    + (* any other reply leaves [t] free: P1 completes a square at once *)
      assert (ht' : In t (threats n (m :: A) (r :: B))).
      { apply (threats_spec _ _ _ _ hmA); split; [exact htb|]; split; [|exact htc].
        apply free_spec; apply free_spec in htf; destruct htf as [h1 h2]; split; [exact h1|].
        intros [e|e]; [subst r; rewrite (proj2 (cellEqb_spec t t) eq_refl) in ert; discriminate
                      |exact (h2 e)]. }
      destruct (threats n (m :: A) (r :: B)) as [|c cs] eqn:hT; [destruct ht'|].
      assert (hc' : In c (threats n (m :: A) (r :: B))) by (rewrite hT; left; reflexivity).
      destruct (proj1 (threats_spec _ _ _ _ hmA) hc') as [hcb [hcf hcc]].
      cbn [winsAux].
      rewrite (plusMoveWith_threat rule n (h ++ [m; r]) c cs hl') by (rewrite hA', hB'; exact hT).
      apply (winsStep_intro hcb hcf); left; exact hcc.
Qed.

(** Lemma 2 of docs/EVERY-N.md: if the opening and every second move are legal and the
blocking game is good (within [fuel] P1 turns) for every legal pair [(r1, r2)], the plus rule
[plusMoveWith rule] wins on the [n]×[n] board. *)
Theorem winsWith_of_blocking (rule : Rule) (n : N) (fuel : nat) :
  2 <= n -> (fuel + 3 <= N.to_nat (n * n + 1))%nat ->
  OnBoard n (opening rule) ->
  (forall r1, OnBoard n r1 -> r1 <> opening rule ->
     OnBoard n (secondMove rule r1) /\ secondMove rule r1 <> opening rule /\
     secondMove rule r1 <> r1) ->
  (forall r1 r2, OnBoard n r1 -> OnBoard n r2 -> r1 <> opening rule -> r2 <> opening rule ->
     r2 <> r1 -> r2 <> secondMove rule r1 ->
     blockingGood rule n fuel [opening rule; r1; secondMove rule r1; r2]
       [secondMove rule r1; opening rule] [r2; r1] = true) ->
  WinsWith (plusMoveWith rule) n [].
Proof.
  intros hn hfuel ho hs hg; unfold WinsWith.
  remember (N.to_nat (n * n + 1)) as F eqn:eF; clear eF.
  destruct F as [|[|[|j]]]; try lia.
  cbn [winsAux p1Stones p2Stones].
  change (plusMoveWith rule n []) with (opening rule).
  set (o := opening rule) in *.
  (* ply 1: the opening; ply 2: every free [r1] *)
  apply (winsStep_intro ho (eq_refl : Free [] [] o)); right; split.
  { apply free_cell_exists; [exact hn|simpl; lia]. }
  intros r1 hr1 hr1f; split; [apply no_completes_le_one; simpl; lia|].
  apply free_spec in hr1f; destruct hr1f as [hr1o _].
  assert (hro : r1 <> o) by (intro e; apply hr1o; left; symmetry; exact e).
  destruct (hs r1 hr1 hro) as [hsb [hso hsr]].
  cbv beta; cbn [winsAux app].
  change (plusMoveWith rule n [o; r1]) with (secondMove rule r1).
  set (s := secondMove rule r1) in *.
  (* ply 3: the second move; ply 4: every free [r2] *)
  assert (hsf : Free [o] [r1] s)
    by (apply free_spec; split; intros [e|[]]; [exact (hso (eq_sym e))|exact (hsr (eq_sym e))]).
  apply (winsStep_intro hsb hsf); right; split.
  { apply free_cell_exists; [exact hn|simpl; lia]. }
  intros r2 hr2 hr2f; split; [apply no_completes_le_one; simpl; lia|].
  apply free_spec in hr2f; destruct hr2f as [hr2A hr2B].
  cbv beta; cbn [app].
  (* ply 5 on: the blocking game *)
  refine (blocking_sound rule n fuel _ _ _ j (hg r1 r2 hr1 hr2 hro _ _ _)
            _ _ eq_refl eq_refl _ _ _).
  - intro e; apply hr2A; right; left; symmetry; exact e.
  - intro e; apply hr2B; left; symmetry; exact e.
  - intro e; apply hr2A; left; symmetry; exact e.
  - simpl; lia.
  - exists 2%nat; reflexivity.
  - intros c [<-|[<-|[]]]; assumption.
  - intros c [<-|[<-|[]]]; assumption.
  - lia.
Qed.

(** ** Lemma 2 on a given board, by computation *)

(** Lemma 2's premises as one Boolean check: the opening is on the board; for every first
reply [r1] other than the opening, the second move is on the board and differs from the
opening and from [r1]; and for every legal pair the blocking game is good within [fuel] P1
turns. *)
Definition blockingCheck (rule : Rule) (n : N) (fuel : nat) : bool :=
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
              else blockingGood rule n fuel [o; r1; s; r2] [s; o] [r2; r1])
        else false)
  else false.

Lemma cellEqb_false {a b : Cell} : a <> b -> cellEqb a b = false.
Proof.
  intro h; destruct (cellEqb a b) eqn:e; [|reflexivity].
  exact (False_ind _ (h (proj1 (cellEqb_spec _ _) e))).
Qed.

Lemma cellEqb_ne {a b : Cell} : cellEqb a b = false -> a <> b.
Proof. intros e h; subst; rewrite (proj2 (cellEqb_spec b b) eq_refl) in e; discriminate. Qed.

Theorem winsWith_of_blockingCheck (rule : Rule) (n : N) (fuel : nat) :
  2 <= n -> (fuel + 3 <= N.to_nat (n * n + 1))%nat -> blockingCheck rule n fuel = true ->
  WinsWith (plusMoveWith rule) n [].
Proof.
  intros hn hfuel h; unfold blockingCheck in h; cbv zeta in h.
  destruct (ifAnd h) as [ho hall].
  apply (winsWith_of_blocking rule n fuel hn hfuel (onBoardb_sound ho)).
  - intros r1 hr1 hro; pose proof (allCells_sound hall r1 hr1) as e; cbv beta in e.
    rewrite (cellEqb_false hro) in e.
    destruct (ifAnd e) as [hsb e1].
    destruct (cellEqb (secondMove rule r1) (opening rule)) eqn:e2; [discriminate|].
    destruct (cellEqb (secondMove rule r1) r1) eqn:e3; [discriminate|].
    exact (conj (onBoardb_sound hsb) (conj (cellEqb_ne e2) (cellEqb_ne e3))).
  - intros r1 r2 hr1 hr2 hro hr2o hr21 hr2s.
    pose proof (allCells_sound hall r1 hr1) as e; cbv beta in e.
    rewrite (cellEqb_false hro) in e.
    destruct (ifAnd e) as [_ e1].
    destruct (cellEqb (secondMove rule r1) (opening rule)); [discriminate|].
    destruct (cellEqb (secondMove rule r1) r1); [discriminate|].
    pose proof (allCells_sound e1 r2 hr2) as e4; cbv beta in e4.
    rewrite (cellEqb_false hr2o), (cellEqb_false hr21), (cellEqb_false hr2s) in e4.
    exact e4.
Qed.

(** The blocking game of the plus rule is good for every legal pair on the 6×6 board, every
game completing within 7 P1 turns after ply 4, i.e. by ply 17 (kernel computation). *)
Lemma plus_blocking_check_6 : blockingCheck plusRule 6 7 = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_blocking_check_6.

(** The same on the 17×17 board (the base board [N₀] of docs/EVERY-N.md). *)
Lemma plus_blocking_check_17 : blockingCheck plusRule 17 7 = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_blocking_check_17.

(** [WinsWith plusMove 6 []] a second way: through Lemma 2 ([Theorems/Plus/N6.v] checks it by
the full recursion). *)
Theorem plus_wins_with_6_by_blocking : WinsWith plusMove 6 [].
Proof.
  apply (winsWith_of_blockingCheck plusRule 6 7); [lia| |exact plus_blocking_check_6].
  vm_compute; lia.
Qed.

(** [WinsWith plusMove 17 []] through Lemma 2 ([Theorems/Plus/N17.v] checks it by the full
recursion). *)
Theorem plus_wins_with_17_by_blocking : WinsWith plusMove 17 [].
Proof.
  apply (winsWith_of_blockingCheck plusRule 17 7); [lia| |exact plus_blocking_check_17].
  vm_compute; lia.
Qed.

(** ** Box geometry (EVERY-N Lemma 1) and far pairs (Lemma 4) *)

(** The cell lies in the box [[0, w)²]: the line region is [R = InBox w], the zone
[Z = InBox (2w - 1)], and Lemma 1c's box is [InBox (3w - 2)]. *)
Definition InBox (w : N) (c : Cell) : Prop := x c < w /\ y c < w.

(** Replaces every corner membership by the four cases, then closes each case: by
[congruence] (two named corners that must differ are the same corner) or by [lia]. *)
Local Ltac by_corners :=
  repeat match goal with
  | h : In _ (corners (mkSquare _ _ _)) |- _ =>
      apply mem_corners in h; destruct h as [ -> | [ -> | [ -> | -> ] ] ]
  end;
  unfold InBox in *; cbn [x y sx sy sd] in *; first [congruence | lia].

(** Lemma 1a: if three corners of a square lie in [R], all four do. *)
Lemma box_three (w : N) (q : Square) (a b c : Cell) :
  In a (corners q) -> In b (corners q) -> In c (corners q) -> a <> b -> a <> c -> b <> c ->
  InBox w a -> InBox w b -> InBox w c -> forall k, In k (corners q) -> InBox w k.
Proof. destruct q; intros; by_corners. Qed.

(** Lemma 1b: if two corners lie in [R], all four lie in [Z]. *)
Lemma box_two (w : N) (q : Square) (a b : Cell) :
  In a (corners q) -> In b (corners q) -> a <> b -> InBox w a -> InBox w b ->
  forall k, In k (corners q) -> InBox (2 * w - 1) k.
Proof. destruct q; intros; by_corners. Qed.

(** Lemma 1c: if one corner lies in [R] and another in [Z], all four lie in [[0, 3w - 2)²]. *)
Lemma box_one_zone (w : N) (q : Square) (a b : Cell) :
  In a (corners q) -> In b (corners q) -> a <> b -> InBox w a -> InBox (2 * w - 1) b ->
  forall k, In k (corners q) -> InBox (3 * w - 2) k.
Proof. destruct q; intros; by_corners. Qed.

(** Lemma 1d: if some corner lies in [R], the top-left corner does. *)
Lemma box_topLeft (w : N) (q : Square) (a : Cell) :
  In a (corners q) -> InBox w a -> InBox w (mkCell (sx q) (sy q)).
Proof. destruct q; intros; by_corners. Qed.

(** Lemma 3a: a pair square of two stones on the [n]×[n] board that reaches [R] (with
[w <= n]) lies on the board: its three named corners do, so the fourth does (Lemma 1a). *)
Lemma pair_square_on_board (n w : N) (q : Square) (r1 r2 c : Cell) :
  w <= n -> In r1 (corners q) -> In r2 (corners q) -> In c (corners q) ->
  r1 <> r2 -> c <> r1 -> c <> r2 -> OnBoard n r1 -> OnBoard n r2 -> InBox w c ->
  forall k, In k (corners q) -> OnBoard n k.
Proof.
  intros hw h1 h2 hc h12 hc1 hc2 hb1 hb2 [hcx hcy].
  exact (box_three n q r1 r2 c h1 h2 hc h12 (not_eq_sym hc1) (not_eq_sym hc2) hb1 hb2
           (conj (N.lt_le_trans _ _ _ hcx hw) (N.lt_le_trans _ _ _ hcy hw))).
Qed.

(** Lemma 4, first part: when [r1] and [r2] both lie outside [Z], a corner [c] of a pair
square (a square with corners [r1 ≠ r2], side [≥ 1]) that lies in [R] and is neither stone
is the square's top-left corner, and the fourth corner (its partner) is not in [R]. *)
Lemma far_pair_topLeft (w : N) (q : Square) (r1 r2 c : Cell) :
  1 <= sd q -> In r1 (corners q) -> In r2 (corners q) -> r1 <> r2 ->
  ~ InBox (2 * w - 1) r1 -> ~ InBox (2 * w - 1) r2 ->
  In c (corners q) -> c <> r1 -> c <> r2 -> InBox w c ->
  c = mkCell (sx q) (sy q) /\
  (forall k, In k (corners q) -> k <> r1 -> k <> r2 -> k <> c -> ~ InBox w k).
Proof.
  destruct q as [qx qy qd]; cbn [sx sy sd]; intros hd h1 h2 h12 hz1 hz2 hc hc1 hc2 hcw; split.
  - apply mem_corners in h1, h2, hc;
      destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [ -> | [ -> | [ -> | -> ] ] ];
      destruct hc as [ -> | [ -> | [ -> | -> ] ] ];
      unfold InBox in *; cbn [x y] in *; first [reflexivity | congruence | exfalso; lia].
  - intros k hk; by_corners.
Qed.

(** Lemma 4, second part: when [r1] and [r2] both lie outside [Z], at most one pair square
reaches [R] (has a corner other than the stones in [R]). *)
Lemma far_pair_unique (w : N) (q q' : Square) (r1 r2 c c' : Cell) :
  1 <= sd q -> 1 <= sd q' -> r1 <> r2 ->
  In r1 (corners q) -> In r2 (corners q) -> In r1 (corners q') -> In r2 (corners q') ->
  ~ InBox (2 * w - 1) r1 -> ~ InBox (2 * w - 1) r2 ->
  In c (corners q) -> c <> r1 -> c <> r2 -> InBox w c ->
  In c' (corners q') -> c' <> r1 -> c' <> r2 -> InBox w c' -> q = q'.
Proof.
  intros hd hd' h12 h1 h2 h1' h2' hz1 hz2 hc hc1 hc2 hcw hc' hc1' hc2' hcw'.
  destruct (far_pair_topLeft w q r1 r2 c hd h1 h2 h12 hz1 hz2 hc hc1 hc2 hcw) as [-> _].
  destruct (far_pair_topLeft w q' r1 r2 c' hd' h1' h2' h12 hz1 hz2 hc' hc1' hc2' hcw') as [-> _].
  destruct q as [qx qy qd], q' as [px py pd]; cbn [sx sy sd] in *.
  apply mem_corners in h1, h2, h1', h2';
    destruct h1 as [ -> | [ -> | [ -> | -> ] ] ]; destruct h2 as [e2|[e2|[e2|e2]]];
    destruct h1' as [e1'|[e1'|[e1'|e1']]]; destruct h2' as [e2'|[e2'|[e2'|e2']]];
    subst r2; try congruence;
    injection e1' as ex1 ey1; injection e2' as ex2 ey2; unfold InBox in *; cbn [x y] in *;
    first [f_equal; lia | exfalso; lia].
Qed.

(** Lemma 4, last part (Lemma 1c): when one stone lies in [Z] and a pair square reaches [R],
all its corners lie in [[0, 3w - 2)²]. *)
Lemma one_far_pair (w : N) (q : Square) (r1 c : Cell) :
  In r1 (corners q) -> InBox (2 * w - 1) r1 -> In c (corners q) -> c <> r1 -> InBox w c ->
  forall k, In k (corners q) -> InBox (3 * w - 2) k.
Proof. intros h1 hz hc hne hcw; exact (box_one_zone w q c r1 hc h1 hne hcw hz). Qed.
