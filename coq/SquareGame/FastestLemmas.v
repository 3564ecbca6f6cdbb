(** * Fastest wins: from the checked strategy to the game value (hand-written proofs)

- [winsByWith_sound]: [WinsByWith σ n k []] implies [P1CanWinBy n k [] []].
- [p1CanWin_of_p1CanWinBy]: a win by ply [k] is a win.
- [nextPly_le_of_p1CanWinBy]: a win by ply [k] needs [k] to be at least the next ply.
- [p1CanWinBy_mono]: a win by ply [k] is a win by every later ply.

Kept apart from [Fastest.v] so that the executable file needs no lemma (its Lean twin is
compiled to native code, like [Table.lean]). The Coq twin of
[lean/SquareGame/FastestLemmas.lean], lemma for lemma. *)

From Coq Require Import NArith List Lia.
From SquareGame Require Import Basic Lemmas Fastest.
Import ListNotations.
Local Open Scope N_scope.

(** One P1 turn of the bounded check, at a ply [<= k]: as [Lemmas.winsStep_sound]. *)
Lemma winsByStep_sound {n k : N} {A B : list Cell} {m : Cell} {next : Cell -> bool} :
  nextPly A B <= k -> winsStep n A B m next = true ->
  (forall r, next r = true -> P1CanWinBy n k (m :: A) (r :: B)) -> P1CanWinBy n k A B.
Proof.
  intros hk h hnext; destruct (ifAnd h) as [hm h1]; destruct (ifAnd h1) as [hf h2].
  destruct (ifOr h2) as [hc|h3].
  - exact (P1CanWinBy_now n k A B m hk (onBoardb_sound hm) hf hc).
  - destruct (ifAnd h3) as [hany hrep].
    apply (P1CanWinBy_later n k A B m (onBoardb_sound hm) hf (anyCell_sound hany)).
    + intros r hr hrf; exact (proj1 (replies_sound hrep r hr hrf)).
    + intros r hr hrf; exact (hnext r (proj2 (replies_sound hrep r hr hrf))).
Qed.

Lemma winsByAux_sound (σ : Strategy) (n k : N) :
  forall fuel h A B, winsByAux σ n k fuel h A B = true -> P1CanWinBy n k A B.
Proof.
  induction fuel as [|f IH]; intros h A B hw; [discriminate|].
  simpl in hw; destruct (N.ltb_spec k (nextPly A B)) as [_|hk]; [discriminate|].
  exact (winsByStep_sound hk hw (fun r hr => IH _ _ _ hr)).
Qed.

Theorem winsByWith_sound {σ : Strategy} {n k : N} :
  WinsByWith σ n k [] -> P1CanWinBy n k [] [].
Proof. exact (winsByAux_sound σ n k _ [] [] []). Qed.

Theorem p1CanWin_of_p1CanWinBy {n k : N} {A B : list Cell} :
  P1CanWinBy n k A B -> P1CanWin n A B.
Proof.
  intro hw; induction hw as [A B m _ hm hf hc|A B m hm hf hex hsafe _ IH].
  - exact (P1CanWin_now n A B m hm hf hc).
  - exact (P1CanWin_later n A B m hm hf hex hsafe IH).
Qed.

Theorem nextPly_le_of_p1CanWinBy {n k : N} {A B : list Cell} :
  P1CanWinBy n k A B -> nextPly A B <= k.
Proof.
  intro hw; induction hw as [A B m hk _ _ _|A B m hm hf hex hsafe _ IH]; [exact hk|].
  destruct hex as [r [hr hrf]]; pose proof (IH r hr hrf) as e.
  unfold nextPly in *; simpl in e; lia.
Qed.

Theorem p1CanWinBy_mono {n k k' : N} {A B : list Cell} :
  k <= k' -> P1CanWinBy n k A B -> P1CanWinBy n k' A B.
Proof.
  intros hle hw; induction hw as [A B m hk hm hf hc|A B m hm hf hex hsafe _ IH].
  - exact (P1CanWinBy_now n k' A B m (N.le_trans _ _ _ hk hle) hm hf hc).
  - exact (P1CanWinBy_later n k' A B m hm hf hex hsafe IH).
Qed.
