(** * Every board: the class of a pair of free stones, and Lemma 3b (docs/EVERY-N.md §1, §2, §10)

The definitions of docs/EVERY-N.md §10, as stated there (coordinates (x, y), 0-based, in
cells; [w] is the side of the line region [R = [0, w)²], the zone is [Z = [0, 2w − 1)²]):

- [rho w c]: [Some c] if [c] lies in [Z], else [None] (the [ρ] of §1).
- [pairSquares r1 r2]: the squares on the quadrant having both [r1] and [r2] as corners (two
  when they share a row or column and there is room on both sides, one when they are
  diagonal, none when [r1 = r2]); [otherCorners r1 r2 q]: the corners of [q] other than
  [r1], [r2]. [dist] is [Lemmas.dist], the distance of two coordinates.
- [kappa w r1 r2 : Class]: [(rho r1, rho r2, P)] with [P] the [rho]-images of the other
  corners of the pair squares reaching [R] (the [κ] of §1, [everyn::kappa] in src/everyn.rs;
  §10 keeps [P] in the order of [pairSquares], and the corners in the order of [corners]).
- [Legal n r1 r2]: the pair is legal for the plus rule on the [n]×[n] board (§1).

The formal Lemma 3b (§2) is [legal_of_kappa]: two pairs of distinct free stones with the same
class, each on its board, are both legal or both illegal, and P1's second move is the same
after either [r1]. It rests on one property of the rule, [plus_rule_in_zone]: the opening,
the default second move and both cells of every exception lie in [Z = [0, 11)²] (kernel
computation). The second moves are needed too, not only the opening and the exception keys
(§2 says so): whether [r2] is the second move reads [rho] of [r2] only when the second move
lies in [Z]. The premises [r1 <> r2], [r1' <> r2'] are needed (§2, Lemma 3b, issue 10 1(b)):
[kappa 6 (16,16) (16,16)] equals [kappa 6 (16,16) (20,17)] (no pair square in either), but
only the second pair is legal.

The Coq twin of [lean/SquareGame/Classes.lean], lemma for lemma (the Lean file is not checked
here: no Lean toolchain). Hand-written. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Lemmas PlusRule EveryN.
Import ListNotations.
Local Open Scope N_scope.

(** ** The definitions of §10 *)

(** [ρ]: the cell if it lies in the zone [Z = [0, 2w − 1)²], else [None]. *)
Definition rho (w : N) (c : Cell) : option Cell :=
  if onBoardb (2 * w - 1) c then Some c else None.

(** The squares (top-left corner, side) having both [r1] and [r2] as corners, on the quadrant. *)
Definition pairSquares (r1 r2 : Cell) : list Square :=
  let dx := dist (x r1) (x r2) in
  let dy := dist (y r1) (y r2) in
  let x0 := N.min (x r1) (x r2) in
  let y0 := N.min (y r1) (y r2) in
  if N.eqb dy 0 then
    if N.eqb dx 0 then []
    else mkSquare x0 y0 dx :: (if dx <=? y0 then [mkSquare x0 (y0 - dx) dx] else [])
  else if N.eqb dx 0 then
    mkSquare x0 y0 dy :: (if dy <=? x0 then [mkSquare (x0 - dy) y0 dy] else [])
  else if N.eqb dx dy then [mkSquare x0 y0 dx] else [].

(** The corners of [q] other than [r1] and [r2], in the order of [corners]. *)
Definition otherCorners (r1 r2 : Cell) (q : Square) : list Cell :=
  filter (fun k => if cellEqb k r1 then false else negb (cellEqb k r2)) (corners q).

(** A class: [ρ(r1)], [ρ(r2)], and per pair square reaching [R] the [ρ]-images of its other
corners. *)
Definition Class : Type := option Cell * option Cell * list (list (option Cell)).

(** [κ(r1, r2)] with [R = [0, w)²] (§1). *)
Definition kappa (w : N) (r1 r2 : Cell) : Class :=
  (rho w r1, rho w r2,
   map (fun q => map (rho w) (otherCorners r1 r2 q))
     (filter (fun q => anyL (onBoardb w) (otherCorners r1 r2 q)) (pairSquares r1 r2))).

(** The pair of free stones is legal for the plus rule on the [n]×[n] board (§1). *)
Definition Legal (n : N) (r1 r2 : Cell) : Prop :=
  OnBoard n r1 /\ OnBoard n r2 /\ r1 <> opening plusRule /\ r2 <> opening plusRule /\
  r2 <> r1 /\ r2 <> secondMove plusRule r1.

(** §1's example: [κ((16,0), (5,11)) = (⊥, ⊥, [{(5,0), ⊥}])] (kernel computation). *)
Lemma kappa_example :
  kappa 6 (mkCell 16 0) (mkCell 5 11) = (None, None, [[Some (mkCell 5 0); None]]).
Proof. vm_compute. reflexivity. Qed.

(** ** [rho] *)

(** Cells with the same [rho] agree on being any given cell of the zone [[0, 2w − 1)²]. *)
Lemma rho_eq_iff (w : N) (c c' z : Cell) :
  rho w c = rho w c' -> onBoardb (2 * w - 1) z = true -> (c = z <-> c' = z).
Proof.
  unfold rho; intros h hz.
  destruct (onBoardb (2 * w - 1) c) eqn:e, (onBoardb (2 * w - 1) c') eqn:e';
    try discriminate.
  - injection h as ->; tauto.
  - split; intro hc; subst; congruence.
Qed.

(** ** The rule's cells lie in the zone *)

(** The opening, the default second move and both cells of every exception lie in
[[0, m)²], as a test. *)
Definition ruleInZone (m : N) (rule : Rule) : bool :=
  if onBoardb m (opening rule) then
    if onBoardb m (second rule) then
      allL (fun e => if onBoardb m (fst e) then onBoardb m (snd e) else false) (exceptions rule)
    else false
  else false.

(** For the plus rule, all those cells lie in [Z = [0, 11)²] ([w = 6]; kernel computation). *)
Lemma plus_rule_in_zone : ruleInZone 11 plusRule = true.
Proof. native_cast_no_check (eq_refl true). Time Qed.
Check plus_rule_in_zone.

Lemma allL_in {A : Type} (p : A -> bool) (l : list A) :
  allL p l = true -> forall a, In a l -> p a = true.
Proof.
  induction l as [|b l IH]; simpl; [tauto|].
  destruct (p b) eqn:e; [|discriminate].
  intros h a [<- | ha]; [exact e | exact (IH h a ha)].
Qed.

Lemma ruleInZone_spec (m : N) (rule : Rule) : ruleInZone m rule = true ->
  onBoardb m (opening rule) = true /\ onBoardb m (second rule) = true /\
  forall e, In e (exceptions rule) -> onBoardb m (fst e) = true /\ onBoardb m (snd e) = true.
Proof.
  unfold ruleInZone.
  destruct (onBoardb m (opening rule)) eqn:e1; [|discriminate].
  destruct (onBoardb m (second rule)) eqn:e2; [|discriminate].
  intro h; split; [reflexivity|]; split; [reflexivity|].
  intros e he; pose proof (allL_in _ _ h e he) as h'; simpl in h'.
  destruct (onBoardb m (fst e)); [split; [reflexivity | exact h'] | discriminate].
Qed.

Lemma find_none_of_all {A : Type} (p : A -> bool) (l : list A) :
  (forall a, In a l -> p a = false) -> find p l = None.
Proof.
  induction l as [|b l IH]; simpl; intro h; [reflexivity|].
  rewrite (h b (or_introl eq_refl)); apply IH; intros a ha; exact (h a (or_intror ha)).
Qed.

(** The second move lies in [[0, m)²] when the rule's cells do. *)
Lemma secondMove_in_zone (m : N) (rule : Rule) (r1 : Cell) :
  ruleInZone m rule = true -> onBoardb m (secondMove rule r1) = true.
Proof.
  intro h; destruct (ruleInZone_spec m rule h) as [_ [h2 h3]]; unfold secondMove.
  destruct (find (fun e => cellEqb (fst e) r1) (exceptions rule)) as [e|] eqn:f; [|exact h2].
  exact (proj2 (h3 e (proj1 (find_some _ _ f)))).
Qed.

(** Lemma 3b, second move: it reads only [rho] of [r1] when the rule's cells lie in the zone. *)
Lemma secondMove_of_rho (w : N) (rule : Rule) (r1 r1' : Cell) :
  ruleInZone (2 * w - 1) rule = true -> rho w r1 = rho w r1' ->
  secondMove rule r1 = secondMove rule r1'.
Proof.
  intros hz h; destruct (ruleInZone_spec _ rule hz) as [_ [_ h3]].
  unfold rho in h.
  destruct (onBoardb (2 * w - 1) r1) eqn:e, (onBoardb (2 * w - 1) r1') eqn:e';
    try discriminate.
  - injection h as ->; reflexivity.
  - (* both outside the zone: no exception key matches either *)
    assert (hn : forall r, onBoardb (2 * w - 1) r = false ->
              find (fun e => cellEqb (fst e) r) (exceptions rule) = None).
    { intros r hr; apply find_none_of_all; intros ex he.
      destruct (cellEqb (fst ex) r) eqn:c; [|reflexivity].
      apply cellEqb_spec in c; subst r; rewrite (proj1 (h3 ex he)) in hr; discriminate. }
    unfold secondMove; rewrite (hn r1 e), (hn r1' e'); reflexivity.
Qed.

(** ** Lemma 3b *)

(** Lemma 3b (EVERY-N §2), for the plus rule: among pairs of distinct free stones, each on its
board, legality is a function of the class, and so is P1's second move. *)
Theorem legal_of_kappa (n n' : N) (r1 r2 r1' r2' : Cell) :
  kappa 6 r1 r2 = kappa 6 r1' r2' -> r1 <> r2 -> r1' <> r2' ->
  OnBoard n r1 -> OnBoard n r2 -> OnBoard n' r1' -> OnBoard n' r2' ->
  (Legal n r1 r2 <-> Legal n' r1' r2') /\ secondMove plusRule r1 = secondMove plusRule r1'.
Proof.
  intros hk d d' b1 b2 b1' b2'.
  unfold kappa in hk; injection hk as h1 h2 _.
  destruct (ruleInZone_spec _ _ plus_rule_in_zone) as [ho _].
  assert (hs : secondMove plusRule r1 = secondMove plusRule r1')
    by exact (secondMove_of_rho 6 plusRule r1 r1' plus_rule_in_zone h1).
  split; [|exact hs].
  pose proof (rho_eq_iff 6 r1 r1' _ h1 ho) as o1.
  pose proof (rho_eq_iff 6 r2 r2' _ h2 ho) as o2.
  pose proof (rho_eq_iff 6 r2 r2' (secondMove plusRule r1) h2
                (secondMove_in_zone 11 plusRule r1 plus_rule_in_zone)) as s2.
  unfold Legal; rewrite hs in s2 |- *; split; intros [_ [_ [l1 [l2 [_ l3]]]]].
  - exact (conj b1' (conj b2' (conj (fun e => l1 (proj2 o1 e)) (conj (fun e => l2 (proj2 o2 e))
      (conj (fun e => d' (eq_sym e)) (fun e => l3 (proj2 s2 e))))))).
  - exact (conj b1 (conj b2 (conj (fun e => l1 (proj1 o1 e)) (conj (fun e => l2 (proj1 o2 e))
      (conj (fun e => d (eq_sym e)) (fun e => l3 (proj1 s2 e))))))).
Qed.
