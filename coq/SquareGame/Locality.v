(** * Every board: locality of square completion (issue 10 item 2, first step)

A square completed by a stone [c] for the stones [S] has its other three corners in [S]; so
when [S] lies in the box [[0, m)²] of the board, so does [c], and whether [c] completes a
square does not depend on the board size [n ≥ m].

- [InBox m c]: [c] lies in [[0, m)²] (coordinates are (x, y), 0-based, in cells).
- [completes_box]: if [S] lies in the box and [Completes n S c], then [c] lies in the box.
- [completes_box_ext]: for [S] in the box, [m ≤ n] and [m ≤ n'],
  [completes n S c = completes n' S c].
- [threats_box]: for [own] in the box, [m ≤ n] and [m ≤ n'], the threat cells of [own]
  ([PlusRule.threats]) are the same list on both boards, and lie in the box (from
  [EveryN.threats_spec] and [EveryN.threats_ext]).
- [blockLoop_box]: for stones in the box, [m ≤ n] and [m ≤ n'], the block loop of the live
  test gives the same result on both boards for the same fuel (the fuel itself, [n * n] in
  [liveSim], still depends on the board: its independence is not proved here).

Hand-written. The Lean twin ([lean/SquareGame/Locality.lean]) is not written yet. *)

From Coq Require Import NArith List Lia Bool.
From SquareGame Require Import Basic Lemmas PlusRule EveryN.
Import ListNotations.
Local Open Scope N_scope.

(** [c] lies in the box [[0, m)²]. *)
Definition InBox (m : N) (c : Cell) : Prop := x c < m /\ y c < m.

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
