(** * Lemma W: a win that never leaves a lattice window first is a win on its board (issue 11)

A lattice window of the [n]×[n] board is the grid [a + g·[0, m)²] ([Basic.InWindow]); its
points [winCell a g c] correspond one to one to the cells [c] of the [m]×[m] board, and so do
the squares whose four corners are points of the window (the corners of a square in the
window lie on [a + g·Z²] ([g >= 1]), so its side is a multiple of [g]). Hence P1's play inside the
window is a game of the [m]×[m] board, as long as P2 plays there too.

- [p1CanWinBy_of_within]: a win that never leaves [W] first is a win.
- [winCell_inj], [winCell_onBoard], [in_map_winCell], [free_winCell]: the window's points.
- [corners_winCell], [square_of_window], [completes_winCell]: squares of the window are the
  images of the squares of the [m]×[m] board, and a window point completes one for window
  stones exactly when its preimage does.
- [cells_nodup], [free_cell_of_length]: fewer than [m * m] stones leave a free cell of the
  [m]×[m] board.
- [window_within], [window_wins] (headline, Lemma W): a P1 win by ply [k <= m * m] on the
  [n]×[n] board that never leaves the window first gives a P1 win by ply [k] on the [m]×[m]
  board (the copy strategy; [k <= m * m] keeps the copy from running out of cells).
- [window_delay], [window_lower]: so a delay or a fastest-win lower bound of the [m]×[m]
  board ([DelayLemmas.fastest_lower_of_delay], [Theorems/FastestLowerN<m>.v]) holds on every
  board against every P1 strategy that never leaves an [m]×[m] lattice window first.
- [window_4] (headline): on every board, P1 cannot force a square by ply 16 with a strategy
  that never leaves a 4×4 lattice window first (P2's draw table of the 4×4 board,
  [Theorems/Small.draw_p2_4]).

The Coq twin of [lean/SquareGame/Window.lean], lemma for lemma (the Lean file is not checked
here: no Lean toolchain, docs/TRUST.md). Hand-written. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Lemmas EveryN FastestLemmas DelayLemmas Locality
  Theorems.Small.
Import ListNotations.
Local Open Scope N_scope.

(** A win that never leaves [W] first is a win. *)
Theorem p1CanWinBy_of_within {n k : N} {W : Cell -> Prop} {A B : list Cell} :
  P1CanWinByWithin n k W A B -> P1CanWinBy n k A B.
Proof.
  intro hw; destruct hw as [A B m hp hm _ hf hc|A B m hm _ hf hex hsafe hall _].
  - exact (P1CanWinBy_now n k A B m hp hm hf hc).
  - exact (P1CanWinBy_later n k A B m hm hf hex hsafe hall).
Qed.

(** ** The window's points *)

(** [winCell] is one to one ([g >= 1]). *)
Lemma winCell_inj {a : Cell} {g : N} {c c' : Cell} :
  1 <= g -> winCell a g c = winCell a g c' -> c = c'.
Proof.
  intros hg e; destruct c as [cx cy], c' as [cx' cy']; unfold winCell in e; simpl in e.
  injection e as ex ey.
  apply N.add_cancel_l, N.mul_cancel_l in ex; [|lia].
  apply N.add_cancel_l, N.mul_cancel_l in ey; [|lia].
  subst; reflexivity.
Qed.

(** The window's cells lie on the board. *)
Lemma winCell_onBoard {n m g : N} {a c : Cell} :
  WindowOnBoard n a g m -> OnBoard m c -> OnBoard n (winCell a g c).
Proof.
  intros [hg [hm [hx hy]]] [hcx hcy]; unfold winCell, OnBoard; simpl.
  assert (g * x c <= g * (m - 1)) by (apply N.mul_le_mono_l; lia).
  assert (g * y c <= g * (m - 1)) by (apply N.mul_le_mono_l; lia).
  lia.
Qed.

(** Membership commutes with [winCell]. *)
Lemma in_map_winCell {a : Cell} {g : N} {S : list Cell} {c : Cell} :
  1 <= g -> In (winCell a g c) (map (winCell a g) S) <-> In c S.
Proof.
  intro hg; split; [|apply in_map].
  intro h; apply in_map_iff in h; destruct h as [c' [e hc']].
  rewrite <- (winCell_inj hg e); exact hc'.
Qed.

(** A window cell is free exactly when its preimage is. *)
Lemma free_winCell {a : Cell} {g : N} {A B : list Cell} {c : Cell} :
  1 <= g -> Free (map (winCell a g) A) (map (winCell a g) B) (winCell a g c) <-> Free A B c.
Proof.
  intro hg; rewrite !free_spec, !(in_map_winCell hg); tauto.
Qed.

(** The image of a square of the [m]×[m] board: unit [g], origin [a]. *)
Lemma corners_winCell (a : Cell) (g : N) (i j d : N) :
  corners (mkSquare (x a + g * i) (y a + g * j) (g * d)) =
  map (winCell a g) (corners (mkSquare i j d)).
Proof.
  unfold corners, winCell; simpl.
  rewrite !N.mul_add_distr_l, <- !N.add_assoc; reflexivity.
Qed.

(** ** Squares of the window *)

(** A square of the board whose four corners lie in the window is the image of a square of
the [m]×[m] board. *)
Lemma square_of_window {n m g : N} {a : Cell} {q : Square} :
  1 <= g -> SquareOnBoard n q ->
  (forall k, In k (corners q) -> exists k', OnBoard m k' /\ k = winCell a g k') ->
  exists q', SquareOnBoard m q' /\ corners q = map (winCell a g) (corners q').
Proof.
  intros hg [hd _] hk; destruct q as [qx qy qd]; simpl in hd.
  destruct (hk (mkCell qx qy)) as [[i j] [[hi hj] e1]]; [left; reflexivity|].
  destruct (hk (mkCell (qx + qd) qy)) as [[i2 j2] [[hi2 hj2] e2]]; [right; left; reflexivity|].
  destruct (hk (mkCell qx (qy + qd))) as [[i3 j3] [[hi3 hj3] e3]];
    [right; right; left; reflexivity|].
  unfold winCell in e1, e2, e3; simpl in hi, hj, hi2, hj2, hi3, hj3, e1, e2, e3.
  injection e1 as ex1 ey1; injection e2 as ex2 ey2; injection e3 as ex3 ey3.
  (* the side is [g * (i2 - i)], and the top row is [j + (i2 - i)] *)
  assert (hlt : i < i2).
  { destruct (N.lt_ge_cases i i2) as [h|h]; [exact h|].
    assert (g * i2 <= g * i) by (apply N.mul_le_mono_l; exact h); lia. }
  assert (hd' : qd = g * (i2 - i)) by (rewrite N.mul_sub_distr_l; lia).
  assert (hj3e : j3 = j + (i2 - i)).
  { apply (N.mul_cancel_l _ _ g); [lia|]; rewrite N.mul_add_distr_l; lia. }
  exists (mkSquare i j (i2 - i)); split.
  - unfold SquareOnBoard; simpl; lia.
  - rewrite ex1, ey1, hd'; exact (corners_winCell a g i j (i2 - i)).
Qed.

(** A stone [c] of the window completes a square of the board for stones in the window
exactly when its preimage completes one of the [m]×[m] board. *)
Lemma completes_winCell {n m g : N} {a : Cell} {S : list Cell} {c : Cell} :
  WindowOnBoard n a g m -> (forall s, In s S -> OnBoard m s) -> OnBoard m c ->
  Completes n (map (winCell a g) S) (winCell a g c) <-> Completes m S c.
Proof.
  intros hw hS hc; pose proof hw as [hg [_ [hx hy]]].
  assert (hS' : forall s, In s (map (winCell a g) S) -> OnBoard n s).
  { intros s hs; apply in_map_iff in hs; destruct hs as [s' [<- hs']].
    exact (winCell_onBoard hw (hS _ hs')). }
  unfold Completes; rewrite (completes_iff n _ _ hS'), (completes_iff m _ _ hS); split.
  - intros [q [hq [hcq hrest]]].
    destruct (@square_of_window n m g a q hg hq) as [q' [hq' e]].
    { intros k hk; destruct (cellEqb k (winCell a g c)) eqn:ek.
      - exists c; split; [exact hc|exact (proj1 (cellEqb_spec _ _) ek)].
      - assert (hne : k <> winCell a g c) by (intro e'; apply cellEqb_spec in e'; congruence).
        pose proof (hrest k hk hne) as hs; apply in_map_iff in hs; destruct hs as [s' [<- hs']].
        exists s'; split; [exact (hS _ hs')|reflexivity]. }
    exists q'; split; [exact hq'|split].
    + rewrite e in hcq; exact (proj1 (in_map_winCell hg) hcq).
    + intros k' hk' hne; apply (proj1 (in_map_winCell (a := a) hg)); apply hrest.
      * rewrite e; exact (in_map _ _ _ hk').
      * intro e'; exact (hne (winCell_inj hg e')).
  - intros [[i j d] [[hd [hi hj]] [hcq hrest]]]; simpl in hd, hi, hj.
    exists (mkSquare (x a + g * i) (y a + g * j) (g * d)); split; [|split].
    + assert (g * (i + d) <= g * (m - 1)) by (apply N.mul_le_mono_l; lia).
      assert (g * (j + d) <= g * (m - 1)) by (apply N.mul_le_mono_l; lia).
      assert (1 * 1 <= g * d) by (apply N.mul_le_mono; lia).
      unfold SquareOnBoard; simpl; rewrite N.mul_add_distr_l in *; lia.
    + rewrite corners_winCell; exact (in_map _ _ _ hcq).
    + rewrite corners_winCell; intros k hk hne; apply in_map_iff in hk.
      destruct hk as [k' [<- hk']]; apply in_map; apply (hrest _ hk').
      intros ->; exact (hne eq_refl).
Qed.

(** ** Counting: a board of [m * m] cells with fewer stones has a free cell *)

Lemma upFrom_ge (i j : N) (k : nat) : In j (upFrom i k) -> i <= j.
Proof.
  revert i; induction k as [|k IH]; intros i h; simpl in h; [destruct h|].
  destruct h as [<-|h]; [lia|pose proof (IH _ h); lia].
Qed.

Lemma upFrom_nodup (i : N) (k : nat) : NoDup (upFrom i k).
Proof.
  revert i; induction k as [|k IH]; intro i; simpl; constructor; [|apply IH].
  intro h; apply upFrom_ge in h; lia.
Qed.

Lemma nodup_app {T : Type} (l1 l2 : list T) :
  NoDup l1 -> NoDup l2 -> (forall a, In a l1 -> ~ In a l2) -> NoDup (l1 ++ l2).
Proof.
  induction l1 as [|b l1 IH]; intros h1 h2 hd; simpl; [exact h2|].
  inversion h1 as [|b' l1' hb h1']; subst; constructor.
  - rewrite in_app_iff; intros [h|h]; [exact (hb h)|exact (hd b (or_introl eq_refl) h)].
  - apply IH; auto; intros a ha; apply hd; right; exact ha.
Qed.

(** The cells of the board are distinct. *)
Lemma cells_nodup (m : N) : NoDup (cells m).
Proof.
  unfold cells, upTo; cbv zeta; generalize (upFrom_nodup 0 (N.to_nat m)).
  generalize (upFrom 0 (N.to_nat m)); intros xs hxs.
  assert (hrow : forall yy, NoDup (map (fun xx => mkCell xx yy) xs)).
  { intro yy; clear -hxs; induction xs as [|x0 xs IH]; simpl; constructor.
    - inversion hxs; subst; intro h; apply in_map_iff in h; destruct h as [x1 [e h]].
      injection e as ->; contradiction.
    - inversion hxs; subst; apply IH; assumption. }
  assert (hys : forall ys, NoDup ys ->
    NoDup (flat_map (fun yy => map (fun xx => mkCell xx yy) xs) ys)).
  { intros ys; induction ys as [|y0 ys IH]; intro hy; simpl; [constructor|].
    inversion hy as [|y0' ys' hy0 hys']; subst.
    apply nodup_app; [apply hrow|apply IH; exact hys'|].
    intros c h1 h2; apply in_map_iff in h1; destruct h1 as [x1 [<- _]].
    apply in_flat_map in h2; destruct h2 as [y1 [hy1 h2]].
    apply in_map_iff in h2; destruct h2 as [x2 [e _]]; injection e as _ ->; contradiction. }
  exact (hys xs hxs).
Qed.

(** Fewer stones than the [m * m] cells of the board leave a free cell. *)
Lemma free_cell_of_length {m : N} {A B : list Cell} :
  (length A + length B < N.to_nat m * N.to_nat m)%nat -> exists c, OnBoard m c /\ Free A B c.
Proof.
  intro hl; destruct (anyCell m (free A B)) eqn:e; [exact (anyCell_sound e)|exfalso].
  assert (hinc : incl (cells m) (A ++ B)).
  { intros c hc; apply cells_onBoard in hc; apply in_app_iff.
    destruct (free A B c) eqn:ef; [rewrite (anyCell_complete hc ef) in e; discriminate|].
    unfold free in ef; destruct (contains A c) eqn:ea; [left; apply contains_spec; exact ea|].
    right; apply contains_spec; destruct (contains B c); [reflexivity|discriminate]. }
  apply NoDup_incl_length in hinc; [|apply cells_nodup].
  rewrite cells_length, app_length in hinc; lia.
Qed.

(** ** Lemma W *)

(** A P1 strategy that completes a square by ply [k] on the [n]×[n] board without leaving the
lattice window first gives one on the [m]×[m] board, for the window's preimages of the
stones ([k <= m * m] keeps a free cell after each P1 move). *)
Lemma window_within {n k m g : N} {a : Cell} :
  WindowOnBoard n a g m -> k <= m * m -> forall A B,
  P1CanWinByWithin n k (InWindow a g m) A B -> forall A' B',
  A = map (winCell a g) A' -> B = map (winCell a g) B' ->
  (forall s, In s A' -> OnBoard m s) -> (forall s, In s B' -> OnBoard m s) ->
  P1CanWinBy m k A' B'.
Proof.
  intros hw hk A B hwin; pose proof hw as [hg _].
  induction hwin as [A B c hp hc [c' [hc' ->]] hf hcomp
                    |A B c hc [c' [hc' ->]] hf hex hsafe hall hin IH];
    intros A' B' -> -> hA hB.
  - rewrite nextPly_map in hp.
    exact (P1CanWinBy_now m k A' B' c' hp hc' (proj1 (free_winCell hg) hf)
             (proj1 (completes_winCell hw hA hc') hcomp)).
  - apply (P1CanWinBy_later m k A' B' c' hc' (proj1 (free_winCell hg) hf)).
    + destruct hex as [r [hr hrf]]; pose proof (p1CanWinBy_ply (hall r hr hrf)) as hp.
      rewrite nextPly_succ, nextPly_map in hp; unfold nextPly in hp.
      apply free_cell_of_length; simpl; rewrite <- N2Nat.inj_mul; lia.
    + intros r' hr' hrf' hcomp'.
      apply (hsafe (winCell a g r') (winCell_onBoard hw hr')
               (proj2 (free_winCell (A := c' :: A') hg) hrf')).
      exact (proj2 (completes_winCell hw hB hr') hcomp').
    + intros r' hr' hrf'.
      apply (IH (winCell a g r') (winCell_onBoard hw hr')
               (proj2 (free_winCell (A := c' :: A') hg) hrf') (ex_intro _ r' (conj hr' eq_refl))
               (c' :: A') (r' :: B') eq_refl eq_refl).
      * intros s [<-|hs]; [exact hc'|exact (hA s hs)].
      * intros s [<-|hs]; [exact hr'|exact (hB s hs)].
Qed.

(** Lemma W (docs/FASTEST.md §5): a P1 strategy completing a square by ply [k <= m * m] on the
[n]×[n] board that never leaves the lattice window [a + g·[0, m)²] first gives a P1 strategy
completing one by ply [k] on the [m]×[m] board. *)
Theorem window_wins {n k m g : N} {a : Cell} :
  WindowOnBoard n a g m -> k <= m * m ->
  P1CanWinByWithin n k (InWindow a g m) [] [] -> P1CanWinBy m k [] [].
Proof.
  intros hw hk h; exact (window_within hw hk [] [] h [] [] eq_refl eq_refl
                           (fun _ h => False_ind _ h) (fun _ h => False_ind _ h)).
Qed.

(** A delay on the [m]×[m] board holds, on every board, against every P1 strategy that never
leaves an [m]×[m] lattice window first. *)
Theorem window_delay {n k m g : N} {a : Cell} :
  WindowOnBoard n a g m -> k <= m * m -> P2CanDelay m k [] [] ->
  ~ P1CanWinByWithin n k (InWindow a g m) [] [].
Proof.
  intros hw hk hd h; exact (not_p1CanWinBy_of_p2CanDelay (window_wins hw hk h) hd).
Qed.

(** The fastest-win lower bound of the [m]×[m] board ([Theorems/FastestLowerN<m>.v]) holds
on every board for every P1 strategy that never leaves an [m]×[m] lattice window first. *)
Theorem window_lower {n k m g : N} {a : Cell} :
  WindowOnBoard n a g m -> (forall j, j < k -> ~ P1CanWinBy m j [] []) ->
  forall j, j < k -> j <= m * m -> ~ P1CanWinByWithin n j (InWindow a g m) [] [].
Proof.
  intros hw hlow j hj hjm h; exact (hlow j hj (window_wins hw hjm h)).
Qed.

(** 4×4 windows: on any board, P1 cannot force a square by ply 16 with a strategy that never
leaves a 4×4 lattice window first (P2's draw table of the 4×4 board,
[Theorems/Small.draw_p2_4]). *)
Theorem window_4 {n k g : N} {a : Cell} :
  WindowOnBoard n a g 4 -> k <= 16 -> ~ P1CanWinByWithin n k (InWindow a g 4) [] [].
Proof.
  intros hw hk h.
  exact (not_p2CanDraw_of_p1CanWin (p1CanWin_of_p1CanWinBy (window_wins hw hk h))
           (p2CanDraw_of_drawsWithP2 draw_p2_4)).
Qed.
