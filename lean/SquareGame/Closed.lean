import SquareGame.Locality

/-!
# Every board: the closure audit of the blocking game (docs/EVERY-N.md §1 (C), premise (iii))

Premise (iii) of the all-n argument: on the base board `N₀ = 17`, the blocking game of every
legal pair is good and closed: every stone either side plays after ply 4 lies in the line
region `R = [0, w)²` (coordinates (x, y), 0-based, in cells), and so does every stone placed by
every live test the plus rule runs at a P1 turn of the game, except a last P1 block that ends
its test, which lies in `Z = [0, 2w − 1)²` when the test ends "live".

* `blockClosed`, `liveClosed`, `isLiveClosed`: the block loop, the live test's simulation and
  the live test with each placed stone audited; `none` when a stone escapes, else the result
  of the unaudited function (`blockClosed_sim`, `liveClosed_sim`, `isLiveClosed_sim`). A line
  cell P1 plays and every P2 block must lie in `R`; a P1 block in the block loop must lie in
  `R` when the test goes on, anywhere when it ends the test "not live", in `Z` when it ends
  the test "live".
* `linesClosed`: the live tests clause 3c runs (lines in order up to the first live one).
* `closedGood`: `boxGood` with `m = w`, every P2 block in `R`, and `linesClosed` at each P1
  turn where neither side holds a threat; `closedGood_boxGood`, `boxGood_blockingGood`,
  `closedGood_blockingGood`.
* `closedCheck` (`blockingCheck` with `closedGood`), `closedCheck_blockingCheck`,
  `winsWith_of_closedCheck`, `plus_closed_check_17`, `plus_wins_with_17_by_closed`.

The Lean twin of `coq/SquareGame/Closed.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). Where Coq branches with `if`, this file uses `&&` and `||` as `PlusRule.lean`
and `EveryN.lean` do. Core Lean only. Names used and where they were read:
`Bool.true_and`, `Bool.false_or` (`src/Init/SimpLemmas.lean` of leanprover/lean4, commit
01d4a26, read with the search tool), `decide_eq_true`, `of_decide_eq_true` (the same file uses
them), `if_pos`, `if_neg` (used by `DelayLemmas.lean`), `Nat.lt_of_lt_of_le` (`Init/Prelude`),
`Option.some.inj` and `Option.some.injEq` (generated for every constructor, the pattern of
`SimStep.cont.injEq` in `Locality.lean`; `Option.some.inj h` is common in public Lean 4 code
found with the search tool); the tactics `split at`, `by_cases`, `simp_all`, `dsimp only`.
The versions read may be older than the pinned v4.29.0, so the lemmas are used only through
`rw`, `simp only` and full applications.
-/

namespace SquareGame

/-! ## The live test, audited -/

/-- `PlusRule.blockLoop` with its stones audited (P1 blocks `u`, P2 blocks `t`; `w`: the
side of `R`, in cells). `none`: a stone escapes. -/
def blockClosed (n w : Nat) : Nat → List Cell → List Cell → Nat → Option SimStep
  | 0, _, _, _ => some (.done false)
  | fuel + 1, A, B, p =>
    match threats n B A with
    | [] => some (.cont A B p)
    | [u] =>
      (match threats n (u :: A) B with
       | [] => some (.done false)
       | [t] =>
         if decide (InBox w u) && decide (InBox w t) then blockClosed n w fuel (u :: A) (t :: B) (p + 2)
         else none
       | _ =>
         if decide (p + 2 + 2 ≤ 17) then
           (if decide (InBox (2 * w - 1) u) then some (.done true) else none)
         else some (.done false))
    | _ => some (.done false)

/-- `PlusRule.liveSim` with its stones audited: the line cell `c` and P2's forced block `t`
must lie in `R`; then the block loop is audited (`blockClosed`). -/
def liveClosed (n w : Nat) : Nat → List Cell → List Cell → List Cell → Nat → Option Bool
  | 0, _, _, _, _ => some false
  | _ + 1, [], _, _, _ => some false
  | fuel + 1, c :: rest, A, B, p =>
    if decide (OnBoard n c) && free A B c then
      if decide (InBox w c) then
        match threats n (c :: A) B with
        | [] => some false
        | [t] =>
          if rest.isEmpty then some false
          else if decide (InBox w t) then
            (match blockClosed n w (n * n) (c :: A) (t :: B) p with
             | none => none
             | some (.done live) => some live
             | some (.cont A' B' p') => liveClosed n w fuel rest A' B' (p' + 2))
          else none
        | _ => some (decide (p + 2 ≤ 17))
      else none
    else some false

/-- `PlusRule.isLive` with its stones audited. -/
def isLiveClosed (n w : Nat) (A B : List Cell) (p : Nat) (L : List Cell) : Option Bool :=
  if (remaining A L).isEmpty then some false
  else liveClosed n w ((remaining A L).length + 1) (remaining A L) A B p

/-- An audit that passes computes what the unaudited block loop computes. -/
theorem blockClosed_sim (n w : Nat) : ∀ fuel A B p s,
    blockClosed n w fuel A B p = some s → blockLoop n fuel A B p = s := by
  intro fuel
  induction fuel with
  | zero => intro A B p s e; simp only [blockClosed, Option.some.injEq] at e; simp only [blockLoop]; exact e
  | succ k ih =>
    intro A B p s e
    cases e1 : threats n B A with
    | nil => simp only [blockClosed, e1, Option.some.injEq] at e; simp only [blockLoop, e1]; exact e
    | cons u us =>
      cases us with
      | cons u' us' =>
        simp only [blockClosed, e1, Option.some.injEq] at e; simp only [blockLoop, e1]; exact e
      | nil =>
        cases e2 : threats n (u :: A) B with
        | nil =>
          simp only [blockClosed, e1, e2, Option.some.injEq] at e; simp only [blockLoop, e1, e2]; exact e
        | cons t ts =>
          cases ts with
          | nil =>
            simp only [blockClosed, e1, e2] at e
            simp only [blockLoop, e1, e2]
            split at e
            · exact ih _ _ _ _ e
            · simp at e
          | cons t' ts' =>
            simp only [blockClosed, e1, e2] at e
            simp only [blockLoop, e1, e2]
            split at e
            · split at e
              · simp only [Option.some.injEq] at e; subst e; simp_all
              · simp at e
            · simp only [Option.some.injEq] at e; subst e; simp_all

theorem liveClosed_sim (n w : Nat) : ∀ fuel rem A B p v,
    liveClosed n w fuel rem A B p = some v → liveSim n fuel rem A B p = v := by
  intro fuel
  induction fuel with
  | zero => intro rem A B p v e; simp only [liveClosed, Option.some.injEq] at e; simp only [liveSim]; exact e
  | succ k ih =>
    intro rem A B p v e
    cases rem with
    | nil => simp only [liveClosed, Option.some.injEq] at e; simp only [liveSim]; exact e
    | cons c rest =>
      simp only [liveClosed] at e
      simp only [liveSim]
      by_cases hf : (decide (OnBoard n c) && free A B c) = true
      · rw [if_pos hf] at e ⊢
        by_cases hc : decide (InBox w c) = true
        · rw [if_pos hc] at e
          cases e1 : threats n (c :: A) B with
          | nil => simp only [e1, Option.some.injEq] at e; exact e
          | cons t ts =>
            cases ts with
            | cons t' ts' => simp only [e1, Option.some.injEq] at e; exact e
            | nil =>
              simp only [e1] at e
              dsimp only
              by_cases hr : rest.isEmpty = true
              · rw [if_pos hr] at e ⊢; exact Option.some.inj e
              · rw [if_neg hr] at e ⊢
                by_cases ht : decide (InBox w t) = true
                · rw [if_pos ht] at e
                  cases eb : blockClosed n w (n * n) (c :: A) (t :: B) p with
                  | none => rw [eb] at e; simp at e
                  | some s =>
                    rw [eb] at e
                    rw [blockClosed_sim n w _ _ _ _ _ eb]
                    cases s with
                    | done live => exact Option.some.inj e
                    | cont A' B' p' => exact ih _ _ _ _ _ e
                · rw [if_neg ht] at e; simp at e
        · rw [if_neg hc] at e; simp at e
      · rw [if_neg hf] at e ⊢; exact Option.some.inj e

theorem isLiveClosed_sim (n w : Nat) (A B : List Cell) (p : Nat) (L : List Cell) (v : Bool)
    (e : isLiveClosed n w A B p L = some v) : isLive n A B p L = v := by
  unfold isLiveClosed at e
  unfold isLive
  by_cases hr : (remaining A L).isEmpty = true
  · rw [if_pos hr] at e; rw [hr]; exact Option.some.inj e
  · rw [if_neg hr] at e
    rw [liveClosed_sim n w _ _ _ _ _ _ e]
    cases h : (remaining A L).isEmpty
    · rfl
    · exact absurd h hr

/-- The live tests clause 3c runs at the position `(A, B)`, P1 to play at ply `p`: the lines
in order up to and including the first live one, each audited. -/
def linesClosed (n w : Nat) (A B : List Cell) (p : Nat) : List (List Cell) → Bool
  | [] => true
  | L :: ls' =>
    match isLiveClosed n w A B p L with
    | none => false
    | some true => true
    | some false => linesClosed n w A B p ls'

/-! ## The blocking game, audited -/

/-- The blocking game of `EveryN.blockingGood` on board `n` with the closure audit (C) of
docs/EVERY-N.md §1 for the line region `R = [0, w)²`: `Locality.boxGood` with `m = w`, every
P2 block in `R`, and at every P1 turn where neither side holds a threat cell, the live tests
of clause 3c audited (`linesClosed`, ply `h.length + 1`). -/
def closedGood (rule : Rule) (n w : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | k + 1, h, A, B =>
    let mv := plusMoveWith rule n h
    decide (InBox w mv) && (free A B mv &&
      (completes n A mv ||
        (match threats n B (mv :: A) with
         | _ :: _ => false
         | [] =>
           match threats n (mv :: A) B with
           | [] => false
           | t :: _ =>
             decide (InBox w t) &&
               ((match threats n A B, threats n B A with
                 | [], [] => linesClosed n w A B (h.length + 1) rule.lines
                 | _, _ => true) &&
                 closedGood rule n w k (h ++ [mv, t]) (mv :: A) (t :: B)))))

/-- The audit only adds conditions: a closed game stays in the box `[0, w)²`. -/
theorem closedGood_boxGood (rule : Rule) (n w : Nat) : ∀ fuel h A B,
    closedGood rule n w fuel h A B = true → boxGood rule n w fuel h A B = true := by
  intro fuel
  induction fuel with
  | zero => intro h A B e; simp [closedGood] at e
  | succ k ih =>
    intro h A B e
    simp only [closedGood] at e
    simp only [boxGood]
    obtain ⟨hm, e1⟩ := boolAnd e
    obtain ⟨hf, e2⟩ := boolAnd e1
    rw [hm, hf, Bool.true_and, Bool.true_and]
    cases hc : completes n A (plusMoveWith rule n h) with
    | true => rfl
    | false =>
      rw [hc] at e2
      cases e3 : threats n B (plusMoveWith rule n h :: A) with
      | cons u us => rw [e3] at e2; simp at e2
      | nil =>
        rw [e3] at e2
        cases e4 : threats n (plusMoveWith rule n h :: A) B with
        | nil => rw [e4] at e2; simp at e2
        | cons t ts =>
          rw [e4] at e2
          simp only [Bool.false_or] at e2 ⊢
          obtain ⟨_, e5⟩ := boolAnd e2
          obtain ⟨_, e6⟩ := boolAnd e5
          exact ih _ _ _ e6

/-- A game that stays in the box `[0, m)²` of the board (`m ≤ n`) is a blocking game. -/
theorem boxGood_blockingGood (rule : Rule) (n m : Nat) (hm : m ≤ n) : ∀ fuel h A B,
    boxGood rule n m fuel h A B = true → blockingGood rule n fuel h A B = true := by
  intro fuel
  induction fuel with
  | zero => intro h A B e; simp [boxGood] at e
  | succ k ih =>
    intro h A B e
    simp only [boxGood] at e
    simp only [blockingGood]
    obtain ⟨hb, e1⟩ := boolAnd e
    have hI : InBox m (plusMoveWith rule n h) := of_decide_eq_true hb
    have hO : OnBoard n (plusMoveWith rule n h) :=
      ⟨Nat.lt_of_lt_of_le hI.1 hm, Nat.lt_of_lt_of_le hI.2 hm⟩
    rw [decide_eq_true hO, Bool.true_and]
    obtain ⟨hf, e2⟩ := boolAnd e1
    rw [hf, Bool.true_and]
    cases hc : completes n A (plusMoveWith rule n h) with
    | true => rfl
    | false =>
      rw [hc] at e2
      cases e3 : threats n B (plusMoveWith rule n h :: A) with
      | cons u us => rw [e3] at e2; simp at e2
      | nil =>
        rw [e3] at e2
        cases e4 : threats n (plusMoveWith rule n h :: A) B with
        | nil => rw [e4] at e2; simp at e2
        | cons t ts =>
          rw [e4] at e2
          simp only [Bool.false_or] at e2 ⊢
          exact ih _ _ _ e2

theorem closedGood_blockingGood (rule : Rule) (n w fuel : Nat) (h A B : List Cell) (hw : w ≤ n)
    (e : closedGood rule n w fuel h A B = true) : blockingGood rule n fuel h A B = true :=
  boxGood_blockingGood rule n w hw fuel h A B (closedGood_boxGood rule n w fuel h A B e)

/-! ## Premise (iii) on a given board, by computation -/

/-- `EveryN.blockingCheck` with `closedGood` in place of `blockingGood`: every legal pair on
the `n`×`n` board plays a good, closed blocking game within `fuel` P1 turns. -/
def closedCheck (rule : Rule) (n w fuel : Nat) : Bool :=
  decide (OnBoard n rule.opening) &&
    allCells n fun r1 =>
      r1 == rule.opening ||
        (decide (OnBoard n (secondMove rule r1)) && secondMove rule r1 != rule.opening &&
          secondMove rule r1 != r1 &&
          allCells n fun r2 =>
            r2 == rule.opening || r2 == r1 || r2 == secondMove rule r1 ||
              closedGood rule n w fuel [rule.opening, r1, secondMove rule r1, r2]
                [secondMove rule r1, rule.opening] [r2, r1])

theorem allCells_mono {n : Nat} {p q : Cell → Bool} (hpq : ∀ c, OnBoard n c → p c = true → q c = true)
    (h : allCells n p = true) : allCells n q = true :=
  allCells_complete fun c hc => hpq c hc (allCells_sound h c hc)

theorem closedCheck_blockingCheck (rule : Rule) (n w fuel : Nat) (hw : w ≤ n)
    (e : closedCheck rule n w fuel = true) : blockingCheck rule n fuel = true := by
  obtain ⟨ho, hall⟩ := boolAnd e
  unfold blockingCheck
  rw [ho, Bool.true_and]
  refine allCells_mono ?_ hall
  intro r1 _ e1
  rcases boolOr e1 with h1 | h2
  · exact boolOrLeft h1
  · obtain ⟨h123, h4⟩ := boolAnd h2
    refine boolOrRight (boolAndIntro h123 ?_)
    refine allCells_mono ?_ h4
    intro r2 _ f
    rcases boolOr f with f | f4
    · exact boolOrLeft f
    · exact boolOrRight (closedGood_blockingGood rule n w fuel _ _ _ hw f4)

theorem winsWith_of_closedCheck (rule : Rule) (n w fuel : Nat) (hn : 2 ≤ n) (hw : w ≤ n)
    (hfuel : fuel + 3 ≤ n * n + 1) (e : closedCheck rule n w fuel = true) :
    WinsWith (plusMoveWith rule) n [] :=
  winsWith_of_blockingCheck rule n fuel hn hfuel (closedCheck_blockingCheck rule n w fuel hw e)

set_option maxHeartbeats 0 in
/-- Premise (iii) for the plus rule: on the 17×17 base board, with `R = [0, 6)²`, the blocking
game of every legal pair is good within 7 P1 turns after ply 4 and closed. -/
theorem plus_closed_check_17 : closedCheck plusRule 17 6 7 = true := by native_decide

/-- `WinsWith plusMove 17 []` a third way: through the closed blocking games. -/
theorem plus_wins_with_17_by_closed : WinsWith plusMove 17 [] :=
  winsWith_of_closedCheck plusRule 17 6 7 (by decide) (by decide) (by decide) plus_closed_check_17

end SquareGame
