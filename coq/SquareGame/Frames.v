(** * Frames and bowties: the shapes of double threats, on every board (issue 11)

docs/FASTEST.md §5 proves, by hand, that P1 completes no square before ply 11 on any board
(Lemma L11), and describes P1's double threats at ply 9. This file proves the geometric
lemmas those arguments rest on, for every board and every placement of the stones:

- [IsCorner], [isCorner_iff]: the corners of a square, by coordinates.
- [Frame], [InFrame]: a *frame* is the 2×3 grid [{x0, x0+s, x0+2s} × {y0, y0+s}] (wide) or
  its transpose (tall): the six corners of two squares of side [s] sharing a side.
- [PairDist], [PairForm]: two cells differ by [(s,0)], [(2s,0)], [(s,s)] or [(2s,s)] up to
  the 8 symmetries.
- [three_fix], [diagonal_fix]: three corners of a square fix it, and so do two corners that
  differ in both coordinates (a diagonal). [shared_frame]: two different squares sharing two
  corners lie in one frame.
- [pigeon], [five], [others], [two_others]: counting (five different cells are not among
  four stones; a square's corners other than one or two given ones).
- [frame_of_double_threat] (headline, the *frame lemma*, Lemma L11 step 1): four different P1
  stones with two different free threat cells lie in one frame.
- [pair_of_frame] (the *pair lemma*, step 2): two different cells of a frame differ in a pair
  form. [double_threat_pairs] (headline): so every two of those four stones do, for one
  [s >= 1]. [no_double_threat] (headline): if two of P1's stones differ in no pair form, four
  P1 stones holding them make at most one free threat cell, whatever P2 plays.
- [pair_of_square], [no_threat_unrelated]: two corners of a square differ in a pair form, so
  three stones two of which differ in none make no threat cell (step 2 at ply 5).
- [frame_or_bowtie] (headline, "Ply 9: frames and bowties"): P1 had no free threat cell, plays
  [m], and then holds two: either [m] and three of P1's stones lie in one frame and the two
  threat squares are made of a threat cell, [m] and two of those three ([frame_case],
  [frame_pack]), or the two squares share only [m] and hold two different stones each: a
  *bowtie*.
- [no_ply9_double_threat] (headline, the first step of the plan "How many units"): if no two
  of P1's first three stones differ in a pair form, P1's ply-9 move makes no double threat
  where its four stones made no threat cell, whatever its fourth stone ([in_rest]).
- [lemma_l] (headline, Lemma L of docs/FASTEST.md §5, a game value): on every board P2 keeps
  P1 from completing a square by ply 8 ([P2CanDelay n 8 [] []]): any free cells at plies 2 and
  4, P1's threat cell at ply 6 ([blockAnswer]), which is unique ([one_threat]: three stones
  make at most one threat cell); [no_square_before_ply_9] (headline): [~ P1CanWinBy n j [] []]
  for every [j <= 8].
- [unrelated_pair_delay] (headline, Lemma L11's first case, a game value): on every board,
  when P1's first two stones differ in no pair form, P2 blocking P1's threat cells keeps P1
  from completing a square by ply 10, whatever P2's first two stones ([blocked]: a block holds
  when P1 has at most one threat cell).
- [unrelated_three_delay] (headline, the plan's first step as a game value): on every
  board, when no two of P1's first three stones differ in a pair form, P2 blocking P1's threat
  cells at plies 8 and 10 keeps P1 from completing a square by ply 12, whatever P2's first
  three stones ([blocked_free]: a block holds when P1 has at most one free threat cell).
- [stray_double_threat] (headline, Lemma S of docs/FASTEST.md §5): a *stray* P1 stone (in no
  pair form with either stone of a pair, or with any third corner of the pair) takes part in no
  double threat: where P1's four stones made no free threat cell and its next move makes two,
  both are threat cells of the pair, the fourth stone and the move alone ([stray_frame],
  [stray_bowtie]; [side_pos], [square_on_board], [onBoard_of_completes], [completes_of_square]
  turn the squares back into [Completes]).
- [corner_double_threat] (headline, Lemma S's lone form of docs/FASTEST.md §5): the
  same where the stone [z] is in no pair form with the pair's stones and P1's move is no third
  corner of the pair making three corners of one square with [z] and the fourth stone (P2
  holds those); [stray_double_threat] follows from it.
- [Killed], [Kills]: P1 to move has no free threat cell and no move making two; P2's answer
  is a free cell after which P1 is killed. [killed_more]: P1 stays killed beside more P2
  stones; [killed_off_board]: a P2 stone off the board is no stone. [kill_delay] (headline,
  the game value of Lemmas S' and T of docs/FASTEST.md §5): where P1's three stones make no
  free threat cell after ply 6 and P2 has a killing answer to every fourth stone, P2 keeps P1
  from completing a square by ply 12, on every board.
- [Tempos], [tempoAnswer]: P2's answer is a tempo move (P1 left no free threat cell, P2 one
  whose taking leaves P1 at most one); P2's next answer completes its square where it can,
  else blocks. [answer_delay] (headline, the game value of Lemma U of docs/FASTEST.md §5): the
  same as [kill_delay] with answers that kill, are tempo moves or complete a P2 square.
- [frame_example], [bowtie_example]: the hypotheses are met, those of the frame lemma on the
  3×3 board and those of [frame_or_bowtie] with two squares sharing only [m] on the 5×5 board,
  checked by computation.

The Coq twin of [lean/SquareGame/Frames.lean], lemma for lemma (the Lean file is not checked
here: no Lean toolchain, docs/TRUST.md). Hand-written. The arithmetic steps are stated as
small lemmas over plain numbers ([fix_side], [spread], [beside], [dist3], ...) so that [lia]
(and Lean's [omega]) see only the facts they need. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Lemmas Delay DelayLemmas EveryN.
Import ListNotations.
Local Open Scope N_scope.

(** ** Corners and frames *)

(** [c] is a corner of the square [q]: column [sx q] or [sx q + sd q], row [sy q] or
[sy q + sd q]. *)
Definition IsCorner (q : Square) (c : Cell) : Prop :=
  (x c = sx q \/ x c = sx q + sd q) /\ (y c = sy q \/ y c = sy q + sd q).

(** A frame: [fs] is its spacing; wide ([ftall = false]) it is the grid
[{fx, fx+fs, fx+2·fs} × {fy, fy+fs}], tall its transpose [{fx, fx+fs} × {fy, fy+fs, fy+2·fs}]. *)
Record Frame : Type := mkFrame { fx : N; fy : N; fs : N; ftall : bool }.

(** The cell is one of the six cells of the frame. *)
Definition InFrame (f : Frame) (c : Cell) : Prop :=
  if ftall f then
    (x c = fx f \/ x c = fx f + fs f) /\
    (y c = fy f \/ y c = fy f + fs f \/ y c = fy f + 2 * fs f)
  else
    (x c = fx f \/ x c = fx f + fs f \/ x c = fx f + 2 * fs f) /\
    (y c = fy f \/ y c = fy f + fs f).

(** The coordinate differences [dx], [dy] of two cells are [(s, 0)], [(2s, 0)], [(s, s)] or
[(2s, s)] up to the 8 symmetries. *)
Definition PairDist (s dx dy : N) : Prop :=
  (dx = s /\ dy = 0) \/ (dx = 0 /\ dy = s) \/ (dx = 2 * s /\ dy = 0) \/ (dx = 0 /\ dy = 2 * s) \/
  (dx = s /\ dy = s) \/ (dx = 2 * s /\ dy = s) \/ (dx = s /\ dy = 2 * s).

(** Two cells differ by [(s, 0)], [(2s, 0)], [(s, s)] or [(2s, s)] up to the 8 symmetries
(coordinate differences by [Lemmas.dist]). *)
Definition PairForm (s : N) (p r : Cell) : Prop := PairDist s (dist (x p) (x r)) (dist (y p) (y r)).

(** ** Cells and corners *)

(** [In c (corners q)], by coordinates. *)
Lemma isCorner_iff (q : Square) (c : Cell) : In c (corners q) <-> IsCorner q c.
Proof.
  destruct q as [qx qy d], c as [cx cy]; unfold IsCorner; cbn [x y sx sy sd]; split.
  - intro h; apply mem_corners in h.
    destruct h as [e|[e|[e|e]]]; injection e as ex ey; subst; lia.
  - intro h; exact (corner_of h).
Qed.

(** Cells are equal or not. *)
Lemma cell_dec (a b : Cell) : {a = b} + {a <> b}.
Proof. decide equality; apply N.eq_dec. Qed.

(** ** Squares fixed by their corners *)

(** Three values in [{a, a + d}] and in [{a', a' + d'}], not all equal: [a = a'] and
[d = d'] (one coordinate of [three_fix] and [diagonal_fix]). *)
Lemma fix_side (u v w a d a' d' : N) :
  1 <= d -> 1 <= d' ->
  (u = a \/ u = a + d) -> (v = a \/ v = a + d) -> (w = a \/ w = a + d) ->
  (u = a' \/ u = a' + d') -> (v = a' \/ v = a' + d') -> (w = a' \/ w = a' + d') ->
  ~ (u = v /\ v = w) -> a = a' /\ d = d'.
Proof. lia. Qed.

(** Three different values in [{a, a + d}] do not exist. *)
Lemma spread (a d u v w : N) :
  1 <= d -> (u = a \/ u = a + d) -> (v = a \/ v = a + d) -> (w = a \/ w = a + d) ->
  u <> v -> u <> w -> v <> w -> False.
Proof. lia. Qed.

(** Three different corners of a square do not share a column, nor a row (a column or a row
holds two corners). *)
Lemma three_spread (q : Square) (p r u : Cell) :
  1 <= sd q -> IsCorner q p -> IsCorner q r -> IsCorner q u ->
  p <> r -> p <> u -> r <> u ->
  ~ (x p = x r /\ x r = x u) /\ ~ (y p = y r /\ y r = y u).
Proof.
  destruct p as [px py], r as [rx ry], u as [ux uy]; cbn [x y].
  intros hd hp hr hu npr npu nru; split; intros [e1 e2].
  - exact (spread (sy q) (sd q) py ry uy hd (proj2 hp) (proj2 hr) (proj2 hu)
      (fun e => npr (cell_eq e1 e)) (fun e => npu (cell_eq (eq_trans e1 e2) e))
      (fun e => nru (cell_eq e2 e))).
  - exact (spread (sx q) (sd q) px rx ux hd (proj1 hp) (proj1 hr) (proj1 hu)
      (fun e => npr (cell_eq e e1)) (fun e => npu (cell_eq e (eq_trans e1 e2)))
      (fun e => nru (cell_eq e e2))).
Qed.

(** Three different corners of two squares: the squares are equal. *)
Theorem three_fix (q q' : Square) (p r u : Cell) :
  1 <= sd q -> 1 <= sd q' ->
  IsCorner q p -> IsCorner q r -> IsCorner q u ->
  IsCorner q' p -> IsCorner q' r -> IsCorner q' u ->
  p <> r -> p <> u -> r <> u -> q = q'.
Proof.
  intros hd hd' hp hr hu hp' hr' hu' npr npu nru.
  destruct (three_spread q p r u hd hp hr hu npr npu nru) as [nx ny].
  destruct q as [qx qy d], q' as [qx' qy' d']; unfold IsCorner in *; cbn [sx sy sd] in *.
  destruct (fix_side _ _ _ _ _ _ _ hd hd' (proj1 hp) (proj1 hr) (proj1 hu)
    (proj1 hp') (proj1 hr') (proj1 hu') nx) as [-> ->].
  destruct (fix_side _ _ _ _ _ _ _ hd hd' (proj2 hp) (proj2 hr) (proj2 hu)
    (proj2 hp') (proj2 hr') (proj2 hu') ny) as [-> _].
  reflexivity.
Qed.

(** Two corners of two squares differing in both coordinates (a diagonal): the squares are
equal. *)
Theorem diagonal_fix (q q' : Square) (p r : Cell) :
  1 <= sd q -> 1 <= sd q' -> IsCorner q p -> IsCorner q r -> IsCorner q' p -> IsCorner q' r ->
  x p <> x r -> y p <> y r -> q = q'.
Proof.
  destruct q as [qx qy d], q' as [qx' qy' d']; unfold IsCorner; cbn [sx sy sd].
  intros hd hd' hp hr hp' hr' nx ny.
  destruct (fix_side _ _ _ _ _ _ _ hd hd' (proj1 hp) (proj1 hr) (proj1 hr)
    (proj1 hp') (proj1 hr') (proj1 hr') ltac:(intros [e _]; exact (nx e))) as [-> ->].
  destruct (fix_side _ _ _ _ _ _ _ hd hd' (proj2 hp) (proj2 hr) (proj2 hr)
    (proj2 hp') (proj2 hr') (proj2 hr') ltac:(intros [e _]; exact (ny e))) as [-> _].
  reflexivity.
Qed.

(** Two squares of the same side in the same rows, sharing a column [u], different: they lie
left and right of it (one coordinate of [shared_frame]). *)
Lemma beside (u a a' d d' : N) :
  d = d' -> (u = a \/ u = a + d) -> (u = a' \/ u = a' + d') -> a <> a' ->
  a' = a + d \/ a = a' + d'.
Proof. lia. Qed.

(** The corners of two squares side by side, [(a, b, d)] and [(a', b', d') = (a + d, b, d)],
lie in the wide frame at [(a, b)] of spacing [d]. *)
Lemma wide_pair (a b d a' b' d' : N) (c : Cell) :
  a' = a + d -> b' = b -> d' = d ->
  IsCorner (mkSquare a b d) c \/ IsCorner (mkSquare a' b' d') c ->
  InFrame (mkFrame a b d false) c.
Proof. intros -> -> ->; unfold IsCorner, InFrame; cbn [sx sy sd fx fy fs ftall]; lia. Qed.

(** The corners of two squares one above the other, [(a, b, d)] and
[(a', b', d') = (a, b + d, d)], lie in the tall frame at [(a, b)] of spacing [d]. *)
Lemma tall_pair (a b d a' b' d' : N) (c : Cell) :
  a' = a -> b' = b + d -> d' = d ->
  IsCorner (mkSquare a b d) c \/ IsCorner (mkSquare a' b' d') c ->
  InFrame (mkFrame a b d true) c.
Proof. intros -> -> ->; unfold IsCorner, InFrame; cbn [sx sy sd fx fy fs ftall]; lia. Qed.

(** Two different squares sharing two different corners: the six corners of both lie in one
frame (the shared corners are a side of both, by [diagonal_fix], and the squares lie on either
side of it). *)
Theorem shared_frame (q q' : Square) (p r : Cell) :
  1 <= sd q -> 1 <= sd q' -> IsCorner q p -> IsCorner q r -> IsCorner q' p -> IsCorner q' r ->
  p <> r -> q <> q' ->
  exists f, 1 <= fs f /\ (forall c, IsCorner q c -> InFrame f c) /\
    (forall c, IsCorner q' c -> InFrame f c).
Proof.
  destruct q as [qx qy d], q' as [qx' qy' d'], p as [px py], r as [rx ry]; cbn [x y sd].
  intros hd hd' hp hr hp' hr' npr nq.
  destruct (N.eq_dec px rx) as [ex|nx].
  - (* a column side: the squares lie left and right of it, in a wide frame *)
    assert (py <> ry) as ny by (intro ey; exact (npr (cell_eq ex ey))).
    destruct (fix_side py ry ry qy d qy' d' hd hd' (proj2 hp) (proj2 hr) (proj2 hr)
      (proj2 hp') (proj2 hr') (proj2 hr') (fun e => ny (proj1 e))) as [hy hdd].
    assert (qx <> qx') as nqx by (intro e; apply nq; rewrite e, hy, hdd; reflexivity).
    destruct (beside px qx qx' d d' hdd (proj1 hp) (proj1 hp') nqx) as [e|e].
    + exists (mkFrame qx qy d false); split; [exact hd|]; split; intros c hc;
        apply (wide_pair qx qy d qx' qy' d' c e (eq_sym hy) (eq_sym hdd)); [left|right]; exact hc.
    + exists (mkFrame qx' qy' d' false); split; [exact hd'|]; split; intros c hc;
        apply (wide_pair qx' qy' d' qx qy d c e hy hdd); [right|left]; exact hc.
  - destruct (N.eq_dec py ry) as [ey|ny].
    + (* a row side: the squares lie below and above it, in a tall frame *)
      destruct (fix_side px rx rx qx d qx' d' hd hd' (proj1 hp) (proj1 hr) (proj1 hr)
        (proj1 hp') (proj1 hr') (proj1 hr') (fun e => nx (proj1 e))) as [hx hdd].
      assert (qy <> qy') as nqy by (intro e; apply nq; rewrite hx, e, hdd; reflexivity).
      destruct (beside py qy qy' d d' hdd (proj2 hp) (proj2 hp') nqy) as [e|e].
      * exists (mkFrame qx qy d true); split; [exact hd|]; split; intros c hc;
          apply (tall_pair qx qy d qx' qy' d' c (eq_sym hx) e (eq_sym hdd)); [left|right];
          exact hc.
      * exists (mkFrame qx' qy' d' true); split; [exact hd'|]; split; intros c hc;
          apply (tall_pair qx' qy' d' qx qy d c hx e hdd); [right|left]; exact hc.
    + contradiction nq; exact (diagonal_fix (mkSquare qx qy d) (mkSquare qx' qy' d')
      (mkCell px py) (mkCell rx ry) hd hd' hp hr hp' hr' nx ny).
Qed.

(** ** Counting in a set of four stones *)

(** More different cells than stones are not all stones (pigeonhole, by
[NoDup_incl_length]). *)
Lemma pigeon (A K : list Cell) :
  NoDup K -> (forall k, In k K -> In k A) -> (length A < length K)%nat -> False.
Proof. intros hK hi hl; pose proof (NoDup_incl_length hK hi); lia. Qed.

(** Five different cells are not all among four different stones. *)
Lemma five (A : list Cell) (a b c d e : Cell) :
  length A = 4%nat -> In a A -> In b A -> In c A -> In d A -> In e A ->
  a <> b -> a <> c -> a <> d -> a <> e -> b <> c -> b <> d -> b <> e -> c <> d -> c <> e ->
  d <> e -> False.
Proof.
  intros lA ha hb hc hd he nab nac nad nae nbc nbd nbe ncd nce nde.
  apply (pigeon A [a; b; c; d; e]); [repeat constructor; simpl; intuition congruence|
    intros k hk; simpl in hk; intuition congruence | simpl; lia].
Qed.

(** A cell whose column and row are a square's is a corner of it. *)
Lemma isCorner_mk (qx qy d kx ky : N) :
  (kx = qx \/ kx = qx + d) -> (ky = qy \/ ky = qy + d) -> IsCorner (mkSquare qx qy d) (mkCell kx ky).
Proof. intros hx hy; split; assumption. Qed.

(** The corners of a square other than one of them, [t]: three different cells (the other
column [2·x + d - x t] with [t]'s row, [t]'s column with the other row, and both others), and
every corner is one of the four. *)
Lemma others (q : Square) (t : Cell) : 1 <= sd q -> IsCorner q t ->
  exists k1 k2 k3, (forall k, IsCorner q k -> k = t \/ k = k1 \/ k = k2 \/ k = k3) /\
    k1 <> k2 /\ k1 <> k3 /\ k2 <> k3 /\
    IsCorner q k1 /\ IsCorner q k2 /\ IsCorner q k3 /\ k1 <> t /\ k2 <> t /\ k3 <> t.
Proof.
  destruct q as [qx qy d], t as [tx ty]; cbn [sd]; intros hd [htx hty]; cbn [x y sx sy sd] in *.
  exists (mkCell (qx + qx + d - tx) ty), (mkCell tx (qy + qy + d - ty)),
    (mkCell (qx + qx + d - tx) (qy + qy + d - ty)).
  split.
  - intros [kx ky] [hkx hky]; cbn [x y sx sy sd] in hkx, hky.
    destruct (N.eq_dec kx tx) as [ex|nx], (N.eq_dec ky ty) as [ey|ny].
    + left; apply cell_eq; lia.
    + right; right; left; apply cell_eq; lia.
    + right; left; apply cell_eq; lia.
    + right; right; right; apply cell_eq; lia.
  - split; [|split; [|split; [|split; [|split; [|split; [|split; [|split]]]]]]].
    all: first [apply isCorner_mk; lia | intro e; injection e; intros; lia].
Qed.

(** The corners of a square other than two different ones of them: two different cells, and
every corner is one of the four. *)
Lemma two_others (q : Square) (t m : Cell) : 1 <= sd q -> IsCorner q t -> IsCorner q m -> m <> t ->
  exists a1 a2, a1 <> a2 /\ IsCorner q a1 /\ IsCorner q a2 /\ a1 <> t /\ a2 <> t /\
    a1 <> m /\ a2 <> m /\ (forall k, IsCorner q k -> k = t \/ k = m \/ k = a1 \/ k = a2).
Proof.
  intros hd ht hm nmt.
  destruct (others q t hd ht) as [k1 [k2 [k3 [hall [n12 [n13 [n23 [c1 [c2 [c3 [m1 [m2 m3]]]]]]]]]]]].
  destruct (hall m hm) as [e|[->|[->| ->]]]; [contradiction|..].
  - exists k2, k3; refine (conj n23 (conj c2 (conj c3 (conj m2 (conj m3 (conj _ (conj _ _)))))));
      [congruence | congruence |].
    intros k hk; destruct (hall k hk) as [e|[e|[e|e]]]; subst k; intuition.
  - exists k1, k3; refine (conj n13 (conj c1 (conj c3 (conj m1 (conj m3 (conj _ (conj _ _)))))));
      [congruence | congruence |].
    intros k hk; destruct (hall k hk) as [e|[e|[e|e]]]; subst k; intuition.
  - exists k1, k2; refine (conj n12 (conj c1 (conj c2 (conj m1 (conj m2 (conj _ (conj _ _)))))));
      [congruence | congruence |].
    intros k hk; destruct (hall k hk) as [e|[e|[e|e]]]; subst k; intuition.
Qed.

(** ** The frame lemma *)

(** A cell is one of three cells, or none of them. *)
Lemma inK_dec (l k1 k2 k3 : Cell) :
  {l = k1 \/ l = k2 \/ l = k3} + {l <> k1 /\ l <> k2 /\ l <> k3}.
Proof.
  destruct (cell_dec l k1) as [e|n1]; [left; left; exact e|].
  destruct (cell_dec l k2) as [e|n2]; [left; right; left; exact e|].
  destruct (cell_dec l k3) as [e|n3]; [left; right; right; exact e|].
  right; auto.
Qed.

(** The end of [frame_core]: two different shared corners [p], [r] and a corner [e] of [q2]
that is none of the three stones [k1], [k2], [k3] on [q1]: every stone is one of [e], [k1],
[k2], [k3] (else five different cells among four stones), so all lie in the frame of
[shared_frame]. *)
Lemma frame_finish (A : list Cell) (q1 q2 : Square) (p r e k1 k2 k3 : Cell) :
  length A = 4%nat -> 1 <= sd q1 -> 1 <= sd q2 -> q1 <> q2 ->
  IsCorner q1 p -> IsCorner q1 r -> IsCorner q2 p -> IsCorner q2 r -> p <> r ->
  IsCorner q2 e -> In e A -> e <> k1 -> e <> k2 -> e <> k3 ->
  IsCorner q1 k1 -> IsCorner q1 k2 -> IsCorner q1 k3 -> In k1 A -> In k2 A -> In k3 A ->
  k1 <> k2 -> k1 <> k3 -> k2 <> k3 ->
  exists f, 1 <= fs f /\ forall s, In s A -> InFrame f s.
Proof.
  intros lA hd1 hd2 nq p1 r1 p2 r2 npr he eA ne1 ne2 ne3 c1 c2 c3 a1 a2 a3 n12 n13 n23.
  destruct (shared_frame q1 q2 p r hd1 hd2 p1 r1 p2 r2 npr nq) as [f [hf [f1 f2]]].
  exists f; split; [exact hf|]; intros s hs.
  destruct (cell_dec s e) as [->|nse]; [exact (f2 _ he)|].
  destruct (cell_dec s k1) as [->|ns1]; [exact (f1 _ c1)|].
  destruct (cell_dec s k2) as [->|ns2]; [exact (f1 _ c2)|].
  destruct (cell_dec s k3) as [->|ns3]; [exact (f1 _ c3)|].
  exfalso; exact (five A s e k1 k2 k3 lA hs eA a1 a2 a3 nse ns1 ns2 ns3 ne1 ne2 ne3 n12 n13 n23).
Qed.

(** Four different stones [A], two different cells [t1], [t2], [t2] outside [A], and squares
[q1] through [t1] and [q2] through [t2] whose other corners are stones of [A]: the stones lie
in one frame. *)
Theorem frame_core (A : list Cell) (q1 q2 : Square) (t1 t2 : Cell) :
  length A = 4%nat -> 1 <= sd q1 -> 1 <= sd q2 ->
  IsCorner q1 t1 -> IsCorner q2 t2 -> t1 <> t2 -> ~ In t2 A ->
  (forall k, IsCorner q1 k -> k <> t1 -> In k A) ->
  (forall k, IsCorner q2 k -> k <> t2 -> In k A) ->
  exists f, 1 <= fs f /\ forall s, In s A -> InFrame f s.
Proof.
  intros lA hd1 hd2 ht1 ht2 nt n2 hq1 hq2.
  assert (q1 <> q2) as nq.
  { intro e; subst q2; apply n2; apply hq1; [exact ht2 | intro e; apply nt; symmetry; exact e]. }
  destruct (others q1 t1 hd1 ht1) as [k1 [k2 [k3 [_ [n12 [n13 [n23 [c1 [c2 [c3 [m1 [m2 m3]]]]]]]]]]]].
  destruct (others q2 t2 hd2 ht2) as [l1 [l2 [l3 [_ [o12 [o13 [o23 [d1 [d2 [d3 [u1 [u2 u3]]]]]]]]]]]].
  pose proof (hq1 _ c1 m1) as a1; pose proof (hq1 _ c2 m2) as a2; pose proof (hq1 _ c3 m3) as a3.
  pose proof (hq2 _ d1 u1) as b1; pose proof (hq2 _ d2 u2) as b2; pose proof (hq2 _ d3 u3) as b3.
  (* each corner l of q2 other than t2 is one of the stones k on q1, or none of them *)
  assert (forall l, (l = k1 \/ l = k2 \/ l = k3) -> IsCorner q1 l) as on1 by
    (intros l [->|[->| ->]]; assumption).
  destruct (inK_dec l1 k1 k2 k3) as [i1|[e11 [e12 e13]]];
  destruct (inK_dec l2 k1 k2 k3) as [i2|[e21 [e22 e23]]];
  destruct (inK_dec l3 k1 k2 k3) as [i3|[e31 [e32 e33]]].
  - (* all three: q1 = q2 *)
    contradiction nq; exact (three_fix q1 q2 l1 l2 l3 hd1 hd2 (on1 _ i1) (on1 _ i2) (on1 _ i3)
      d1 d2 d3 o12 o13 o23).
  - exact (frame_finish A q1 q2 l1 l2 l3 k1 k2 k3 lA hd1 hd2 nq (on1 _ i1) (on1 _ i2) d1 d2 o12
      d3 b3 e31 e32 e33 c1 c2 c3 a1 a2 a3 n12 n13 n23).
  - exact (frame_finish A q1 q2 l1 l3 l2 k1 k2 k3 lA hd1 hd2 nq (on1 _ i1) (on1 _ i3) d1 d3 o13
      d2 b2 e21 e22 e23 c1 c2 c3 a1 a2 a3 n12 n13 n23).
  - exfalso; exact (five A l2 l3 k1 k2 k3 lA b2 b3 a1 a2 a3 o23 e21 e22 e23 e31 e32 e33 n12 n13 n23).
  - exact (frame_finish A q1 q2 l2 l3 l1 k1 k2 k3 lA hd1 hd2 nq (on1 _ i2) (on1 _ i3) d2 d3 o23
      d1 b1 e11 e12 e13 c1 c2 c3 a1 a2 a3 n12 n13 n23).
  - exfalso; exact (five A l1 l3 k1 k2 k3 lA b1 b3 a1 a2 a3 o13 e11 e12 e13 e31 e32 e33 n12 n13 n23).
  - exfalso; exact (five A l1 l2 k1 k2 k3 lA b1 b2 a1 a2 a3 o12 e11 e12 e13 e21 e22 e23 n12 n13 n23).
  - exfalso; exact (five A l1 l2 k1 k2 k3 lA b1 b2 a1 a2 a3 o12 e11 e12 e13 e21 e22 e23 n12 n13 n23).
Qed.

(** The square of [Lemmas.completes_iff], by coordinates. *)
Lemma square_of_completes {n : N} {A : list Cell} {t : Cell} :
  (forall s, In s A -> OnBoard n s) -> Completes n A t ->
  exists q, 1 <= sd q /\ IsCorner q t /\ forall k, IsCorner q k -> k <> t -> In k A.
Proof.
  intros hA h; destruct (proj1 (completes_iff n A t hA) h) as [q [[hd _] [ht hk]]].
  exists q; split; [exact hd|]; split; [apply isCorner_iff; exact ht|].
  intros k hc; apply hk; apply isCorner_iff; exact hc.
Qed.

(** **The frame lemma** (docs/FASTEST.md §5, Lemma L11 step 1): four different P1 stones [A]
on the board with two different free threat cells [t1], [t2] (cells outside [A], each
completing a square whose other three corners are stones of [A]) lie in one frame. *)
Theorem frame_of_double_threat (n : N) (A : list Cell) (t1 t2 : Cell) :
  length A = 4%nat -> (forall s, In s A -> OnBoard n s) ->
  ~ In t1 A -> ~ In t2 A -> t1 <> t2 -> Completes n A t1 -> Completes n A t2 ->
  exists f, 1 <= fs f /\ forall s, In s A -> InFrame f s.
Proof.
  intros lA hb n1 n2 nt c1 c2.
  destruct (square_of_completes hb c1) as [q1 [hd1 [ht1 hq1]]].
  destruct (square_of_completes hb c2) as [q2 [hd2 [ht2 hq2]]].
  exact (frame_core A q1 q2 t1 t2 lA hd1 hd2 ht1 ht2 nt n2 hq1 hq2).
Qed.

(** ** The pair lemma *)

(** Two of three equally spaced values are [0], [s] or [2s] apart. *)
Lemma dist3 (a s u v : N) :
  (u = a \/ u = a + s \/ u = a + 2 * s) -> (v = a \/ v = a + s \/ v = a + 2 * s) ->
  dist u v = 0 \/ dist u v = s \/ dist u v = 2 * s.
Proof.
  intros hu hv; pose proof (dist_spec u v); destruct hu as [hu|[hu|hu]], hv as [hv|[hv|hv]]; lia.
Qed.

(** Two of two values [s] apart are [0] or [s] apart. *)
Lemma dist2 (a s u v : N) :
  (u = a \/ u = a + s) -> (v = a \/ v = a + s) -> dist u v = 0 \/ dist u v = s.
Proof. intros hu hv; pose proof (dist_spec u v); destruct hu, hv; lia. Qed.

(** Different values are a nonzero distance apart. *)
Lemma dist_pos (u v : N) : u <> v -> dist u v <> 0.
Proof. intro h; pose proof (dist_spec u v); lia. Qed.

(** Different cells are a nonzero distance apart in a coordinate. *)
Lemma dist_nz (p r : Cell) : p <> r -> dist (x p) (x r) <> 0 \/ dist (y p) (y r) <> 0.
Proof.
  destruct p as [px py], r as [rx ry]; cbn [x y]; intro npr.
  destruct (N.eq_dec px rx) as [ex|nx]; [|left; exact (dist_pos _ _ nx)].
  destruct (N.eq_dec py ry) as [ey|ny]; [|right; exact (dist_pos _ _ ny)].
  contradiction (npr (cell_eq ex ey)).
Qed.

(** The differences of two different cells of a tall frame. *)
Lemma pairDist_tall (s dx dy : N) :
  (dx = 0 \/ dx = s) -> (dy = 0 \/ dy = s \/ dy = 2 * s) -> (dx <> 0 \/ dy <> 0) ->
  PairDist s dx dy.
Proof. unfold PairDist; lia. Qed.

(** The differences of two different cells of a wide frame. *)
Lemma pairDist_wide (s dx dy : N) :
  (dx = 0 \/ dx = s \/ dx = 2 * s) -> (dy = 0 \/ dy = s) -> (dx <> 0 \/ dy <> 0) ->
  PairDist s dx dy.
Proof. unfold PairDist; lia. Qed.

(** Two different cells of a frame differ in one of the pair forms, with the frame's spacing. *)
Theorem pair_of_frame (f : Frame) (p r : Cell) :
  InFrame f p -> InFrame f r -> p <> r -> PairForm (fs f) p r.
Proof.
  destruct f as [x0 y0 s tall], p as [px py], r as [rx ry]; unfold InFrame, PairForm;
    cbn [fx fy fs ftall x y].
  intros hp hr npr.
  pose proof (dist_nz (mkCell px py) (mkCell rx ry) npr) as nz; cbn [x y] in nz.
  destruct tall.
  - exact (pairDist_tall s _ _ (dist2 _ _ _ _ (proj1 hp) (proj1 hr))
      (dist3 _ _ _ _ (proj2 hp) (proj2 hr)) nz).
  - exact (pairDist_wide s _ _ (dist3 _ _ _ _ (proj1 hp) (proj1 hr))
      (dist2 _ _ _ _ (proj2 hp) (proj2 hr)) nz).
Qed.

(** Two different corners of a square differ in a pair form, [(s, 0)] or [(s, s)] with [s]
its side. *)
Theorem pair_of_square (q : Square) (p r : Cell) :
  1 <= sd q -> IsCorner q p -> IsCorner q r -> p <> r -> PairForm (sd q) p r.
Proof.
  destruct q as [qx qy d], p as [px py], r as [rx ry]; unfold IsCorner, PairForm;
    cbn [x y sx sy sd].
  intros hd hp hr npr.
  pose proof (dist_nz (mkCell px py) (mkCell rx ry) npr) as nz; cbn [x y] in nz.
  destruct (dist2 _ _ _ _ (proj2 hp) (proj2 hr)) as [hy|hy].
  - exact (pairDist_tall d _ _ (dist2 _ _ _ _ (proj1 hp) (proj1 hr)) (or_introl hy) nz).
  - exact (pairDist_tall d _ _ (dist2 _ _ _ _ (proj1 hp) (proj1 hr)) (or_intror (or_introl hy))
      nz).
Qed.

(** With two different free threat cells, every two of P1's four stones differ in one of the
pair forms, for one spacing [s >= 1] (the frame's). *)
Theorem double_threat_pairs (n : N) (A : list Cell) (t1 t2 : Cell) :
  length A = 4%nat -> (forall s, In s A -> OnBoard n s) ->
  ~ In t1 A -> ~ In t2 A -> t1 <> t2 -> Completes n A t1 -> Completes n A t2 ->
  exists s, 1 <= s /\ forall p r, In p A -> In r A -> p <> r -> PairForm s p r.
Proof.
  intros lA hb n1 n2 nt c1 c2.
  destruct (frame_of_double_threat n A t1 t2 lA hb n1 n2 nt c1 c2) as [f [hf hin]].
  exists (fs f); split; [exact hf|].
  intros p r hp hr npr; exact (pair_of_frame f p r (hin p hp) (hin r hr) npr).
Qed.

(** **No double threat without a pair form** (Lemma L11 step 2): if two different stones [a],
[b] among P1's four stones differ in no pair form for any [s >= 1], P1 holds at most one free
threat cell. *)
Theorem no_double_threat (n : N) (A : list Cell) (a b t1 t2 : Cell) :
  length A = 4%nat -> (forall s, In s A -> OnBoard n s) ->
  In a A -> In b A -> a <> b -> (forall s, 1 <= s -> ~ PairForm s a b) ->
  ~ In t1 A -> ~ In t2 A -> Completes n A t1 -> Completes n A t2 -> t1 = t2.
Proof.
  intros lA hb ha hbA nab hno n1 n2 c1 c2.
  destruct (cell_dec t1 t2) as [e|nt]; [exact e|exfalso].
  destruct (double_threat_pairs n A t1 t2 lA hb n1 n2 nt c1 c2) as [s [hs hp]].
  exact (hno s hs (hp a b ha hbA nab)).
Qed.

(** ** Ply 9: frames and bowties *)

(** [completes_iff] forwards, keeping the square on the board. *)
Lemma board_square_of_completes {n : N} {S : list Cell} {t : Cell} :
  (forall s, In s S -> OnBoard n s) -> Completes n S t ->
  exists q, SquareOnBoard n q /\ IsCorner q t /\ forall k, IsCorner q k -> k <> t -> In k S.
Proof.
  intros hS h; destruct (proj1 (completes_iff n S t hS) h) as [q [hq [ht hk]]].
  exists q; split; [exact hq|]; split; [apply isCorner_iff; exact ht|].
  intros k hc; apply hk; apply isCorner_iff; exact hc.
Qed.

(** A square completed for [m :: A] at [t] but not for [A] has [m] as a corner; its two
corners other than [t] and [m] are different stones of [A], and it has no other corner. *)
Lemma through_move {n : N} {A : list Cell} {m t : Cell} :
  (forall s, In s (m :: A) -> OnBoard n s) -> ~ In t (m :: A) ->
  Completes n (m :: A) t -> ~ Completes n A t ->
  exists q a1 a2, 1 <= sd q /\ IsCorner q t /\ IsCorner q m /\ IsCorner q a1 /\
    IsCorner q a2 /\ a1 <> a2 /\ a1 <> m /\ a2 <> m /\ In a1 A /\ In a2 A /\
    (forall k, IsCorner q k -> k <> t -> In k (m :: A)) /\
    (forall k, IsCorner q k -> k = t \/ k = m \/ k = a1 \/ k = a2).
Proof.
  intros hb nt c nc.
  destruct (board_square_of_completes hb c) as [q [hq [ht hk]]].
  assert (IsCorner q m) as hm.
  { destruct (in_dec cell_dec m (corners q)) as [i|i]; [apply isCorner_iff; exact i|].
    exfalso; apply nc; apply (proj2 (completes_iff n A t (fun s h => hb s (or_intror h)))).
    exists q; split; [exact hq|]; split; [apply isCorner_iff; exact ht|].
    intros k hc nkt; destruct (hk k (proj1 (isCorner_iff q k) hc) nkt) as [e|h];
      [subst; contradiction | exact h]. }
  assert (m <> t) as nmt by (intro e; subst; apply nt; left; reflexivity).
  destruct (two_others q t m (proj1 hq) ht hm nmt)
    as [a1 [a2 [n12 [c1 [c2 [t1 [t2 [m1 [m2 hall]]]]]]]]].
  exists q, a1, a2; split; [exact (proj1 hq)|]; repeat (split; [assumption|]).
  split; [destruct (hk a1 c1 t1) as [e|h]; [congruence|exact h]|].
  split; [destruct (hk a2 c2 t2) as [e|h]; [congruence|exact h]|].
  exact (conj hk hall).
Qed.

(** The frame case of [frame_or_bowtie]: two different squares through [m] sharing the stone
[p], with the corners [a] and [b] besides, lie in one frame, and [a <> b]. *)
Lemma frame_case (q1 q2 : Square) (m p a b : Cell) :
  1 <= sd q1 -> 1 <= sd q2 -> q1 <> q2 ->
  IsCorner q1 m -> IsCorner q1 p -> IsCorner q1 a -> IsCorner q2 m -> IsCorner q2 p ->
  IsCorner q2 b -> m <> p -> m <> a -> p <> a ->
  a <> b /\ exists f, 1 <= fs f /\ InFrame f m /\ InFrame f p /\ InFrame f a /\ InFrame f b.
Proof.
  intros hd1 hd2 nq m1 p1 a1 m2 p2 b2 nmp nma npa.
  destruct (shared_frame q1 q2 m p hd1 hd2 m1 p1 m2 p2 nmp nq) as [f [hf [f1 f2]]].
  split.
  - intro e; subst b; apply nq; exact (three_fix q1 q2 m p a hd1 hd2 m1 p1 a1 m2 p2 b2 nmp nma npa).
  - exists f; split; [exact hf|]; split; [exact (f1 _ m1)|].
    split; [exact (f1 _ p1)|]; split; [exact (f1 _ a1)|]; exact (f2 _ b2).
Qed.

(** The frame case packed as [frame_or_bowtie] states it: the frame holds [m] and three
different stones [p], [a], [b] of [A], and the two squares are [t1], [m], [p], [a] and [t2],
[m], [p], [b] (every corner one of these). *)
Lemma frame_pack (A : list Cell) (q1 q2 : Square) (m t1 t2 p a b : Cell) :
  1 <= sd q1 -> 1 <= sd q2 -> q1 <> q2 ->
  IsCorner q1 m -> IsCorner q1 p -> IsCorner q1 a -> IsCorner q1 t1 ->
  IsCorner q2 m -> IsCorner q2 p -> IsCorner q2 b -> IsCorner q2 t2 ->
  m <> p -> m <> a -> p <> a -> p <> b -> In p A -> In a A -> In b A ->
  (forall k, IsCorner q1 k -> k = t1 \/ k = m \/ k = p \/ k = a) ->
  (forall k, IsCorner q2 k -> k = t2 \/ k = m \/ k = p \/ k = b) ->
  exists f q1 q2 p a b, 1 <= fs f /\ InFrame f m /\ In p A /\ In a A /\ In b A /\
    p <> a /\ p <> b /\ a <> b /\ InFrame f p /\ InFrame f a /\ InFrame f b /\
    IsCorner q1 m /\ IsCorner q1 t1 /\ IsCorner q2 m /\ IsCorner q2 t2 /\
    (forall k, IsCorner q1 k -> k = t1 \/ k = m \/ k = p \/ k = a) /\
    (forall k, IsCorner q2 k -> k = t2 \/ k = m \/ k = p \/ k = b).
Proof.
  intros hd1 hd2 nq m1 p1 a1 t1' m2 p2 b2 t2' nmp nma npa npb pA aA bA all1 all2.
  destruct (frame_case q1 q2 m p a b hd1 hd2 nq m1 p1 a1 m2 p2 b2 nmp nma npa)
    as [nab [f [hf [fm [fp [fa fb]]]]]].
  exists f, q1, q2, p, a, b; repeat (split; [assumption|]); exact all2.
Qed.

(** **Ply 9: frames and bowties** (docs/FASTEST.md §5): P1's stones [A] (different, on the
board) leave P1 no free threat cell (here: [t1] and [t2] complete no square of [A]); P1 plays
[m] and then holds two different free threat cells [t1], [t2]. Then either [m] and three
different stones [p], [a], [b] of [A] lie in one frame, and the two threat squares are made of
[t1], [m], [p], [a] and of [t2], [m], [p], [b] (the frame case: the ply-7 double threat, made at
ply 9; a stone of [A] on either square is one of the frame's three), or the two squares share
only [m], each holding two of the stones, four different stones in all (the bowtie case). *)
Theorem frame_or_bowtie (n : N) (A : list Cell) (m t1 t2 : Cell) :
  (forall s, In s (m :: A) -> OnBoard n s) -> ~ In m A ->
  ~ In t1 (m :: A) -> ~ In t2 (m :: A) -> t1 <> t2 ->
  Completes n (m :: A) t1 -> Completes n (m :: A) t2 ->
  ~ Completes n A t1 -> ~ Completes n A t2 ->
  (exists f q1 q2 p a b, 1 <= fs f /\ InFrame f m /\ In p A /\ In a A /\ In b A /\
     p <> a /\ p <> b /\ a <> b /\ InFrame f p /\ InFrame f a /\ InFrame f b /\
     IsCorner q1 m /\ IsCorner q1 t1 /\ IsCorner q2 m /\ IsCorner q2 t2 /\
     (forall k, IsCorner q1 k -> k = t1 \/ k = m \/ k = p \/ k = a) /\
     (forall k, IsCorner q2 k -> k = t2 \/ k = m \/ k = p \/ k = b)) \/
  (exists q1 q2 a1 a2 a3 a4, 1 <= sd q1 /\ 1 <= sd q2 /\
     IsCorner q1 m /\ IsCorner q1 a1 /\ IsCorner q1 a2 /\ IsCorner q1 t1 /\
     IsCorner q2 m /\ IsCorner q2 a3 /\ IsCorner q2 a4 /\ IsCorner q2 t2 /\
     In a1 A /\ In a2 A /\ In a3 A /\ In a4 A /\
     a1 <> a2 /\ a1 <> a3 /\ a1 <> a4 /\ a2 <> a3 /\ a2 <> a4 /\ a3 <> a4).
Proof.
  intros hb nmA n1 n2 nt c1 c2 nc1 nc2.
  destruct (through_move hb n1 c1 nc1)
    as [q1 [a1 [a2 [hd1 [ht1 [hm1 [h1 [h2 [n12 [m1 [m2 [i1 [i2 [hk1 all1]]]]]]]]]]]]]].
  destruct (through_move hb n2 c2 nc2)
    as [q2 [a3 [a4 [hd2 [ht2 [hm2 [h3 [h4 [n34 [m3 [m4 [i3 [i4 [_ all2]]]]]]]]]]]]]].
  assert (q1 <> q2) as nq.
  { intro e; subst q2; apply n2; apply hk1; [exact ht2 | intro e; apply nt; symmetry; exact e]. }
  (* the two squares' corners, in the order [frame_pack] names them *)
  assert (forall k, IsCorner q1 k -> k = t1 \/ k = m \/ k = a2 \/ k = a1) as all1'.
  { intros k hk; destruct (all1 k hk) as [e|[e|[e|e]]]; subst k; intuition. }
  assert (forall k, IsCorner q2 k -> k = t2 \/ k = m \/ k = a4 \/ k = a3) as all2'.
  { intros k hk; destruct (all2 k hk) as [e|[e|[e|e]]]; subst k; intuition. }
  destruct (cell_dec a3 a1) as [e|e31]; [subst a3; left;
    exact (frame_pack A q1 q2 m t1 t2 a1 a2 a4 hd1 hd2 nq hm1 h1 h2 ht1 hm2 h3 h4 ht2
      (fun e => m1 (eq_sym e)) (fun e => m2 (eq_sym e)) n12 n34 i1 i2 i4 all1 all2)|].
  destruct (cell_dec a3 a2) as [e|e32]; [subst a3; left;
    exact (frame_pack A q1 q2 m t1 t2 a2 a1 a4 hd1 hd2 nq hm1 h2 h1 ht1 hm2 h3 h4 ht2
      (fun e => m2 (eq_sym e)) (fun e => m1 (eq_sym e)) (fun e => n12 (eq_sym e)) n34 i2 i1 i4
      all1' all2)|].
  destruct (cell_dec a4 a1) as [e|e41]; [subst a4; left;
    exact (frame_pack A q1 q2 m t1 t2 a1 a2 a3 hd1 hd2 nq hm1 h1 h2 ht1 hm2 h4 h3 ht2
      (fun e => m1 (eq_sym e)) (fun e => m2 (eq_sym e)) n12 (fun e => n34 (eq_sym e)) i1 i2 i3
      all1 all2')|].
  destruct (cell_dec a4 a2) as [e|e42]; [subst a4; left;
    exact (frame_pack A q1 q2 m t1 t2 a2 a1 a3 hd1 hd2 nq hm1 h2 h1 ht1 hm2 h4 h3 ht2
      (fun e => m2 (eq_sym e)) (fun e => m1 (eq_sym e)) (fun e => n12 (eq_sym e))
      (fun e => n34 (eq_sym e)) i2 i1 i3 all1' all2')|].
  right; exists q1, q2, a1, a2, a3, a4; repeat (split; [assumption|]).
  repeat split; congruence.
Qed.

(** A stone of [s4 :: S] other than [s4] is a stone of [S]. *)
Lemma in_rest {s4 x : Cell} {S : list Cell} : In x (s4 :: S) -> x <> s4 -> In x S.
Proof. intros [e|h] ne; [contradiction (ne (eq_sym e)) | exact h]. Qed.

(** **No ply-9 double threat from unrelated first stones** (docs/FASTEST.md §5, "How many
units", its first step): if no two of P1's first three stones [s1], [s2], [s3] differ in a
pair form, then where P1's four stones made no free threat cell, its ply-9 move [m] makes no
two, whatever its fourth stone [s4] and whatever P2 holds: a frame would hold three of the
four stones, two of them among the first three ([pair_of_frame]); a bowtie holds two pairs of
corners of squares through [m], one pair among the first three ([pair_of_square]). *)
Theorem no_ply9_double_threat (n : N) (s1 s2 s3 s4 m t1 t2 : Cell) :
  (forall s, In s [m; s4; s3; s2; s1] -> OnBoard n s) -> ~ In m [s4; s3; s2; s1] ->
  ~ In t1 [m; s4; s3; s2; s1] -> ~ In t2 [m; s4; s3; s2; s1] ->
  Completes n [m; s4; s3; s2; s1] t1 -> Completes n [m; s4; s3; s2; s1] t2 ->
  ~ Completes n [s4; s3; s2; s1] t1 -> ~ Completes n [s4; s3; s2; s1] t2 ->
  (forall p r s, In p [s3; s2; s1] -> In r [s3; s2; s1] -> p <> r -> 1 <= s ->
     ~ PairForm s p r) ->
  t1 = t2.
Proof.
  intros hb nmA n1 n2 c1 c2 nc1 nc2 hno.
  destruct (cell_dec t1 t2) as [e|nt]; [exact e|exfalso].
  destruct (frame_or_bowtie n [s4; s3; s2; s1] m t1 t2 hb nmA n1 n2 nt c1 c2 nc1 nc2)
    as [[f [_ [_ [p [a [b [hf [_ [hp [ha [hbA [npa [npb [nab [fp [fa [fb _]]]]]]]]]]]]]]]]]|
        [q1 [q2 [a1 [a2 [a3 [a4 [hd1 [hd2 [_ [h1 [h2 [_ [_ [h3 [h4 [_ [i1 [i2 [i3 [i4
          [n12 [n13 [n14 [n23 [n24 n34]]]]]]]]]]]]]]]]]]]]]]]]]].
  - (* a frame holds three of the stones; two of them are among the first three *)
    destruct (cell_dec p s4) as [ps4|ps4]; [rewrite ps4 in npa, npb|].
    + exact (hno a b (fs f) (in_rest ha (fun e => npa (eq_sym e)))
        (in_rest hbA (fun e => npb (eq_sym e))) nab hf (pair_of_frame f a b fa fb nab)).
    + destruct (cell_dec a s4) as [as4|as4]; [rewrite as4 in nab|].
      * exact (hno p b (fs f) (in_rest hp ps4) (in_rest hbA (fun e => nab (eq_sym e))) npb hf
          (pair_of_frame f p b fp fb npb)).
      * exact (hno p a (fs f) (in_rest hp ps4) (in_rest ha as4) npa hf
          (pair_of_frame f p a fp fa npa)).
  - (* a bowtie: one of its two pairs avoids the fourth stone *)
    destruct (cell_dec a1 s4) as [a1s4|a1s4]; [rewrite a1s4 in n13, n14|].
    + exact (hno a3 a4 (sd q2) (in_rest i3 (fun e => n13 (eq_sym e)))
        (in_rest i4 (fun e => n14 (eq_sym e))) n34 hd2 (pair_of_square q2 a3 a4 hd2 h3 h4 n34)).
    + destruct (cell_dec a2 s4) as [a2s4|a2s4]; [rewrite a2s4 in n23, n24|].
      * exact (hno a3 a4 (sd q2) (in_rest i3 (fun e => n23 (eq_sym e)))
          (in_rest i4 (fun e => n24 (eq_sym e))) n34 hd2 (pair_of_square q2 a3 a4 hd2 h3 h4 n34)).
      * exact (hno a1 a2 (sd q1) (in_rest i1 a1s4) (in_rest i2 a2s4) n12 hd1
          (pair_of_square q1 a1 a2 hd1 h1 h2 n12)).
Qed.

(** ** Lemma L: no square before ply 9, on every board *)

(** Three different cells are not all among two stones. *)
Lemma three (A : list Cell) (a b c : Cell) :
  (length A <= 2)%nat -> In a A -> In b A -> In c A -> a <> b -> a <> c -> b <> c -> False.
Proof.
  intros lA ha hb hc nab nac nbc.
  apply (pigeon A [a; b; c]); [repeat constructor; simpl; intuition congruence|
    intros k hk; simpl in hk; intuition congruence | simpl; lia].
Qed.

(** Four different cells are not all among three stones. *)
Lemma four (A : list Cell) (a b c d : Cell) :
  length A = 3%nat -> In a A -> In b A -> In c A -> In d A ->
  a <> b -> a <> c -> a <> d -> b <> c -> b <> d -> c <> d -> False.
Proof.
  intros lA ha hb hc hd nab nac nad nbc nbd ncd.
  apply (pigeon A [a; b; c; d]); [repeat constructor; simpl; intuition congruence|
    intros k hk; simpl in hk; intuition congruence | simpl; lia].
Qed.

(** A square through [t] whose three other corners are stones of [A], three stones: every
stone is a corner of it (else four different cells among three stones). *)
Lemma all_corners {A : list Cell} {q : Square} {t : Cell} :
  length A = 3%nat -> 1 <= sd q -> IsCorner q t ->
  (forall k, IsCorner q k -> k <> t -> In k A) -> forall s, In s A -> IsCorner q s.
Proof.
  intros lA hd ht hk s hs.
  destruct (others q t hd ht) as [k1 [k2 [k3 [_ [n12 [n13 [n23 [c1 [c2 [c3 [m1 [m2 m3]]]]]]]]]]]].
  destruct (inK_dec s k1 k2 k3) as [[->|[->| ->]]|[e1 [e2 e3]]]; [exact c1 | exact c2 | exact c3 |].
  exfalso; exact (four A s k1 k2 k3 lA hs (hk _ c1 m1) (hk _ c2 m2) (hk _ c3 m3) e1 e2 e3
    n12 n13 n23).
Qed.

(** Two stones complete no square (a square has three corners besides the completing cell). *)
Lemma no_completes_two {n : N} {S : list Cell} {c : Cell} :
  (length S <= 2)%nat -> (forall s, In s S -> OnBoard n s) -> ~ Completes n S c.
Proof.
  intros hl hS h; destruct (square_of_completes hS h) as [q [hd [ht hk]]].
  destruct (others q c hd ht) as [k1 [k2 [k3 [_ [n12 [n13 [n23 [c1 [c2 [c3 [m1 [m2 m3]]]]]]]]]]]].
  exact (three S k1 k2 k3 hl (hk _ c1 m1) (hk _ c2 m2) (hk _ c3 m3) n12 n13 n23).
Qed.

(** Three stones make at most one threat cell: the squares through two completing cells hold
the three stones as corners, so they are one square ([three_fix]), whose corner outside the
stones is one cell. *)
Lemma one_threat {n : N} {A : list Cell} {t t' : Cell} :
  length A = 3%nat -> (forall s, In s A -> OnBoard n s) -> ~ In t' A ->
  Completes n A t -> Completes n A t' -> t = t'.
Proof.
  intros lA hA nt' c c'.
  destruct (square_of_completes hA c) as [q [hd [ht hk]]].
  destruct (square_of_completes hA c') as [q' [hd' [ht' hk']]].
  destruct (others q t hd ht) as [k1 [k2 [k3 [hall [n12 [n13 [n23 [c1 [c2 [c3 [m1 [m2 m3]]]]]]]]]]]].
  pose proof (all_corners lA hd' ht' hk') as on2.
  assert (q = q') as <- by exact (three_fix q q' k1 k2 k3 hd hd' c1 c2 c3
    (on2 _ (hk _ c1 m1)) (on2 _ (hk _ c2 m2)) (on2 _ (hk _ c3 m3)) n12 n13 n23).
  destruct (hall t' ht') as [e|[e|[e|e]]]; [symmetry; exact e | | |];
    exfalso; apply nt'; rewrite e; apply hk; assumption.
Qed.

(** Three stones two of which differ in no pair form make no threat cell (Lemma L11 step 2, at
ply 5): a square with three of them as corners has both as corners ([all_corners]), and two
corners of a square differ in a pair form ([pair_of_square]). *)
Lemma no_threat_unrelated {n : N} {A : list Cell} {a b t : Cell} :
  length A = 3%nat -> (forall s, In s A -> OnBoard n s) -> In a A -> In b A -> a <> b ->
  (forall s, 1 <= s -> ~ PairForm s a b) -> ~ Completes n A t.
Proof.
  intros lA hA ha hb nab hno hc.
  destruct (square_of_completes hA hc) as [q [hd [ht hk]]].
  pose proof (all_corners lA hd ht hk) as onq.
  exact (hno (sd q) hd (pair_of_square q a b hd (onq a ha) (onq b hb) nab)).
Qed.

(** P2's answer at ply 6 in [lemma_l]: P1's first free threat cell, else the lowest free
cell. *)
Definition blockAnswer (n : N) (A B : list Cell) : Cell :=
  match threatCells n A A B with c :: _ => c | [] => firstFree n A B end.

(** [blockAnswer] is a free cell of the board when one is left. *)
Lemma blockAnswer_spec {n : N} {A B : list Cell} :
  ~ IsFull n A B -> OnBoard n (blockAnswer n A B) /\ Free A B (blockAnswer n A B).
Proof.
  intro hnf; unfold blockAnswer; destruct (threatCells n A A B) as [|c l] eqn:e.
  - exact (firstFree_spec hnf).
  - assert (In c (threatCells n A A B)) as hc by (rewrite e; left; reflexivity).
    apply threatCells_spec in hc; exact (conj (proj1 hc) (proj1 (proj2 hc))).
Qed.

(** A P2 turn answered by [answer (m :: A) B], a free cell of the board whenever one is left
([firstFree] or [blockAnswer]). *)
Lemma delay_with {n k : N} {A B : list Cell} (answer : list Cell -> list Cell -> Cell) :
  (forall A' B', ~ IsFull n A' B' -> OnBoard n (answer A' B') /\ Free A' B' (answer A' B')) ->
  (forall m, OnBoard n m -> Free A B m -> ~ Completes n A m) ->
  (forall m, OnBoard n m -> Free A B m -> ~ IsFull n (m :: A) B ->
     P2CanDelay n k (m :: A) (answer (m :: A) B :: B)) ->
  P2CanDelay n k A B.
Proof.
  intros hans h1 h2; apply (P2CanDelay_step n k A B (fun m => answer (m :: A) B)); [exact h1| |].
  - intros m _ _ hnf; exact (hans _ _ hnf).
  - intros m hm hf hnf _; exact (h2 m hm hf hnf).
Qed.

(** P2's block holds when P1 has at most one free threat cell: if two free cells of the board
that complete a square of [A] are always one cell, a cell still free after P2's answer
[blockAnswer n A B] completes none. *)
Lemma blocked_free {n : N} {A B : list Cell} {c : Cell} :
  (forall t t', OnBoard n t -> OnBoard n t' -> Free A B t -> Free A B t' ->
     Completes n A t -> Completes n A t' -> t = t') ->
  OnBoard n c -> Free A (blockAnswer n A B :: B) c -> ~ Completes n A c.
Proof.
  intros uniq hcb hfc hc.
  assert (Free A B c) as hfree.
  { apply free_spec in hfc; destruct hfc as [hcA hcB].
    apply free_spec; split; [exact hcA|intro h; apply hcB; right; exact h]. }
  (* [c] was a free threat cell of [A] before P2's answer, so it is that answer *)
  assert (In c (threatCells n A A B)) as hin by
    (apply threatCells_spec; exact (conj hcb (conj hfree hc))).
  revert hfc; unfold blockAnswer.
  destruct (threatCells n A A B) as [|c0 l] eqn:e; [destruct hin|].
  assert (In c0 (threatCells n A A B)) as h0 by (rewrite e; left; reflexivity).
  apply threatCells_spec in h0; destruct h0 as [hb0 [hf0 hc0]].
  intro hfc; apply free_spec in hfc; apply (proj2 hfc); left.
  exact (eq_sym (uniq c c0 hcb hb0 hfree hf0 hc hc0)).
Qed.

(** So it holds when P1 has at most one threat cell at all: two cells outside [A] that
complete a square of [A] are always one cell. *)
Lemma blocked {n : N} {A B : list Cell} {c : Cell} :
  (forall t t', ~ In t A -> ~ In t' A -> Completes n A t -> Completes n A t' -> t = t') ->
  OnBoard n c -> Free A (blockAnswer n A B :: B) c -> ~ Completes n A c.
Proof.
  intro uniq; apply blocked_free; intros t t' _ _ ht ht'.
  exact (uniq t t' (proj1 (proj1 (free_spec A B t) ht)) (proj1 (proj1 (free_spec A B t') ht'))).
Qed.

(** P1's third stone: P2 blocks its threat cell ([blockAnswer]), and P1's fourth stone
completes nothing ([one_threat]). *)
Lemma delay_ply5 (n : N) (a b : Cell) (B : list Cell) :
  length B = 2%nat -> OnBoard n a -> OnBoard n b -> P2CanDelay n 8 [b; a] B.
Proof.
  intros lB ha hb.
  apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h));
    [intros m _ _; apply no_completes_two; [simpl; lia|];
    intros s [<-|[<-|[]]]; assumption|].
  intros m hm _ _; apply delay_last; [unfold nextPly; simpl; rewrite lB; simpl; lia|].
  intros c hcb hfc.
  assert (forall s, In s [m; b; a] -> OnBoard n s) as hS by
    (intros s [<-|[<-|[<-|[]]]]; assumption).
  exact (blocked (fun t t' _ ht' ct ct' => one_threat (A := [m; b; a]) eq_refl hS ht' ct ct')
    hcb hfc).
Qed.

(** **Lemma L** (docs/FASTEST.md §5), on every board: P2 keeps P1 from completing a square
by ply 8, so before ply 9 (any free cells at plies 2 and 4, P1's threat cell at ply 6). *)
Theorem lemma_l (n : N) : P2CanDelay n 8 [] [].
Proof.
  apply (delay_with (firstFree n) (fun _ _ h => firstFree_spec h));
    [intros m _ _; apply no_completes_le_one; simpl; lia|].
  intros a ha _ _.
  apply (delay_with (firstFree n) (fun _ _ h => firstFree_spec h));
    [intros m _ _; apply no_completes_le_one; simpl; lia|].
  intros b hb _ _.
  apply (delay_ply5 n a b); [reflexivity | exact ha | exact hb].
Qed.

(** So P1 cannot force a square by any ply up to 8, on any board. *)
Theorem no_square_before_ply_9 (n j : N) : j <= 8 -> ~ P1CanWinBy n j [] [].
Proof.
  intros hj hw; exact (not_p1CanWinBy_of_p2CanDelay (p1CanWinBy_mono hj hw) (lemma_l n)).
Qed.

(** **Lemma L11's first case** (docs/FASTEST.md §5, step 2), on every board: when P1's first
two stones [a], [b] differ in no pair form, P2 blocking P1's threat cells at plies 6 and 8
keeps P1 from completing a square by ply 10, so before ply 11, whatever P2's first two stones
[B]: P1's third stone makes at most one threat cell ([one_threat]), and so does its fourth
([no_double_threat]). *)
Theorem unrelated_pair_delay (n : N) (a b : Cell) (B : list Cell) :
  length B = 2%nat -> OnBoard n a -> OnBoard n b -> a <> b ->
  (forall s, 1 <= s -> ~ PairForm s a b) -> P2CanDelay n 10 [b; a] B.
Proof.
  intros lB ha hb nab hno.
  apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h));
    [intros c _ _; apply no_completes_two; [simpl; lia|];
    intros s [<-|[<-|[]]]; assumption|].
  intros c hc _ _.
  assert (forall s, In s [c; b; a] -> OnBoard n s) as hS3 by
    (intros s [<-|[<-|[<-|[]]]]; assumption).
  apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h)).
  - intros d hd hfd.
    exact (blocked (fun t t' _ ht' ct ct' => one_threat (A := [c; b; a]) eq_refl hS3 ht' ct ct')
      hd hfd).
  - intros d hd _ _; apply delay_last; [unfold nextPly; simpl; rewrite lB; simpl; lia|].
    intros e he hfe.
    assert (forall s, In s [d; c; b; a] -> OnBoard n s) as hS4 by
      (intros s [<-|[<-|[<-|[<-|[]]]]]; assumption).
    assert (In a [d; c; b; a]) as haA by (simpl; auto).
    assert (In b [d; c; b; a]) as hbA by (simpl; auto).
    exact (blocked (fun t t' ht ht' ct ct' =>
      no_double_threat n [d; c; b; a] a b t t' eq_refl hS4 haA hbA nab hno ht ht' ct ct') he hfe).
Qed.

(** **Three unrelated first stones** (docs/FASTEST.md §5, "How many units", its first step as
a game value), on every board: when no two of P1's first three stones [s1], [s2], [s3]
differ in a pair form, P2 blocking P1's threat cells at plies 8 and 10 keeps P1 from
completing a square by ply 12, so before ply 13, whatever P2's first three stones [B]. The
three stones make no threat cell ([no_threat_unrelated]); P1's fourth stone makes at most
one ([no_double_threat]), which P2 blocks; P1's fifth stone then makes at most one free
threat cell ([no_ply9_double_threat]), which P2 blocks too ([blocked_free]). *)
Theorem unrelated_three_delay (n : N) (s1 s2 s3 : Cell) (B : list Cell) :
  length B = 3%nat -> OnBoard n s1 -> OnBoard n s2 -> OnBoard n s3 -> s1 <> s2 ->
  (forall p r s, In p [s3; s2; s1] -> In r [s3; s2; s1] -> p <> r -> 1 <= s ->
     ~ PairForm s p r) ->
  P2CanDelay n 12 [s3; s2; s1] B.
Proof.
  intros lB h1 h2 h3 n12 hno.
  assert (forall s, 1 <= s -> ~ PairForm s s1 s2) as hno12 by
    (intros s hs; apply hno; simpl; auto).
  assert (forall s, In s [s3; s2; s1] -> OnBoard n s) as hS3 by
    (intros s [<-|[<-|[<-|[]]]]; assumption).
  apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h));
    [intros c _ _; apply (no_threat_unrelated (A := [s3; s2; s1]) (a := s1) (b := s2) eq_refl hS3);
      [simpl; auto | simpl; auto | exact n12 | exact hno12]|].
  intros d hd _ _.
  assert (forall s, In s [d; s3; s2; s1] -> OnBoard n s) as hS4 by
    (intros s [<-|[<-|[<-|[<-|[]]]]]; assumption).
  (* P1's four stones make at most one threat cell, and P2's ply-8 block leaves none free *)
  assert (forall c, OnBoard n c -> Free [d; s3; s2; s1] (blockAnswer n [d; s3; s2; s1] B :: B) c ->
    ~ Completes n [d; s3; s2; s1] c) as blk8.
  { intros c hc hfc; refine (blocked _ hc hfc); intros t t' ht ht' ct ct'.
    exact (no_double_threat n [d; s3; s2; s1] s1 s2 t t' eq_refl hS4 ltac:(simpl; auto)
      ltac:(simpl; auto) n12 hno12 ht ht' ct ct'). }
  apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h)); [exact blk8|].
  intros m hm hfm _; apply delay_last; [unfold nextPly; simpl; rewrite lB; simpl; lia|].
  intros c hc hfc.
  assert (forall s, In s [m; d; s3; s2; s1] -> OnBoard n s) as hS5 by
    (intros s [<-|[<-|[<-|[<-|[<-|[]]]]]]; assumption).
  (* a cell free after P1's fifth stone was free after P2's ply-8 block *)
  assert (forall t, Free [m; d; s3; s2; s1] (blockAnswer n [d; s3; s2; s1] B :: B) t ->
    Free [d; s3; s2; s1] (blockAnswer n [d; s3; s2; s1] B :: B) t) as before.
  { intros t ht; apply free_spec in ht; apply free_spec; destruct ht as [hA hB].
    split; [intro i; apply hA; right; exact i | exact hB]. }
  refine (blocked_free _ hc hfc); intros t t' ht ht' ft ft' ct ct'.
  exact (no_ply9_double_threat n s1 s2 s3 d m t t' hS5 (proj1 (proj1 (free_spec _ _ m) hfm))
    (proj1 (proj1 (free_spec _ _ t) ft)) (proj1 (proj1 (free_spec _ _ t') ft')) ct ct'
    (blk8 t ht (before t ft)) (blk8 t' ht' (before t' ft')) hno).
Qed.

(** ** A stray stone (Lemma S of docs/FASTEST.md §5) *)

(** Two different corners of a square: its side is at least 1. *)
Lemma side_pos {q : Square} {a b : Cell} : IsCorner q a -> IsCorner q b -> a <> b -> 1 <= sd q.
Proof.
  destruct q as [qx qy d], a as [ax ay], b as [bx0 by0]; unfold IsCorner; cbn [x y sx sy sd].
  intros ha hb nab; destruct (N.eq_dec d 0) as [e|e]; [|lia].
  exfalso; apply nab; apply cell_eq; lia.
Qed.

(** A square of side at least 1 whose four corners are on the board lies on the board. *)
Lemma square_on_board {n : N} {q : Square} :
  1 <= sd q -> (forall k, IsCorner q k -> OnBoard n k) -> SquareOnBoard n q.
Proof.
  destruct q as [qx qy d]; intros hd h; unfold SquareOnBoard; cbn [sx sy sd] in *.
  destruct (h (mkCell (qx + d) (qy + d)) (isCorner_mk qx qy d _ _ (or_intror eq_refl)
    (or_intror eq_refl))) as [hx hy].
  cbn [x y] in hx, hy; lia.
Qed.

(** A cell that completes a square of stones on the board is on the board. *)
Lemma onBoard_of_completes {n : N} {S : list Cell} {t : Cell} :
  (forall s, In s S -> OnBoard n s) -> Completes n S t -> OnBoard n t.
Proof.
  intros hS h; destruct (board_square_of_completes hS h) as [[qx qy d] [[_ [hx hy]] [[htx hty] _]]].
  cbn [sx sy sd] in *; unfold OnBoard; lia.
Qed.

(** A square on the board through [t] whose other corners are stones of [S]: [t] completes a
square of [S] (the converse of [board_square_of_completes]). *)
Lemma completes_of_square {n : N} {S : list Cell} {q : Square} {t : Cell} :
  (forall s, In s S -> OnBoard n s) -> SquareOnBoard n q -> IsCorner q t ->
  (forall k, IsCorner q k -> k <> t -> In k S) -> Completes n S t.
Proof.
  intros hS hq ht hk; apply (proj2 (completes_iff n S t hS)).
  exists q; split; [exact hq|]; split; [apply isCorner_iff; exact ht|].
  intros k hc; apply hk; apply isCorner_iff; exact hc.
Qed.

(** The frame half of [corner_double_threat] and [stray_double_threat]: a frame holds the stray
stone [z] and no other cell [w] that is [p] or [q] ([pair_of_frame]). *)
Lemma stray_frame (p q z w : Cell) (f : Frame) :
  1 <= fs f -> InFrame f z -> InFrame f w -> z <> w -> (w = p \/ w = q) ->
  (forall s, 1 <= s -> ~ PairForm s z p) -> (forall s, 1 <= s -> ~ PairForm s z q) -> False.
Proof.
  intros hf fz fw nzw [e|e] hp hq.
  - rewrite e in fw, nzw; exact (hp (fs f) hf (pair_of_frame f z p fz fw nzw)).
  - rewrite e in fw, nzw; exact (hq (fs f) hf (pair_of_frame f z q fz fw nzw)).
Qed.

(** The bowtie half of [corner_double_threat] and [stray_double_threat]: a square [q1] through
[m] holding the stray stone [z] and a stone [w], and a square [q2] through [m] holding stones
[u], [v], with [w], [u], [v] different stones of [[d; z; p; q]] other than [z], cannot both
exist: [w] would be [d] ([z] is in no pair form with [p] or [q], [pair_of_square]), so [u], [v]
are [p] and [q], [m] is a third corner of the pair, and [z], [m] and [d] are corners of
[q1], which the last hypothesis excludes (it speaks of [m] and [d]: [m], if a third corner
of the pair, makes no three corners of one square with [z] and [d]). *)
Lemma stray_bowtie (p q z d m w u v : Cell) (q1 q2 : Square) :
  1 <= sd q1 -> 1 <= sd q2 -> IsCorner q1 m -> IsCorner q1 z -> IsCorner q1 w ->
  IsCorner q2 m -> IsCorner q2 u -> IsCorner q2 v ->
  ~ In m [d; z; p; q] -> In w [d; z; p; q] -> In u [d; z; p; q] -> In v [d; z; p; q] ->
  w <> z -> u <> z -> v <> z -> w <> u -> w <> v -> u <> v ->
  (forall s, 1 <= s -> ~ PairForm s z p) -> (forall s, 1 <= s -> ~ PairForm s z q) ->
  (forall sq q1, 1 <= sd sq -> IsCorner sq p -> IsCorner sq q -> IsCorner sq m ->
     m <> p -> m <> q -> 1 <= sd q1 -> IsCorner q1 z -> IsCorner q1 m -> IsCorner q1 d -> False) ->
  False.
Proof.
  intros hd1 hd2 m1 z1 w1 m2 u2 v2 nm iw iu iv wz uz vz nwu nwv nuv hp hq hc.
  assert (m <> p /\ m <> q) as [nmp nmq] by (split; intro e; subst; apply nm; simpl; auto).
  destruct iw as [ew|[ew|[ew|[ew|[]]]]]; subst w.
  - (* [w] is [d]: then [u] and [v] are [p] and [q] *)
    assert ((u = p /\ v = q) \/ (u = q /\ v = p)) as [[-> ->]|[-> ->]].
    { destruct iu as [eu|[eu|[eu|[eu|[]]]]]; destruct iv as [ev|[ev|[ev|[ev|[]]]]]; subst;
        first [tauto | congruence]. }
    + exact (hc q2 q1 hd2 u2 v2 m2 nmp nmq hd1 z1 m1 w1).
    + exact (hc q2 q1 hd2 v2 u2 m2 nmp nmq hd1 z1 m1 w1).
  - exact (wz eq_refl).
  - exact (hp (sd q1) hd1 (pair_of_square q1 z p hd1 z1 w1 (fun e => wz (eq_sym e)))).
  - exact (hq (sd q1) hd1 (pair_of_square q1 z q hd1 z1 w1 (fun e => wz (eq_sym e)))).
Qed.

(** **A stone in no pair form with a pair takes part in no double threat once P2 holds the third
corners it could use** (docs/FASTEST.md §5, Lemma S and its lone form): let P1 hold the pair
[p], [q], a stone [z] in no pair form with [p] or [q], and a fourth stone [d], with no free
threat cell; if P1's move [m], no third corner of the pair (a cell making three corners of a
square with [p] and [q]) that makes three corners of one square with [z] and [d], then makes two
different threat cells [t1], [t2], both complete squares of [[m; d; p; q]] alone. In the game:
where P2 holds every such third corner (there is at most one: docs/FASTEST.md §5, "Lemma S's
lone form"), P1's move [m], a free cell, is none of them. In [frame_or_bowtie]'s frame case the
frame's three stones are in pairwise pair forms ([pair_of_frame]), so none is [z]
([stray_frame]); its bowtie case cannot arise ([stray_bowtie]). *)
Theorem corner_double_threat (n : N) (p q z d m t1 t2 : Cell) :
  (forall s, In s [m; d; z; p; q] -> OnBoard n s) -> ~ In m [d; z; p; q] ->
  ~ In t1 [m; d; z; p; q] -> ~ In t2 [m; d; z; p; q] -> t1 <> t2 ->
  Completes n [m; d; z; p; q] t1 -> Completes n [m; d; z; p; q] t2 ->
  ~ Completes n [d; z; p; q] t1 -> ~ Completes n [d; z; p; q] t2 ->
  (forall s, 1 <= s -> ~ PairForm s z p) -> (forall s, 1 <= s -> ~ PairForm s z q) ->
  (forall sq q1, 1 <= sd sq -> IsCorner sq p -> IsCorner sq q -> IsCorner sq m ->
     m <> p -> m <> q -> 1 <= sd q1 -> IsCorner q1 z -> IsCorner q1 m -> IsCorner q1 d -> False) ->
  Completes n [m; d; p; q] t1 /\ Completes n [m; d; p; q] t2.
Proof.
  intros hb nm n1 n2 nt c1 c2 nc1 nc2 hp hq hc.
  assert (forall s, In s [m; d; p; q] -> OnBoard n s) as hb'.
  { intros s hs; apply hb; simpl in hs |- *; tauto. }
  assert (forall w, In w [d; z; p; q] -> w <> z -> w = d \/ w = p \/ w = q) as other.
  { intros w [e|[e|[e|[e|[]]]]] ne; subst; first [tauto | congruence]. }
  assert (forall w, In w [d; z; p; q] -> w <> z -> In w [m; d; p; q]) as drop.
  { intros w hw ne; destruct (other w hw ne) as [e|[e|e]]; subst; simpl; tauto. }
  (* a square through [m] and [t] whose other corners are stones other than [z] *)
  assert (forall qq t w1 w2, IsCorner qq m -> IsCorner qq t -> ~ In t [m; d; z; p; q] ->
    Completes n [m; d; z; p; q] t -> In w1 [d; z; p; q] -> In w2 [d; z; p; q] -> w1 <> z ->
    w2 <> z -> (forall k, IsCorner qq k -> k = t \/ k = m \/ k = w1 \/ k = w2) ->
    Completes n [m; d; p; q] t) as done.
  { intros qq t w1 w2 hm ht nti ct i1 i2 z1 z2 hall.
    assert (m <> t) as nmt by (intro e; subst; apply nti; left; reflexivity).
    assert (OnBoard n t) as tb by exact (onBoard_of_completes hb ct).
    assert (forall k, IsCorner qq k -> OnBoard n k) as kb.
    { intros k hk; destruct (hall k hk) as [e|[e|[e|e]]]; subst k;
        [exact tb | apply hb; left; reflexivity | apply hb; right; exact i1
        | apply hb; right; exact i2]. }
    apply (completes_of_square hb' (square_on_board (side_pos hm ht nmt) kb) ht).
    intros k hk nkt; destruct (hall k hk) as [e|[e|[e|e]]]; subst k;
      [contradiction | left; reflexivity | exact (drop _ i1 z1) | exact (drop _ i2 z2)]. }
  destruct (frame_or_bowtie n [d; z; p; q] m t1 t2 hb nm n1 n2 nt c1 c2 nc1 nc2)
    as [[f [q1 [q2 [p' [a [b [hf [fm [ip [ia [ib [npa [npb [nab [fp [fa [fb
          [m1 [t1' [m2 [t2' [all1 all2]]]]]]]]]]]]]]]]]]]]]]|
        [q1 [q2 [a1 [a2 [a3 [a4 [hd1 [hd2 [m1 [h1 [h2 [_ [m2 [h3 [h4 [_ [i1 [i2 [i3 [i4
          [n12 [n13 [n14 [n23 [n24 n34]]]]]]]]]]]]]]]]]]]]]]]]]].
  - (* the frame: two of its stones other than [z] include [p] or [q] *)
    assert (forall u v, In u [d; z; p; q] -> In v [d; z; p; q] -> u <> z -> v <> z -> u <> v ->
      InFrame f z -> InFrame f u -> InFrame f v -> False) as two.
    { intros u v iu iv uz vz nuv fz fu fv.
      destruct (other u iu uz) as [eu|[eu|eu]].
      - destruct (other v iv vz) as [ev|[ev|ev]].
        + exact (nuv (eq_trans eu (eq_sym ev))).
        + exact (stray_frame p q z v f hf fz fv (fun e => vz (eq_sym e)) (or_introl ev) hp hq).
        + exact (stray_frame p q z v f hf fz fv (fun e => vz (eq_sym e)) (or_intror ev) hp hq).
      - exact (stray_frame p q z u f hf fz fu (fun e => uz (eq_sym e)) (or_introl eu) hp hq).
      - exact (stray_frame p q z u f hf fz fu (fun e => uz (eq_sym e)) (or_intror eu) hp hq). }
    assert (p' <> z) as pz.
    { intro e; rewrite e in fp, npa, npb.
      exact (two a b ia ib (fun e' => npa (eq_sym e')) (fun e' => npb (eq_sym e')) nab fp fa fb). }
    assert (a <> z) as az.
    { intro e; rewrite e in fa, npa, nab.
      exact (two p' b ip ib pz (fun e' => nab (eq_sym e')) npb fa fp fb). }
    assert (b <> z) as bz.
    { intro e; rewrite e in fb, npb, nab.
      exact (two p' a ip ia pz az npa fb fp fa). }
    split.
    + exact (done q1 t1 p' a m1 t1' n1 c1 ip ia pz az all1).
    + exact (done q2 t2 p' b m2 t2' n2 c2 ip ib pz bz all2).
  - (* the bowtie: one of its four stones is [z] *)
    exfalso.
    destruct (cell_dec a1 z) as [e|e1]; [rewrite e in h1, n12, n13, n14;
      exact (stray_bowtie p q z d m a2 a3 a4 q1 q2 hd1 hd2 m1 h1 h2 m2 h3 h4 nm i2 i3 i4
        (fun e' => n12 (eq_sym e')) (fun e' => n13 (eq_sym e')) (fun e' => n14 (eq_sym e'))
        n23 n24 n34 hp hq hc)|].
    destruct (cell_dec a2 z) as [e|e2]; [rewrite e in h2, n12, n23, n24;
      exact (stray_bowtie p q z d m a1 a3 a4 q1 q2 hd1 hd2 m1 h2 h1 m2 h3 h4 nm i1 i3 i4
        n12 (fun e' => n23 (eq_sym e')) (fun e' => n24 (eq_sym e')) n13 n14 n34 hp hq hc)|].
    destruct (cell_dec a3 z) as [e|e3]; [rewrite e in h3, n13, n23, n34;
      exact (stray_bowtie p q z d m a4 a1 a2 q2 q1 hd2 hd1 m2 h3 h4 m1 h1 h2 nm i4 i1 i2
        (fun e' => n34 (eq_sym e')) n13 n23 (fun e' => n14 (eq_sym e'))
        (fun e' => n24 (eq_sym e')) n12 hp hq hc)|].
    destruct (cell_dec a4 z) as [e|e4]; [rewrite e in h4, n14, n24, n34;
      exact (stray_bowtie p q z d m a3 a1 a2 q2 q1 hd2 hd1 m2 h4 h3 m1 h1 h2 nm i3 i1 i2
        n34 n14 n24 (fun e' => n13 (eq_sym e')) (fun e' => n23 (eq_sym e')) n12 hp hq hc)|].
    assert (forall w, In w [d; z; p; q] -> w <> z -> In w [d; p; q]) as drop3.
    { intros w hw ne; destruct (other w hw ne) as [e|[e|e]]; subst; simpl; tauto. }
    exact (four [d; p; q] a1 a2 a3 a4 eq_refl (drop3 _ i1 e1) (drop3 _ i2 e2) (drop3 _ i3 e3)
      (drop3 _ i4 e4) n12 n13 n14 n23 n24 n34).
Qed.

(** **A stray stone takes part in no double threat** (docs/FASTEST.md §5, Lemma S): let P1
hold the pair [p], [q], a *stray* stone [z] (in no pair form with [p], with [q], or with any
third corner of the pair: a cell [c] making three corners of a square with them) and a fourth
stone [d], with no free threat cell; if P1's move [m] then makes two different threat cells
[t1], [t2], both complete squares of [[m; d; p; q]] alone. So P1's double threats are those of
the game without [z], whatever P2 holds: [corner_double_threat], whose hypothesis on [m] the
stray stone meets for every cell (two corners of a square are in a pair form,
[pair_of_square]). *)
Theorem stray_double_threat (n : N) (p q z d m t1 t2 : Cell) :
  (forall s, In s [m; d; z; p; q] -> OnBoard n s) -> ~ In m [d; z; p; q] ->
  ~ In t1 [m; d; z; p; q] -> ~ In t2 [m; d; z; p; q] -> t1 <> t2 ->
  Completes n [m; d; z; p; q] t1 -> Completes n [m; d; z; p; q] t2 ->
  ~ Completes n [d; z; p; q] t1 -> ~ Completes n [d; z; p; q] t2 ->
  (forall s, 1 <= s -> ~ PairForm s z p) -> (forall s, 1 <= s -> ~ PairForm s z q) ->
  (forall sq c s, 1 <= sd sq -> IsCorner sq p -> IsCorner sq q -> IsCorner sq c ->
     c <> p -> c <> q -> 1 <= s -> ~ PairForm s z c) ->
  Completes n [m; d; p; q] t1 /\ Completes n [m; d; p; q] t2.
Proof.
  intros hb nm n1 n2 nt c1 c2 nc1 nc2 hp hq hc.
  assert (z <> m) as nzm by (intro e; subst; apply nm; simpl; auto).
  exact (corner_double_threat n p q z d m t1 t2 hb nm n1 n2 nt c1 c2 nc1 nc2 hp hq
    (fun sq q1 h1 h2 h3 h4 h5 h6 h7 z1 m1 _ =>
       hc sq m (sd q1) h1 h2 h3 h4 h5 h6 h7 (pair_of_square q1 z m h7 z1 m1 nzm))).
Qed.

(** ** Killing answers (Lemmas S' and T of docs/FASTEST.md §5)

After P2's stones [B], P1 (holding [A], to move) is *killed* when it has no free threat cell
and no move of it makes two different free threat cells; P2's ply-8 answer [x] *kills*
([every_board::kills] in the Rust code) when it is a free cell of the board after which P1 is
killed. Lemmas S' and T of docs/FASTEST.md §5 find such an answer after every fourth stone;
[kill_delay] turns that into the game value, on every board. [killed_more]: P1 stays killed
beside more P2 stones (P2's other moves do not matter); [killed_off_board]: a P2 stone off
the board is no stone (so where the answer found is off the board, any free cell kills). *)

(** P1, holding [A], to move after P2's stones [B]: no free threat cell, and no move making
two. *)
Definition Killed (n : N) (A B : list Cell) : Prop :=
  (forall t, OnBoard n t -> Free A B t -> ~ Completes n A t) /\
  (forall m t t', OnBoard n m -> Free A B m -> OnBoard n t -> OnBoard n t' ->
     Free (m :: A) B t -> Free (m :: A) B t' ->
     Completes n (m :: A) t -> Completes n (m :: A) t' -> t = t').

(** P2's answer [x] kills, P1 holding [A] and P2 [B] before it. *)
Definition Kills (n : N) (A B : list Cell) (x : Cell) : Prop :=
  OnBoard n x /\ Free A B x /\ Killed n A (x :: B).

(** **P1 stays killed beside more P2 stones** ("whatever P2's first two moves" in Lemmas S'
and T): a cell free after more P2 stones was free before them. *)
Lemma killed_more {n : N} {A B B' : list Cell} :
  Killed n A B -> (forall c, In c B -> In c B') -> Killed n A B'.
Proof.
  intros [h1 h2] hBB'.
  assert (forall C t, Free C B' t -> Free C B t) as sub.
  { intros C t ht; apply free_spec in ht; apply free_spec; destruct ht as [hC hB].
    split; [exact hC|]; intro i; exact (hB (hBB' t i)). }
  split.
  - intros t ht hft; exact (h1 t ht (sub A t hft)).
  - intros m t t' hm hfm ht ht' hft hft'.
    exact (h2 m t t' hm (sub A m hfm) ht ht' (sub _ t hft) (sub _ t' hft')).
Qed.

(** **A P2 stone off the board is no stone**: every cell the definition asks about is on the
board, so it is not that stone. *)
Lemma killed_off_board {n : N} {A B : list Cell} {x : Cell} :
  ~ OnBoard n x -> Killed n A (x :: B) -> Killed n A B.
Proof.
  intros hx [h1 h2].
  assert (forall C t, OnBoard n t -> Free C B t -> Free C (x :: B) t) as add.
  { intros C t ht hft; apply free_spec in hft; apply free_spec; destruct hft as [hC hB].
    split; [exact hC|]; intros [e|i]; [subst; exact (hx ht)|exact (hB i)]. }
  split.
  - intros t ht hft; exact (h1 t ht (add A t ht hft)).
  - intros m t t' hm hfm ht ht' hft hft'.
    exact (h2 m t t' hm (add A m hm hfm) ht ht' (add _ t ht hft) (add _ t' ht' hft')).
Qed.

(** **Killing answers hold ply 11** (docs/FASTEST.md §5, the game value of Lemmas S' and T),
on every board: after ply 6 (three stones each), if P1 has no free threat cell and P2 has a
killing answer [answer d] to every fourth stone [d], P2 playing it at ply 8 and blocking at
ply 10 ([blockAnswer]) keeps P1 from completing a square by ply 12, so before ply 13: P1's
ply-9 move completes nothing (P1 is killed: no free threat cell) and makes at most one free
threat cell, which P2 blocks ([blocked_free]). *)
Theorem kill_delay (n : N) (A B : list Cell) (answer : Cell -> Cell) :
  length A = 3%nat -> length B = 3%nat ->
  (forall t, OnBoard n t -> Free A B t -> ~ Completes n A t) ->
  (forall d, OnBoard n d -> Free A B d -> Kills n (d :: A) B (answer d)) ->
  P2CanDelay n 12 A B.
Proof.
  intros lA lB h0 hk.
  apply (P2CanDelay_step n 12 A B answer); [exact h0| |].
  - intros d hd hfd _; destruct (hk d hd hfd) as [hx [hfx _]]; exact (conj hx hfx).
  - intros d hd hfd _ _; destruct (hk d hd hfd) as [_ [_ [h1 h2]]].
    apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h)); [exact h1|].
    intros m hm hfm _; apply delay_last; [unfold nextPly; simpl; rewrite lA, lB; simpl; lia|].
    intros c hc hfc; refine (blocked_free _ hc hfc); intros t t' ht ht' ft ft' ct ct'.
    exact (h2 m t t' hm hfm ht ht' ft ft' ct ct').
Qed.

(** ** Tempo moves (Lemma U of docs/FASTEST.md §5)

P2's ply-8 answer [x] is a *tempo move* ([every_board::answer_on_plane] returning a tempo in
the Rust code) when it is a free cell of the board after which P1 has no free threat cell, P2
has one, [c], and P1's taking [c] leaves P1 at most one free threat cell. At ply 10 P2 then
completes its square where [c] is still free ([tempoAnswer]), and else blocks. [answer_delay]
turns answers that kill, are tempo moves or complete a P2 square into the game value, on
every board. *)

(** P2's answer [x] is a tempo move, P1 holding [A] and P2 [B] before it. *)
Definition Tempos (n : N) (A B : list Cell) (x : Cell) : Prop :=
  OnBoard n x /\ Free A B x /\
  (forall t, OnBoard n t -> Free A (x :: B) t -> ~ Completes n A t) /\
  exists c, OnBoard n c /\ Free A (x :: B) c /\ Completes n (x :: B) c /\
    (forall t t', OnBoard n t -> OnBoard n t' -> Free (c :: A) (x :: B) t ->
       Free (c :: A) (x :: B) t' -> Completes n (c :: A) t -> Completes n (c :: A) t' -> t = t').

(** P2's answer after its tempo move: a free cell completing a P2 square, else the block. *)
Definition tempoAnswer (n : N) (A B : list Cell) : Cell :=
  match threatCells n B A B with c :: _ => c | [] => blockAnswer n A B end.

(** [tempoAnswer] is a free cell of the board when one is left. *)
Lemma tempoAnswer_spec {n : N} {A B : list Cell} :
  ~ IsFull n A B -> OnBoard n (tempoAnswer n A B) /\ Free A B (tempoAnswer n A B).
Proof.
  intro hnf; unfold tempoAnswer; destruct (threatCells n B A B) as [|c l] eqn:e.
  - exact (blockAnswer_spec hnf).
  - assert (In c (threatCells n B A B)) as hc by (rewrite e; left; reflexivity).
    apply threatCells_spec in hc; exact (conj (proj1 hc) (proj1 (proj2 hc))).
Qed.

(** **Killing answers and tempo moves hold ply 11** on every board (docs/FASTEST.md §5, the
game value of Lemma U): after ply 6 (three stones each), if P1 has no free threat cell and
P2 has an answer [answer d] to every fourth stone [d] that kills, is a tempo move or completes
a P2 square (the game then ends), P2 playing it at ply 8 and at ply 10, after a tempo move,
completing its square where it can, else blocking ([tempoAnswer]; a block after a kill, as in
[kill_delay]), keeps P1 from completing a square by ply 12, so before ply 13. After a tempo move, P1's ply-9 move completes nothing; unless it is P2's threat cell
[c], P2 completes at ply 10 (the game ends); if it is [c], P1 has at most one free threat cell,
which P2 blocks ([blocked_free]). *)
Theorem answer_delay (n : N) (A B : list Cell) (answer : Cell -> Cell) :
  length A = 3%nat -> length B = 3%nat ->
  (forall t, OnBoard n t -> Free A B t -> ~ Completes n A t) ->
  (forall d, OnBoard n d -> Free A B d ->
     Kills n (d :: A) B (answer d) \/ Tempos n (d :: A) B (answer d) \/
     (OnBoard n (answer d) /\ Free (d :: A) B (answer d) /\ Completes n B (answer d))) ->
  P2CanDelay n 12 A B.
Proof.
  intros lA lB h0 hk.
  apply (P2CanDelay_step n 12 A B answer); [exact h0| |].
  - intros d hd hfd _; destruct (hk d hd hfd) as [[hx [hfx _]]|[[hx [hfx _]]|[hx [hfx _]]]];
      exact (conj hx hfx).
  - intros d hd hfd _ hnc8;
      destruct (hk d hd hfd) as [[_ [_ [h1 h2]]]|[[_ [_ [h1 [c [hc [hfc [hcc huniq]]]]]]]|[_ [_ hcomp]]]].
    + apply (delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h)); [exact h1|].
      intros m hm hfm _; apply delay_last; [unfold nextPly; simpl; rewrite lA, lB; simpl; lia|].
      intros t ht hft; refine (blocked_free _ ht hft); intros u u' hu hu' fu fu' cu cu'.
      exact (h2 m u u' hm hfm hu hu' fu fu' cu cu').
    + apply (P2CanDelay_step n 12 (d :: A) (answer d :: B)
        (fun m => tempoAnswer n (m :: d :: A) (answer d :: B))); [exact h1| |].
      * intros m _ _ hnf; exact (tempoAnswer_spec hnf).
      * intros m hm hfm hnf hnc; unfold tempoAnswer in *.
        destruct (threatCells n (answer d :: B) (m :: d :: A) (answer d :: B)) as [|c0 l] eqn:e.
        -- (* P2's threat cell is no longer free: P1 took it *)
           assert (m = c) as mc.
           { destruct (cell_dec m c) as [|ne]; [assumption|exfalso].
             assert (In c (threatCells n (answer d :: B) (m :: d :: A) (answer d :: B))) as hin.
             { apply threatCells_spec; split; [exact hc|split; [|exact hcc]].
               apply free_spec in hfc; apply free_spec; destruct hfc as [hA hB]; split; [|exact hB].
               intros [e'|i]; [exact (ne e')|exact (hA i)]. }
             rewrite e in hin; destruct hin. }
           subst m; apply delay_last; [unfold nextPly; simpl; rewrite lA, lB; simpl; lia|].
           intros t ht hft; exact (blocked_free huniq ht hft).
        -- exfalso; apply hnc.
           assert (In c0 (threatCells n (answer d :: B) (m :: d :: A) (answer d :: B))) as h0'
             by (rewrite e; left; reflexivity).
           exact (proj2 (proj2 (proj1 threatCells_spec h0'))).
    + (* P2 completes a square at ply 8: the game ends *)
      exfalso; exact (hnc8 hcomp).
Qed.

(** ** The hypotheses are met

On the 3×3 board the stones [(0,0)], [(1,0)], [(2,0)], [(1,1)] have the two free threat cells
[(0,1)] and [(2,1)] (a frame). On the 5×5 board the stones [(1,1)], [(2,1)], [(4,2)], [(4,4)]
complete no square at [(1,2)] or [(2,4)], and the move [(2,2)] makes both threat cells,
through the squares [(1,1)] of side 1 and [(2,2)] of side 2, which share only [(2,2)] (a
bowtie: no frame holds [(2,2)] and three of the stones, whose columns 1, 2, 4 and rows 1, 2,
4 are not equally spaced). Checked by computation. *)

Lemma frame_example :
  Completes 3 [mkCell 0 0; mkCell 1 0; mkCell 2 0; mkCell 1 1] (mkCell 0 1) /\
  Completes 3 [mkCell 0 0; mkCell 1 0; mkCell 2 0; mkCell 1 1] (mkCell 2 1).
Proof. unfold Completes; split; vm_compute; reflexivity. Qed.

Lemma bowtie_example :
  Completes 5 [mkCell 2 2; mkCell 1 1; mkCell 2 1; mkCell 4 2; mkCell 4 4] (mkCell 1 2) /\
  Completes 5 [mkCell 2 2; mkCell 1 1; mkCell 2 1; mkCell 4 2; mkCell 4 4] (mkCell 2 4) /\
  ~ Completes 5 [mkCell 1 1; mkCell 2 1; mkCell 4 2; mkCell 4 4] (mkCell 1 2) /\
  ~ Completes 5 [mkCell 1 1; mkCell 2 1; mkCell 4 2; mkCell 4 4] (mkCell 2 4).
Proof. unfold Completes; repeat split; vm_compute; congruence. Qed.
