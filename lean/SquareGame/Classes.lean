import SquareGame.EveryN

/-!
# Every board: the class of a pair of free stones, and Lemma 3b (docs/EVERY-N.md §1, §2, §10)

The definitions of docs/EVERY-N.md §10 (coordinates (x, y), 0-based, in cells; `w` is the side
of the line region `R = [0, w)²`, the zone is `Z = [0, 2w − 1)²`):

* `rho w c`: `some c` if `c` lies in `Z`, else `none` (the `ρ` of §1).
* `pairSquares r1 r2`: the squares on the quadrant having both `r1` and `r2` as corners;
  `otherCorners r1 r2 q`: the corners of `q` other than `r1`, `r2`; `dist` is `Lemmas.dist`,
  the distance of two coordinates.
* `kappa w r1 r2 : Class`: `(rho r1, rho r2, P)`, `P` the `rho`-images of the other corners
  of the pair squares reaching `R` (the `κ` of §1, `everyn::kappa` in src/everyn.rs).
* `Legal n r1 r2`: the pair is legal for the plus rule on the `n`×`n` board.

Lemma 3b (§2) as `legal_of_kappa`: two pairs of distinct free stones with the same class, each
on its board, are both legal or both illegal, and P1's second move is the same after either
`r1`. It rests on `plus_rule_in_zone`: the opening, the default second move and both cells of
every exception lie in `Z = [0, 11)²`.

The Lean twin of `coq/SquareGame/Classes.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). Where Coq branches with `if`, this file uses `&&` as `EveryN.lean` does. Core
Lean only. Names used and where they were read: `if_pos`, `if_neg` (used by `DelayLemmas.lean`
and `Closed.lean`), `Option.some.inj` (generated for every constructor; used as in
`Closed.lean`), `List.find?_cons` (`(a::as).find? p = match p a with | true => some a | false => as.find? p`,
proved by `rfl`) and `List.all`'s definition (`(a::l).all f = (f a && l.all f)`, `all_cons`, also
`rfl`; used here only through a definitional `have`), both in `src/Init/Data/List/Basic.lean` of
leanprover/lean4 (read with the search tool), `of_decide_eq_true` (`Init/Prelude`, used by
`Closed.lean`), the constructors `List.Mem.head`, `List.Mem.tail`. `find_some_mem` is this
file's own (Coq takes `find_some` from its library).
The versions read may be older than the pinned v4.29.0, so only definitional unfolding,
`rw` with the hypotheses at hand, `cases`, `by_cases` and `subst` are used.
-/

namespace SquareGame

/-! ## The definitions of §10 -/

/-- `ρ`: the cell if it lies in the zone `Z = [0, 2w − 1)²`, else `none`. -/
def rho (w : Nat) (c : Cell) : Option Cell :=
  if OnBoard (2 * w - 1) c then some c else none

/-- The squares (top-left corner, side) having both `r1` and `r2` as corners, on the quadrant. -/
def pairSquares (r1 r2 : Cell) : List Square :=
  let dx := dist r1.x r2.x
  let dy := dist r1.y r2.y
  let x0 := min r1.x r2.x
  let y0 := min r1.y r2.y
  if dy = 0 then
    if dx = 0 then []
    else ⟨x0, y0, dx⟩ :: (if dx ≤ y0 then [⟨x0, y0 - dx, dx⟩] else [])
  else if dx = 0 then
    ⟨x0, y0, dy⟩ :: (if dy ≤ x0 then [⟨x0 - dy, y0, dy⟩] else [])
  else if dx = dy then [⟨x0, y0, dx⟩] else []

/-- The corners of `q` other than `r1` and `r2`, in the order of `Square.corners`. -/
def otherCorners (r1 r2 : Cell) (q : Square) : List Cell :=
  q.corners.filter fun k => k != r1 && k != r2

/-- A class: `ρ(r1)`, `ρ(r2)`, and per pair square reaching `R` the `ρ`-images of its other
corners. -/
abbrev Class : Type := Option Cell × Option Cell × List (List (Option Cell))

/-- `κ(r1, r2)` with `R = [0, w)²` (§1). -/
def kappa (w : Nat) (r1 r2 : Cell) : Class :=
  (rho w r1, rho w r2,
   ((pairSquares r1 r2).filter fun q => (otherCorners r1 r2 q).any fun k => decide (OnBoard w k)).map
     fun q => (otherCorners r1 r2 q).map (rho w))

/-- The pair of free stones is legal for the plus rule on the `n`×`n` board (§1). -/
def Legal (n : Nat) (r1 r2 : Cell) : Prop :=
  OnBoard n r1 ∧ OnBoard n r2 ∧ r1 ≠ plusRule.opening ∧ r2 ≠ plusRule.opening ∧
  r2 ≠ r1 ∧ r2 ≠ secondMove plusRule r1

/-- §1's example: `κ((16,0), (5,11)) = (⊥, ⊥, [{(5,0), ⊥}])`. -/
theorem kappa_example :
    kappa 6 ⟨16, 0⟩ ⟨5, 11⟩ = (none, none, [[some ⟨5, 0⟩, none]]) := by decide

/-! ## `rho` -/

/-- Cells with the same `rho` agree on being any given cell of the zone `[0, 2w − 1)²`. -/
theorem rho_eq_iff (w : Nat) (c c' z : Cell) (h : rho w c = rho w c')
    (hz : OnBoard (2 * w - 1) z) : c = z ↔ c' = z := by
  unfold rho at h
  by_cases hc : OnBoard (2 * w - 1) c <;> by_cases hc' : OnBoard (2 * w - 1) c'
  · rw [if_pos hc, if_pos hc'] at h
    have e : c = c' := Option.some.inj h
    subst e; exact Iff.rfl
  · rw [if_pos hc, if_neg hc'] at h; cases h
  · rw [if_neg hc, if_pos hc'] at h; cases h
  · constructor
    · intro e; subst e; exact absurd hz hc
    · intro e; subst e; exact absurd hz hc'

/-! ## The rule's cells lie in the zone -/

/-- The opening, the default second move and both cells of every exception lie in `[0, m)²`,
as a test. -/
def ruleInZone (m : Nat) (rule : Rule) : Bool :=
  decide (OnBoard m rule.opening) && decide (OnBoard m rule.second) &&
    rule.exceptions.all fun e => decide (OnBoard m e.1) && decide (OnBoard m e.2)

/-- For the plus rule, all those cells lie in `Z = [0, 11)²` (`w = 6`). -/
theorem plus_rule_in_zone : ruleInZone 11 plusRule = true := by native_decide

theorem allL_in {α : Type} (p : α → Bool) (l : List α) (h : l.all p = true) :
    ∀ a, a ∈ l → p a = true := by
  induction l with
  | nil => intro a ha; cases ha
  | cons b l ih =>
    intro a ha
    have h' : (p b && l.all p) = true := h
    cases hb : p b
    · rw [hb] at h'; cases h'
    · rw [hb] at h'
      have hl : l.all p = true := h'
      cases ha with
      | head => exact hb
      | tail _ ha => exact ih hl a ha

theorem ruleInZone_spec (m : Nat) (rule : Rule) (h : ruleInZone m rule = true) :
    OnBoard m rule.opening ∧ OnBoard m rule.second ∧
    ∀ e, e ∈ rule.exceptions → OnBoard m e.1 ∧ OnBoard m e.2 := by
  unfold ruleInZone at h
  cases h1 : decide (OnBoard m rule.opening)
  · rw [h1] at h; cases h
  · cases h2 : decide (OnBoard m rule.second)
    · rw [h1, h2] at h; cases h
    · rw [h1, h2] at h
      have h3 : (rule.exceptions.all fun e => decide (OnBoard m e.1) && decide (OnBoard m e.2)) = true := h
      refine ⟨of_decide_eq_true h1, of_decide_eq_true h2, fun e he => ?_⟩
      have h4 : (decide (OnBoard m e.1) && decide (OnBoard m e.2)) = true := allL_in _ _ h3 e he
      cases h5 : decide (OnBoard m e.1)
      · rw [h5] at h4; cases h4
      · rw [h5] at h4
        exact ⟨of_decide_eq_true h5, of_decide_eq_true h4⟩

theorem find_none_of_all {α : Type} (p : α → Bool) (l : List α)
    (h : ∀ a, a ∈ l → p a = false) : l.find? p = none := by
  induction l with
  | nil => rfl
  | cons b l ih =>
    have hb : p b = false := h b (List.Mem.head _)
    have hl : l.find? p = none := ih fun a ha => h a (List.Mem.tail _ ha)
    rw [List.find?_cons, hb]; exact hl

theorem find_some_mem {α : Type} (p : α → Bool) (l : List α) (e : α)
    (h : l.find? p = some e) : e ∈ l ∧ p e = true := by
  induction l with
  | nil => cases h
  | cons b l ih =>
    have h' := h
    rw [List.find?_cons] at h'
    cases hb : p b
    · rw [hb] at h'
      have r := ih h'
      exact ⟨List.Mem.tail _ r.1, r.2⟩
    · rw [hb] at h'
      have eb : b = e := Option.some.inj h'
      subst eb; exact ⟨List.Mem.head _, hb⟩

/-- The second move lies in `[0, m)²` when the rule's cells do. -/
theorem secondMove_in_zone (m : Nat) (rule : Rule) (r1 : Cell) (h : ruleInZone m rule = true) :
    OnBoard m (secondMove rule r1) := by
  have ⟨_, h2, h3⟩ := ruleInZone_spec m rule h
  unfold secondMove
  cases f : rule.exceptions.find? (fun e => e.1 == r1) with
  | none => exact h2
  | some e => exact (h3 e (find_some_mem _ _ e f).1).2

/-- Lemma 3b, second move: it reads only `rho` of `r1` when the rule's cells lie in the zone. -/
theorem secondMove_of_rho (w : Nat) (rule : Rule) (r1 r1' : Cell)
    (hz : ruleInZone (2 * w - 1) rule = true) (h : rho w r1 = rho w r1') :
    secondMove rule r1 = secondMove rule r1' := by
  have ⟨_, _, h3⟩ := ruleInZone_spec _ rule hz
  unfold rho at h
  by_cases e : OnBoard (2 * w - 1) r1 <;> by_cases e' : OnBoard (2 * w - 1) r1'
  · rw [if_pos e, if_pos e'] at h
    have q : r1 = r1' := Option.some.inj h
    rw [q]
  · rw [if_pos e, if_neg e'] at h; cases h
  · rw [if_neg e, if_pos e'] at h; cases h
  · -- both outside the zone: no exception key matches either
    have hn : ∀ r, ¬ OnBoard (2 * w - 1) r →
        rule.exceptions.find? (fun e => e.1 == r) = none := by
      intro r hr
      apply find_none_of_all
      intro ex he
      cases c : (ex.1 == r)
      · rfl
      · have q : ex.1 = r := of_decide_eq_true c
        subst q; exact absurd (h3 ex he).1 hr
    unfold secondMove
    rw [hn r1 e, hn r1' e']

/-! ## Lemma 3b -/

/-- Lemma 3b (EVERY-N §2), for the plus rule: among pairs of distinct free stones, each on its
board, legality is a function of the class, and so is P1's second move. -/
theorem legal_of_kappa (n n' : Nat) (r1 r2 r1' r2' : Cell)
    (hk : kappa 6 r1 r2 = kappa 6 r1' r2') (d : r1 ≠ r2) (d' : r1' ≠ r2')
    (b1 : OnBoard n r1) (b2 : OnBoard n r2) (b1' : OnBoard n' r1') (b2' : OnBoard n' r2') :
    (Legal n r1 r2 ↔ Legal n' r1' r2') ∧ secondMove plusRule r1 = secondMove plusRule r1' := by
  have h1 : rho 6 r1 = rho 6 r1' := congrArg (fun k : Class => k.1) hk
  have h2 : rho 6 r2 = rho 6 r2' := congrArg (fun k : Class => k.2.1) hk
  have ho := (ruleInZone_spec _ _ plus_rule_in_zone).1
  have hs : secondMove plusRule r1 = secondMove plusRule r1' :=
    secondMove_of_rho 6 plusRule r1 r1' plus_rule_in_zone h1
  refine ⟨?_, hs⟩
  have o1 := rho_eq_iff 6 r1 r1' _ h1 ho
  have o2 := rho_eq_iff 6 r2 r2' _ h2 ho
  have s2 := rho_eq_iff 6 r2 r2' (secondMove plusRule r1) h2
    (secondMove_in_zone 11 plusRule r1 plus_rule_in_zone)
  rw [hs] at s2
  unfold Legal
  rw [hs]
  constructor
  · intro ⟨_, _, l1, l2, _, l3⟩
    exact ⟨b1', b2', fun e => l1 (o1.2 e), fun e => l2 (o2.2 e), fun e => d' e.symm,
      fun e => l3 (s2.2 e)⟩
  · intro ⟨_, _, l1, l2, _, l3⟩
    exact ⟨b1, b2, fun e => l1 (o1.1 e), fun e => l2 (o2.1 e), fun e => d e.symm,
      fun e => l3 (s2.1 e)⟩

end SquareGame
