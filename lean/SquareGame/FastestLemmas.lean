import SquareGame.Lemmas
import SquareGame.Fastest

/-!
# Fastest wins: from the checked strategy to the game value (hand-written proofs)

* `winsByWith_sound`: `WinsByWith σ n k []` implies `P1CanWinBy n k [] []`.
* `p1CanWin_of_p1CanWinBy`: a win by ply `k` is a win.
* `nextPly_le_of_p1CanWinBy`: a win by ply `k` needs `k` to be at least the next ply.
* `p1CanWinBy_mono`: a win by ply `k` is a win by every later ply.

Kept apart from `Fastest.lean` so that the executable module, compiled to native code in the
`SquareGameExec` library, imports no proof module. The Lean twin of
`coq/SquareGame/FastestLemmas.v`, lemma for lemma; the Coq proofs are checked by Coq's kernel
(`make check`), these have not been checked by Lean (docs/TRUST.md).
-/

namespace SquareGame

/-- One P1 turn of the bounded check, at a ply `≤ k`: as `Lemmas.winsStep_sound`. -/
theorem winsByStep_sound {n k : Nat} {A B : List Cell} {m : Cell} {next : Cell → Bool}
    (hk : nextPly A B ≤ k) (h : winsStep n A B m next = true)
    (hnext : ∀ r, next r = true → P1CanWinBy n k (m :: A) (r :: B)) : P1CanWinBy n k A B := by
  obtain ⟨hm, h1⟩ := boolAnd h
  obtain ⟨hf, h2⟩ := boolAnd h1
  rcases boolOr h2 with hc | h3
  · exact .now A B m hk (of_decide_eq_true hm) hf hc
  · obtain ⟨hany, hrep⟩ := boolAnd h3
    refine .later A B m (of_decide_eq_true hm) hf (anyCell_sound hany) ?_ ?_
    · intro r hr hrf
      exact (replies_sound hrep r hr hrf).1
    · intro r hr hrf
      exact hnext r (replies_sound hrep r hr hrf).2

theorem winsByAux_sound (σ : Strategy) (n k : Nat) :
    ∀ fuel h A B, winsByAux σ n k fuel h A B = true → P1CanWinBy n k A B := by
  intro fuel
  induction fuel with
  | zero => intro h A B hw; simp [winsByAux] at hw
  | succ f ih =>
    intro h A B hw
    simp only [winsByAux] at hw
    split at hw
    · exact absurd hw Bool.false_ne_true
    · next hk => exact winsByStep_sound (by omega) hw fun r hr => ih _ _ _ hr

theorem winsByWith_sound {σ : Strategy} {n k : Nat} (hw : WinsByWith σ n k []) :
    P1CanWinBy n k [] [] :=
  winsByAux_sound σ n k _ [] [] [] hw

theorem p1CanWin_of_p1CanWinBy {n k : Nat} {A B : List Cell} (hw : P1CanWinBy n k A B) :
    P1CanWin n A B := by
  induction hw with
  | now A B m _ hm hf hc => exact .now A B m hm hf hc
  | later A B m hm hf hex hsafe _ ih => exact .later A B m hm hf hex hsafe ih

theorem nextPly_le_of_p1CanWinBy {n k : Nat} {A B : List Cell} (hw : P1CanWinBy n k A B) :
    nextPly A B ≤ k := by
  induction hw with
  | now A B m hk _ _ _ => exact hk
  | later A B m _ _ hex _ _ ih =>
    obtain ⟨r, hr, hrf⟩ := hex
    have e := ih r hr hrf
    simp only [nextPly, List.length_cons] at e ⊢
    omega

theorem p1CanWinBy_mono {n k k' : Nat} {A B : List Cell} (hle : k ≤ k') (hw : P1CanWinBy n k A B) :
    P1CanWinBy n k' A B := by
  induction hw with
  | now A B m hk hm hf hc => exact .now A B m (Nat.le_trans hk hle) hm hf hc
  | later A B m hm hf hex hsafe _ ih => exact .later A B m hm hf hex hsafe ih

end SquareGame
