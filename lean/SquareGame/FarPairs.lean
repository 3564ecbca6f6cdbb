import SquareGame.Lockstep

/-!
# Every board: each far pair has a representative on 17×17 with the same view (docs/EVERY-N.md §10, Lemmas 4–6)

A far pair `(r1, r2)` is a legal pair of P2 replies on a board `n ≥ 18` with a reply outside
`[0, 17)²`. `far_pair_view` gives it a representative `(r1', r2')`, legal on the 17×17 board,
with the same second move of P1 and the same view `FarView n r1 r2 17 r1' r2'` (`Lockstep.lean`):
what the plus rule can see of the free stones with the line region `R = [0, 6)²` and the zone
`Z = [0, 11)²` (coordinates (x, y), 0-based, in cells). `plus_far_pairs_good` then discharges
`Locality.PlusFarPairsGood` with `Closed.plus_closed_check_17` and `Lockstep.far_lockstep`, and
`plus_wins_beyond_17` is the plus rule winning on every board `n ≥ 18`.

A pair square of `(r1, r2)` is a square having both as corners; it reaches `R` when another
corner `b` lies in `R` (docs/EVERY-N.md §1). The proof splits on Lemma 4:
* `NoReach`: no pair square reaches `R`. Then P2 holds no threat cell outside `Z`
  (`outside_noReach`). The representative keeps a reply in `Z` and puts a reply outside `Z`
  on `(16, 16)` (for `r1`) or `(15, 16)` (for `r2`); no pair square of it reaches `R` either
  (`noReach_of_one_in_zone`, Lemma 1c; `noReach_far_cells`).
* `FarSquare r1 r2 q`: a pair square `q` reaches `R`; then both replies lie outside `Z`, `q`
  is the only one, its top-left corner `b` is its corner in `R` (Lemma 4) and its side is at
  least 12 (a reply has a coordinate `≥ 17`), so every corner but `b` lies outside `Z`. P2's
  threat cells outside `Z` are the fourth corner of `q` (`Partner`) when `b` is a block, and
  none otherwise (`outside_far`). The representative is `((bx + 11, by), (bx, by + 11))`, two
  corners of the square `(bx, by, 11)` with the same top-left corner.
In both cases the threat cells in `Z` are the same (`zone_threat`: a threat square either has
two blocks as corners, so it lies in `Z` (Lemma 1b) and reads only cells of `Z`, or it is a
pair square whose fourth corner lies outside `Z`: `Hidden`), and the number of threat cells
outside `Z` is the same (`farView_of_shape`). Legality and the second move read only the
replies' cells in `Z` (`legal_of_zoneAgree`, Lemma 3b).

The Lean twin of `coq/SquareGame/FarPairs.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel, these have not been checked by Lean (no Lean toolchain here, docs/TRUST.md).
Where Coq tests with `onBoardb`, `contains` and `cellEqb`, this file uses `decide` (as
`Lockstep.lean` does); where Coq's lists are `StronglySorted Before`, Lean's are
`List.Pairwise Before` (`EveryN.lean`). Core Lean only; the names used are those the other
hand-written files already use (`List.mem_append`, `List.mem_cons`, `List.not_mem_nil`,
`List.mem_filter`, `List.pairwise_cons`, `List.any_eq_true`, `List.mem_range`,
`List.length_cons`, `List.filter`, `List.Pairwise.nil`, `List.Mem.head`, `Cell.mk.injEq`,
`decide_eq_true`, `decide_eq_false`, `of_decide_eq_true`, `eq_of_beq`, `ne_eq`, `and_true`,
`true_and`, `not_true_eq_false`, `or_false`), plus `Decidable.em` (`src/Init/Core.lean` of
leanprover/lean4) and `Bool.not_true`, `Bool.not_false` (`src/Init/SimpLemmas.lean`), read with
the search tool; the versions read may be older than the pinned v4.29.0.
-/

namespace SquareGame

/-! ## Pair squares reaching `R` (docs/EVERY-N.md §1, Lemma 4) -/

/-- No pair square of `(r1, r2)` reaches `R = [0, 6)²`: no square has `r1`, `r2` and a third
corner `b` in `R` as corners. -/
def NoReach (r1 r2 : Cell) : Prop :=
  ∀ (q : Square) (b : Cell), 1 ≤ q.d → r1 ∈ q.corners → r2 ∈ q.corners → b ∈ q.corners →
    b ≠ r1 → b ≠ r2 → InBox 6 b → False

/-- Every pair square of `(r1, r2)` reaching `R` through a corner `b` has its other corners
outside `Z = [0, 11)²` (so a P2 threat square through both replies has its threat cell
outside `Z`). -/
def Hidden (r1 r2 : Cell) : Prop :=
  ∀ (q : Square) (b k : Cell), 1 ≤ q.d → r1 ∈ q.corners → r2 ∈ q.corners → b ∈ q.corners →
    b ≠ r1 → b ≠ r2 → InBox 6 b → k ∈ q.corners → k ≠ b → ¬ InBox 11 k

/-- `q` is a pair square of `(r1, r2)` with its top-left corner in `R`, side at least 11, and
neither reply on that corner (the far pair square of Lemma 4). -/
def FarSquare (r1 r2 : Cell) (q : Square) : Prop :=
  q.x < 6 ∧ q.y < 6 ∧ 11 ≤ q.d ∧ r1 ∈ q.corners ∧ r2 ∈ q.corners ∧
    r1 ≠ r2 ∧ r1 ≠ ⟨q.x, q.y⟩ ∧ r2 ≠ ⟨q.x, q.y⟩

/-- `c` is the fourth corner of `q`: neither reply and not the top-left corner. -/
def Partner (q : Square) (r1 r2 c : Cell) : Prop :=
  c ∈ q.corners ∧ c ≠ r1 ∧ c ≠ r2 ∧ c ≠ ⟨q.x, q.y⟩

/-- With no pair square reaching `R`, `Hidden` holds trivially. -/
theorem hidden_of_noReach (r1 r2 : Cell) (h : NoReach r1 r2) : Hidden r1 r2 :=
  fun q b _ hd h1 h2 hb hb1 hb2 hbw _ _ => (h q b hd h1 h2 hb hb1 hb2 hbw).elim

/-- The corners of a far pair square other than its top-left corner lie outside `Z`. -/
theorem farSquare_far (r1 r2 : Cell) (q : Square) (hf : FarSquare r1 r2 q) :
    ∀ k, k ∈ q.corners → k ≠ ⟨q.x, q.y⟩ → ¬ InBox 11 k := by
  obtain ⟨hx, hy, hd, -⟩ := hf
  obtain ⟨qx, qy, qd⟩ := q
  intro k hk hne
  rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- With a far pair square, every pair square reaching `R` is that square, reaching `R` through
its top-left corner (Lemma 4: `far_pair_unique`, `far_pair_topLeft`), so `Hidden` holds. -/
theorem hidden_of_farSquare (r1 r2 : Cell) (q : Square) (hf : FarSquare r1 r2 q) :
    Hidden r1 r2 := by
  intro q0 b k hd h1 h2 hb hb1 hb2 hbw hk hkb
  have hout := farSquare_far r1 r2 q hf
  obtain ⟨hx, hy, hqd, hr1, hr2, h12, ht1, ht2⟩ := hf
  have z1 : ¬ InBox (2 * 6 - 1) r1 := hout r1 hr1 ht1
  have z2 : ¬ InBox (2 * 6 - 1) r2 := hout r2 hr2 ht2
  have htl : (⟨q.x, q.y⟩ : Cell) ∈ q.corners := by
    unfold Square.corners; exact List.Mem.head _
  have htw : InBox 6 ⟨q.x, q.y⟩ := ⟨hx, hy⟩
  have e : q0 = q := far_pair_unique 6 q0 q r1 r2 b ⟨q.x, q.y⟩ hd (by omega) h12 h1 h2 hr1 hr2
    z1 z2 hb hb1 hb2 hbw htl (Ne.symm ht1) (Ne.symm ht2) htw
  rw [e] at hd h1 h2 hb hk
  obtain ⟨eb, -⟩ := far_pair_topLeft 6 q r1 r2 b hd h1 h2 h12 z1 z2 hb hb1 hb2 hbw
  rw [eb] at hkb
  exact hout k hk hkb

/-- The side of a square with two distinct corners `r1`, `r2` is at most the sum of their
coordinates (a bound for `reachSearch`). -/
theorem side_bound (r1 r2 : Cell) (q : Square) (hd : 1 ≤ q.d) (h1 : r1 ∈ q.corners)
    (h2 : r2 ∈ q.corners) (h12 : r1 ≠ r2) : q.d ≤ r1.x + r1.y + r2.x + r2.y := by
  obtain ⟨qx, qy, qd⟩ := q
  rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- The test behind `reach_dec`: `q` has side `≥ 1`, `r1` and `r2` as corners, and a corner
in `R` other than both. -/
def reaches (r1 r2 : Cell) (q : Square) : Bool :=
  decide (1 ≤ q.d) && decide (r1 ∈ q.corners) && decide (r2 ∈ q.corners) &&
    q.corners.any fun k => decide (InBox 6 k) && decide (k ≠ r1) && decide (k ≠ r2)

/-- The search behind `reach_dec`: a square reaching `R` has its top-left corner in `R`
(Lemma 1d) and its side bounded by `side_bound`; `reaches` tests each such square. -/
def reachSearch (r1 r2 : Cell) : Bool :=
  (List.range 6).any fun x0 => (List.range 6).any fun y0 =>
    (List.range (r1.x + r1.y + r2.x + r2.y + 1)).any fun d => reaches r1 r2 ⟨x0, y0, d⟩

/-- Whether a pair square reaches `R` is decided by `reachSearch`. -/
theorem reach_dec (r1 r2 : Cell) (h12 : r1 ≠ r2) :
    NoReach r1 r2 ∨
    ∃ (q : Square) (b : Cell), 1 ≤ q.d ∧ r1 ∈ q.corners ∧ r2 ∈ q.corners ∧ b ∈ q.corners ∧
      b ≠ r1 ∧ b ≠ r2 ∧ InBox 6 b := by
  cases e : reachSearch r1 r2
  · refine Or.inl fun q b hd h1 h2 hb hb1 hb2 hbw => ?_
    have htl : InBox 6 ⟨q.x, q.y⟩ := box_topLeft 6 q b hb hbw
    have hs := side_bound r1 r2 q hd h1 h2 h12
    have t : reachSearch r1 r2 = true := by
      unfold reachSearch
      refine List.any_eq_true.mpr ⟨q.x, List.mem_range.mpr htl.1, ?_⟩
      refine List.any_eq_true.mpr ⟨q.y, List.mem_range.mpr htl.2, ?_⟩
      refine List.any_eq_true.mpr ⟨q.d, List.mem_range.mpr (by omega), ?_⟩
      unfold reaches
      refine boolAndIntro (boolAndIntro (boolAndIntro (decide_eq_true hd) (decide_eq_true h1))
        (decide_eq_true h2)) ?_
      exact List.any_eq_true.mpr ⟨b, hb, boolAndIntro (boolAndIntro (decide_eq_true hbw)
        (decide_eq_true hb1)) (decide_eq_true hb2)⟩
    rw [e] at t
    cases t
  · refine Or.inr ?_
    unfold reachSearch at e
    obtain ⟨x0, -, e1⟩ := List.any_eq_true.mp e
    obtain ⟨y0, -, e2⟩ := List.any_eq_true.mp e1
    obtain ⟨d, -, e3⟩ := List.any_eq_true.mp e2
    unfold reaches at e3
    obtain ⟨e4, e5⟩ := boolAnd e3
    obtain ⟨e6, c2⟩ := boolAnd e4
    obtain ⟨hd, c1⟩ := boolAnd e6
    obtain ⟨b, hb, e7⟩ := List.any_eq_true.mp e5
    obtain ⟨e8, n2⟩ := boolAnd e7
    obtain ⟨hbw, n1⟩ := boolAnd e8
    exact ⟨⟨x0, y0, d⟩, b, of_decide_eq_true hd, of_decide_eq_true c1, of_decide_eq_true c2, hb,
      of_decide_eq_true n1, of_decide_eq_true n2, of_decide_eq_true hbw⟩

/-! ## P2's threat squares (docs/EVERY-N.md Lemma 6b) -/

/-- The three corners of a square other than a given corner, pairwise distinct. -/
theorem other_three (q : Square) (c : Cell) (hd : 1 ≤ q.d) (hc : c ∈ q.corners) :
    ∃ k1 k2 k3 : Cell, k1 ≠ k2 ∧ k1 ≠ k3 ∧ k2 ≠ k3 ∧
      ∀ k, (k = k1 ∨ k = k2 ∨ k = k3) ↔ (k ∈ q.corners ∧ k ≠ c) := by
  obtain ⟨X, Y, D⟩ := q
  have hD : 1 ≤ D := hd
  rcases mem_corners.mp hc with rfl | rfl | rfl | rfl
  · refine ⟨⟨X + D, Y⟩, ⟨X, Y + D⟩, ⟨X + D, Y + D⟩, ?_, ?_, ?_, fun k => ⟨?_, ?_⟩⟩
    all_goals first
      | (intro e; simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega)
      | (rintro (rfl | rfl | rfl) <;>
          exact ⟨mem_corners.mpr (by simp), fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩)
      | (rintro ⟨hk, hne⟩
         rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
         first | exact absurd rfl hne | exact Or.inl rfl | exact Or.inr (Or.inl rfl)
               | exact Or.inr (Or.inr rfl))
  · refine ⟨⟨X, Y⟩, ⟨X, Y + D⟩, ⟨X + D, Y + D⟩, ?_, ?_, ?_, fun k => ⟨?_, ?_⟩⟩
    all_goals first
      | (intro e; simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega)
      | (rintro (rfl | rfl | rfl) <;>
          exact ⟨mem_corners.mpr (by simp), fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩)
      | (rintro ⟨hk, hne⟩
         rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
         first | exact absurd rfl hne | exact Or.inl rfl | exact Or.inr (Or.inl rfl)
               | exact Or.inr (Or.inr rfl))
  · refine ⟨⟨X, Y⟩, ⟨X + D, Y⟩, ⟨X + D, Y + D⟩, ?_, ?_, ?_, fun k => ⟨?_, ?_⟩⟩
    all_goals first
      | (intro e; simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega)
      | (rintro (rfl | rfl | rfl) <;>
          exact ⟨mem_corners.mpr (by simp), fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩)
      | (rintro ⟨hk, hne⟩
         rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
         first | exact absurd rfl hne | exact Or.inl rfl | exact Or.inr (Or.inl rfl)
               | exact Or.inr (Or.inr rfl))
  · refine ⟨⟨X, Y⟩, ⟨X + D, Y⟩, ⟨X, Y + D⟩, ?_, ?_, ?_, fun k => ⟨?_, ?_⟩⟩
    all_goals first
      | (intro e; simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega)
      | (rintro (rfl | rfl | rfl) <;>
          exact ⟨mem_corners.mpr (by simp), fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩)
      | (rintro ⟨hk, hne⟩
         rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
         first | exact absurd rfl hne | exact Or.inl rfl | exact Or.inr (Or.inl rfl)
               | exact Or.inr (Or.inr rfl))

/-- Three distinct stones of `B0 ++ [r2, r1]`: two of them are blocks, or they are both
replies and a block. -/
theorem three_stones (B0 : List Cell) (r1 r2 k1 k2 k3 : Cell) (d12 : k1 ≠ k2) (d13 : k1 ≠ k3)
    (d23 : k2 ≠ k3) (h1 : k1 ∈ B0 ++ [r2, r1]) (h2 : k2 ∈ B0 ++ [r2, r1])
    (h3 : k3 ∈ B0 ++ [r2, r1]) :
    (∃ a b, (a = k1 ∨ a = k2 ∨ a = k3) ∧ (b = k1 ∨ b = k2 ∨ b = k3) ∧ a ≠ b ∧
      a ∈ B0 ∧ b ∈ B0) ∨
    ((r1 = k1 ∨ r1 = k2 ∨ r1 = k3) ∧ (r2 = k1 ∨ r2 = k2 ∨ r2 = k3) ∧
      ∃ b, (b = k1 ∨ b = k2 ∨ b = k3) ∧ b ≠ r1 ∧ b ≠ r2 ∧ b ∈ B0) := by
  simp only [List.mem_append, List.mem_cons, List.not_mem_nil, or_false] at h1 h2 h3
  rcases h1 with h1 | h1 | h1 <;> rcases h2 with h2 | h2 | h2 <;> rcases h3 with h3 | h3 | h3
  all_goals first
    | exact absurd (h1.trans h2.symm) d12
    | exact absurd (h1.trans h3.symm) d13
    | exact absurd (h2.trans h3.symm) d23
    | exact Or.inl ⟨k1, k2, Or.inl rfl, Or.inr (Or.inl rfl), d12, h1, h2⟩
    | exact Or.inl ⟨k1, k3, Or.inl rfl, Or.inr (Or.inr rfl), d13, h1, h3⟩
    | exact Or.inl ⟨k2, k3, Or.inr (Or.inl rfl), Or.inr (Or.inr rfl), d23, h2, h3⟩
    | exact Or.inr ⟨Or.inr (Or.inl h2.symm), Or.inr (Or.inr h3.symm), k1, Or.inl rfl,
        fun e => d12 (e.trans h2.symm), fun e => d13 (e.trans h3.symm), h1⟩
    | exact Or.inr ⟨Or.inr (Or.inr h3.symm), Or.inr (Or.inl h2.symm), k1, Or.inl rfl,
        fun e => d13 (e.trans h3.symm), fun e => d12 (e.trans h2.symm), h1⟩
    | exact Or.inr ⟨Or.inl h1.symm, Or.inr (Or.inr h3.symm), k2, Or.inr (Or.inl rfl),
        fun e => d12.symm (e.trans h1.symm), fun e => d23 (e.trans h3.symm), h2⟩
    | exact Or.inr ⟨Or.inr (Or.inr h3.symm), Or.inl h1.symm, k2, Or.inr (Or.inl rfl),
        fun e => d23 (e.trans h3.symm), fun e => d12.symm (e.trans h1.symm), h2⟩
    | exact Or.inr ⟨Or.inl h1.symm, Or.inr (Or.inl h2.symm), k3, Or.inr (Or.inr rfl),
        fun e => d13.symm (e.trans h1.symm), fun e => d23.symm (e.trans h2.symm), h3⟩
    | exact Or.inr ⟨Or.inr (Or.inl h2.symm), Or.inl h1.symm, k3, Or.inr (Or.inr rfl),
        fun e => d23.symm (e.trans h2.symm), fun e => d13.symm (e.trans h1.symm), h3⟩

/-- A square completed at `c` by P2's stones `B0 ++ [r2, r1]` has two blocks as corners (types
0 and 1 of Lemma 6b), or both replies and a block (type 2: a pair square reaching `R`). -/
theorem threat_square (B0 : List Cell) (r1 r2 c : Cell) (q : Square) (hd : 1 ≤ q.d)
    (hc : c ∈ q.corners) (hk : ∀ k, k ∈ q.corners → k ≠ c → k ∈ B0 ++ [r2, r1]) :
    (∃ a b, a ∈ q.corners ∧ b ∈ q.corners ∧ a ≠ b ∧ a ∈ B0 ∧ b ∈ B0) ∨
    (r1 ∈ q.corners ∧ r2 ∈ q.corners ∧ r1 ≠ c ∧ r2 ≠ c ∧
      ∃ b, b ∈ q.corners ∧ b ≠ c ∧ b ≠ r1 ∧ b ≠ r2 ∧ b ∈ B0) := by
  obtain ⟨k1, k2, k3, d12, d13, d23, he⟩ := other_three q c hd hc
  have hm : ∀ k, (k = k1 ∨ k = k2 ∨ k = k3) → k ∈ B0 ++ [r2, r1] := fun k h =>
    hk k ((he k).mp h).1 ((he k).mp h).2
  rcases three_stones B0 r1 r2 k1 k2 k3 d12 d13 d23 (hm k1 (Or.inl rfl))
      (hm k2 (Or.inr (Or.inl rfl))) (hm k3 (Or.inr (Or.inr rfl))) with
    ⟨a, b, ha, hb, hab, ha', hb'⟩ | ⟨h1, h2, b, hb, hb1, hb2, hb'⟩
  · exact Or.inl ⟨a, b, ((he a).mp ha).1, ((he b).mp hb).1, hab, ha', hb'⟩
  · obtain ⟨c1, n1⟩ := (he r1).mp h1
    obtain ⟨c2, n2⟩ := (he r2).mp h2
    obtain ⟨cb, nb⟩ := (he b).mp hb
    exact Or.inr ⟨c1, c2, n1, n2, b, cb, nb, hb1, hb2, hb'⟩

/-! ## Threat cells in `Z` -/

/-- Each reply is the same cell of `Z` in both pairs, or lies outside `Z` in both (the fifth
conjunct of `FarView`). -/
def ZoneAgree (r1 r2 r1' r2' : Cell) : Prop :=
  ∀ c, InBox 11 c → (c = r1 ↔ c = r1') ∧ (c = r2 ↔ c = r2')

/-- `ZoneAgree` is symmetric. -/
theorem zoneAgree_sym (r1 r2 r1' r2' : Cell) (h : ZoneAgree r1 r2 r1' r2') :
    ZoneAgree r1' r2' r1 r2 :=
  fun c hc => ⟨(h c hc).1.symm, (h c hc).2.symm⟩

/-- A cell of `Z` held by P2 in one position is held by P2 in the other. -/
theorem own_zone (r1 r2 r1' r2' : Cell) (B0 : List Cell) (k : Cell)
    (hz : ZoneAgree r1 r2 r1' r2') (hk : InBox 11 k) (h : k ∈ B0 ++ [r2, r1]) :
    k ∈ B0 ++ [r2', r1'] := by
  obtain ⟨e1, e2⟩ := hz k hk
  simp only [List.mem_append, List.mem_cons, List.not_mem_nil, or_false] at h ⊢
  rcases h with h | h | h
  · exact Or.inl h
  · exact Or.inr (Or.inl (e2.mp h))
  · exact Or.inr (Or.inr (e1.mp h))

/-- P2's stones lie on the board when the replies do and the blocks lie in `R`. -/
theorem own_onBoard (n : Nat) (r1 r2 : Cell) (B0 : List Cell) (hn : 6 ≤ n) (hB : AllInBox 6 B0)
    (h1 : OnBoard n r1) (h2 : OnBoard n r2) : ∀ s, s ∈ B0 ++ [r2, r1] → OnBoard n s := by
  intro s hs
  simp only [List.mem_append, List.mem_cons, List.not_mem_nil, or_false] at hs
  rcases hs with hs | hs | hs
  · exact onBoard_of_box hn (hB s hs)
  · rw [hs]; exact h2
  · rw [hs]; exact h1

/-- A P2 threat cell in `Z` on one board is a P2 threat cell on the other: its square has two
blocks as corners, so it lies in `Z` (Lemma 1b) and its corners are P2's in both positions; a
pair square would put the threat cell outside `Z` (`Hidden`). -/
theorem zone_threat (n n' : Nat) (r1 r2 r1' r2' : Cell) (A B0 : List Cell) (c : Cell)
    (hn' : 11 ≤ n') (hon : ∀ s, s ∈ B0 ++ [r2, r1] → OnBoard n s)
    (hon' : ∀ s, s ∈ B0 ++ [r2', r1'] → OnBoard n' s) (hB : AllInBox 6 B0)
    (hh : Hidden r1 r2) (hz : ZoneAgree r1 r2 r1' r2') (hc : InBox 11 c)
    (ht : c ∈ threats n (B0 ++ [r2, r1]) A) : c ∈ threats n' (B0 ++ [r2', r1']) A := by
  obtain ⟨_, hf, hcomp⟩ := (threats_spec n _ _ c hon).mp ht
  refine (threats_spec n' _ _ c hon').mpr ⟨onBoard_of_box hn' hc, ?_, ?_⟩
  · obtain ⟨h1, h2⟩ := (free_spec _ _ c).mp hf
    exact (free_spec _ _ c).mpr
      ⟨fun h => h1 (own_zone r1' r2' r1 r2 B0 c (zoneAgree_sym _ _ _ _ hz) hc h), h2⟩
  · obtain ⟨q, hq, hcq, hk⟩ := (completes_iff n _ c hon).mp hcomp
    rcases threat_square B0 r1 r2 c q hq.1 hcq hk with
      ⟨a, b, ha, hb, hab, ha', hb'⟩ | ⟨h1, h2, -, -, b, hb, hbc, hb1, hb2, hb'⟩
    · have hall : ∀ k, k ∈ q.corners → InBox 11 k :=
        box_two 6 q a b ha hb hab (hB a ha') (hB b hb')
      refine (completes_iff n' _ c hon').mpr ⟨q, ?_, hcq, fun k hkq hkc =>
        own_zone r1 r2 r1' r2' B0 k hz (hall k hkq) (hk k hkq hkc)⟩
      have hd : 1 ≤ q.d := hq.1
      obtain ⟨X, Y, D⟩ := q
      have h3 := hall ⟨X + D, Y + D⟩ (mem_corners.mpr (Or.inr (Or.inr (Or.inr rfl))))
      have hD : 1 ≤ D := hd
      have h4 : X + D < 11 := h3.1
      have h5 : Y + D < 11 := h3.2
      exact squareOnBoard_mk.mpr ⟨hD, by omega, by omega⟩
    · exact absurd hc (hh q b c hq.1 h1 h2 hb hb1 hb2 (hB b hb') hcq (Ne.symm hbc))

/-! ## Threat cells outside `Z` -/

/-- With no pair square reaching `R`, P2 holds no threat cell outside `Z`. -/
theorem outside_noReach (n : Nat) (r1 r2 : Cell) (A B0 : List Cell) (c : Cell)
    (hon : ∀ s, s ∈ B0 ++ [r2, r1] → OnBoard n s) (hB : AllInBox 6 B0) (hr : NoReach r1 r2)
    (hc : ¬ InBox 11 c) : c ∉ threats n (B0 ++ [r2, r1]) A := by
  intro ht
  obtain ⟨_, _, hcomp⟩ := (threats_spec n _ _ c hon).mp ht
  obtain ⟨q, hq, hcq, hk⟩ := (completes_iff n _ c hon).mp hcomp
  rcases threat_square B0 r1 r2 c q hq.1 hcq hk with
    ⟨a, b, ha, hb, hab, ha', hb'⟩ | ⟨h1, h2, -, -, b, hb, -, hb1, hb2, hb'⟩
  · exact hc (box_two 6 q a b ha hb hab (hB a ha') (hB b hb') c hcq)
  · exact hr q b hq.1 h1 h2 hb hb1 hb2 (hB b hb')

/-- The corners of `q` other than its fourth corner `c` are the two replies and the top-left
corner. -/
theorem four_corners (q : Square) (r1 r2 c k : Cell) (h1 : r1 ∈ q.corners)
    (h2 : r2 ∈ q.corners) (h12 : r1 ≠ r2) (ht1 : r1 ≠ ⟨q.x, q.y⟩) (ht2 : r2 ≠ ⟨q.x, q.y⟩)
    (hp : Partner q r1 r2 c) (hk : k ∈ q.corners) (hkc : k ≠ c) :
    k = r1 ∨ k = r2 ∨ k = ⟨q.x, q.y⟩ := by
  obtain ⟨hc, hc1, hc2, hct⟩ := hp
  obtain ⟨X, Y, D⟩ := q
  rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hc with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
  first
    | exact absurd rfl h12 | exact absurd rfl ht1 | exact absurd rfl ht2
    | exact absurd rfl hc1 | exact absurd rfl hc2 | exact absurd rfl hct | exact absurd rfl hkc
    | exact Or.inl rfl | exact Or.inr (Or.inl rfl) | exact Or.inr (Or.inr rfl)

/-- The fourth corner is unique. -/
theorem partner_unique (q : Square) (r1 r2 c c' : Cell) (h1 : r1 ∈ q.corners)
    (h2 : r2 ∈ q.corners) (h12 : r1 ≠ r2) (ht1 : r1 ≠ ⟨q.x, q.y⟩) (ht2 : r2 ≠ ⟨q.x, q.y⟩)
    (hp : Partner q r1 r2 c) (hp' : Partner q r1 r2 c') : c' = c := by
  obtain ⟨hc', hc1, hc2, hct⟩ := hp'
  by_cases e : c' = c
  · exact e
  · rcases four_corners q r1 r2 c c' h1 h2 h12 ht1 ht2 hp hc' e with h | h | h
    · exact absurd h hc1
    · exact absurd h hc2
    · exact absurd h hct

/-- The fourth corner exists. -/
theorem partner_exists (q : Square) (r1 r2 : Cell) (hd : 1 ≤ q.d) (h1 : r1 ∈ q.corners)
    (h2 : r2 ∈ q.corners) (h12 : r1 ≠ r2) (ht1 : r1 ≠ ⟨q.x, q.y⟩) (ht2 : r2 ≠ ⟨q.x, q.y⟩) :
    ∃ c, Partner q r1 r2 c := by
  obtain ⟨X, Y, D⟩ := q
  have hD : 1 ≤ D := hd
  rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
  first
    | exact absurd rfl h12 | exact absurd rfl ht1 | exact absurd rfl ht2
    | exact ⟨⟨X + D, Y⟩, mem_corners.mpr (Or.inr (Or.inl rfl)),
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩
    | exact ⟨⟨X, Y + D⟩, mem_corners.mpr (Or.inr (Or.inr (Or.inl rfl))),
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩
    | exact ⟨⟨X + D, Y + D⟩, mem_corners.mpr (Or.inr (Or.inr (Or.inr rfl))),
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
        fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩

/-- With a far pair square `q`, P2's threat cells outside `Z` are `q`'s fourth corner, when
the top-left corner of `q` is a block (Lemma 6b, type 2; Lemma 3a puts it on the board). -/
theorem outside_far (n : Nat) (r1 r2 : Cell) (q : Square) (A B0 : List Cell) (c : Cell)
    (hn : 6 ≤ n) (b1 : OnBoard n r1) (b2 : OnBoard n r2) (hA : AllInBox 6 A)
    (hB : AllInBox 6 B0) (hf : FarSquare r1 r2 q) (hc : ¬ InBox 11 c) :
    c ∈ threats n (B0 ++ [r2, r1]) A ↔ (⟨q.x, q.y⟩ : Cell) ∈ B0 ∧ Partner q r1 r2 c := by
  have hon := own_onBoard n r1 r2 B0 hn hB b1 b2
  have hout := farSquare_far r1 r2 q hf
  obtain ⟨hx, hy, hqd, hr1, hr2, h12, ht1, ht2⟩ := hf
  have z1 : ¬ InBox (2 * 6 - 1) r1 := hout r1 hr1 ht1
  have z2 : ¬ InBox (2 * 6 - 1) r2 := hout r2 hr2 ht2
  have htl : (⟨q.x, q.y⟩ : Cell) ∈ q.corners := by
    unfold Square.corners; exact List.Mem.head _
  have htw : InBox 6 ⟨q.x, q.y⟩ := ⟨hx, hy⟩
  constructor
  · intro ht
    obtain ⟨_, _, hcomp⟩ := (threats_spec n _ _ c hon).mp ht
    obtain ⟨q0, hq, hcq, hk⟩ := (completes_iff n _ c hon).mp hcomp
    rcases threat_square B0 r1 r2 c q0 hq.1 hcq hk with
      ⟨a, b, ha, hb, hab, ha', hb'⟩ | ⟨h1, h2, h1c, h2c, b, hb, hbc, hb1, hb2, hb'⟩
    · exact absurd (box_two 6 q0 a b ha hb hab (hB a ha') (hB b hb') c hcq) hc
    · have e : q0 = q := far_pair_unique 6 q0 q r1 r2 b ⟨q.x, q.y⟩ hq.1 (by omega) h12 h1 h2
        hr1 hr2 z1 z2 hb hb1 hb2 (hB b hb') htl (Ne.symm ht1) (Ne.symm ht2) htw
      rw [e] at hb hcq h1 h2
      obtain ⟨eb, -⟩ :=
        far_pair_topLeft 6 q r1 r2 b (by omega) h1 h2 h12 z1 z2 hb hb1 hb2 (hB b hb')
      rw [eb] at hb' hbc
      exact ⟨hb', hcq, Ne.symm h1c, Ne.symm h2c, Ne.symm hbc⟩
  · rintro ⟨hin, hcq, hc1, hc2, hct⟩
    have hall : ∀ k, k ∈ q.corners → OnBoard n k :=
      pair_square_on_board n 6 q r1 r2 _ hn hr1 hr2 htl h12 (Ne.symm ht1) (Ne.symm ht2) b1 b2 htw
    refine (threats_spec n _ _ c hon).mpr ⟨hall c hcq, (free_spec _ _ c).mpr ⟨fun h => ?_,
      fun h => hc (onBoard_of_box (by decide : 6 ≤ 11) (hA c h))⟩, ?_⟩
    · simp only [List.mem_append, List.mem_cons, List.not_mem_nil, or_false] at h
      rcases h with h | h | h
      · exact hc (onBoard_of_box (by decide : 6 ≤ 11) (hB c h))
      · exact hc2 h
      · exact hc1 h
    · refine (completes_iff n _ c hon).mpr ⟨q, ?_, hcq, fun k hk hkc => ?_⟩
      · have h3 := hall ⟨q.x + q.d, q.y + q.d⟩ (by
          unfold Square.corners
          exact List.Mem.tail _ (List.Mem.tail _ (List.Mem.tail _ (List.Mem.head _))))
        exact ⟨by omega, h3.1, h3.2⟩
      · simp only [List.mem_append, List.mem_cons, List.not_mem_nil, or_false]
        rcases four_corners q r1 r2 c k hr1 hr2 h12 ht1 ht2 ⟨hcq, hc1, hc2, hct⟩ hk hkc with
          h | h | h
        · exact Or.inr (Or.inr h)
        · exact Or.inr (Or.inl h)
        · rw [h]; exact Or.inl hin

/-! ## Counting the threat cells -/

/-- A filtered strictly sorted list is strictly sorted. -/
theorem filter_sorted (f : Cell → Bool) (l : List Cell) (h : l.Pairwise Before) :
    (l.filter f).Pairwise Before := by
  induction l with
  | nil => exact List.Pairwise.nil
  | cons a l ih =>
    obtain ⟨ha, hl⟩ := List.pairwise_cons.mp h
    cases hf : f a with
    | false =>
      simp only [List.filter, hf]
      exact ih hl
    | true =>
      simp only [List.filter, hf]
      exact List.pairwise_cons.mpr ⟨fun b hb => ha b (List.mem_filter.mp hb).1, ih hl⟩

/-- A list's length is the length of its part passing `f` plus that of the rest. -/
theorem length_filter_split (f : Cell → Bool) (l : List Cell) :
    l.length = (l.filter f).length + (l.filter fun c => !f c).length := by
  induction l with
  | nil => rfl
  | cons a l ih =>
    cases hf : f a with
    | false => simp only [List.filter, hf, Bool.not_false, List.length_cons]; omega
    | true => simp only [List.filter, hf, Bool.not_true, List.length_cons]; omega

/-- Two strictly sorted lists, each with all its members equal (so at most one), with a member
in one iff in the other, have the same length. -/
theorem short_length (m m' : List Cell) (hs : m.Pairwise Before) (hs' : m'.Pairwise Before)
    (he : ∀ a b, a ∈ m → b ∈ m → a = b) (he' : ∀ a b, a ∈ m' → b ∈ m' → a = b)
    (hx : (∃ a, a ∈ m) ↔ (∃ a, a ∈ m')) : m.length = m'.length := by
  have two : ∀ (a b : Cell) (l : List Cell), (a :: b :: l).Pairwise Before →
      (∀ u v, u ∈ a :: b :: l → v ∈ a :: b :: l → u = v) → False := by
    intro a b l h e
    have hb : b ∈ b :: l := List.mem_cons.mpr (Or.inl rfl)
    have hab : Before a b := (List.pairwise_cons.mp h).1 b hb
    rw [e a b (List.mem_cons.mpr (Or.inl rfl)) (List.mem_cons.mpr (Or.inr hb))] at hab
    have := (before_spec b b).mp hab
    omega
  rcases m with _ | ⟨a, _ | ⟨b, l⟩⟩ <;> rcases m' with _ | ⟨a', _ | ⟨b', l'⟩⟩
  all_goals first
    | rfl
    | exact (two _ _ _ hs he).elim
    | exact (two _ _ _ hs' he').elim
    | exact absurd (hx.mpr ⟨_, List.mem_cons.mpr (Or.inl rfl)⟩) (fun ⟨_, h⟩ => nomatch h)
    | exact absurd (hx.mp ⟨_, List.mem_cons.mpr (Or.inl rfl)⟩) (fun ⟨_, h⟩ => nomatch h)

/-- The members of a list outside `Z`. -/
theorem outside_filter (l : List Cell) (c : Cell) :
    c ∈ l.filter (fun c => !decide (InBox 11 c)) ↔ ¬ InBox 11 c ∧ c ∈ l := by
  rw [List.mem_filter]
  constructor
  · rintro ⟨h, e⟩
    refine ⟨fun hc => ?_, h⟩
    have e' : (!decide (InBox 11 c)) = true := e
    rw [decide_eq_true hc] at e'
    exact absurd e' (by decide)
  · rintro ⟨hc, h⟩
    refine ⟨h, ?_⟩
    show (!decide (InBox 11 c)) = true
    simp only [decide_eq_false hc, Bool.not_false]

/-- With a far pair square, P2's threat cells outside `Z` are all equal, and there is one iff
the top-left corner of the square is a block. -/
theorem outside_far_members (n : Nat) (r1 r2 : Cell) (q : Square) (A B0 : List Cell)
    (hn : 6 ≤ n) (b1 : OnBoard n r1) (b2 : OnBoard n r2) (hA : AllInBox 6 A)
    (hB : AllInBox 6 B0) (hf : FarSquare r1 r2 q) :
    (∀ a b, a ∈ (threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c)) →
       b ∈ (threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c)) → a = b) ∧
    ((∃ a, a ∈ (threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c))) ↔
      (⟨q.x, q.y⟩ : Cell) ∈ B0) := by
  have hm : ∀ c, c ∈ (threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c)) ↔
      ¬ InBox 11 c ∧ (⟨q.x, q.y⟩ : Cell) ∈ B0 ∧ Partner q r1 r2 c := fun c => by
    rw [outside_filter]
    constructor
    · rintro ⟨hc, h⟩
      exact ⟨hc, (outside_far n r1 r2 q A B0 c hn b1 b2 hA hB hf hc).mp h⟩
    · rintro ⟨hc, h⟩
      exact ⟨hc, (outside_far n r1 r2 q A B0 c hn b1 b2 hA hB hf hc).mpr h⟩
  have hout := farSquare_far r1 r2 q hf
  obtain ⟨-, -, hqd, hr1, hr2, h12, ht1, ht2⟩ := hf
  refine ⟨fun a b ha hb => ?_, ⟨fun ⟨a, ha⟩ => ((hm a).mp ha).2.1, fun htl => ?_⟩⟩
  · exact (partner_unique q r1 r2 a b hr1 hr2 h12 ht1 ht2 ((hm a).mp ha).2.2
      ((hm b).mp hb).2.2).symm
  · obtain ⟨c, hc⟩ := partner_exists q r1 r2 (by omega) hr1 hr2 h12 ht1 ht2
    exact ⟨c, (hm c).mpr ⟨hout c hc.1 hc.2.2.2, htl, hc⟩⟩

/-! ## The view -/

/-- Two pairs on boards `n, n' ≥ 11` that agree on `Z`, and either have no pair square
reaching `R` or far pair squares with the same top-left corner, have the same view
(Lemma 6b). -/
theorem farView_of_shape (n n' : Nat) (r1 r2 r1' r2' : Cell) (hn : 11 ≤ n) (hn' : 11 ≤ n')
    (b1 : OnBoard n r1) (b2 : OnBoard n r2) (b1' : OnBoard n' r1') (b2' : OnBoard n' r2')
    (hz : ZoneAgree r1 r2 r1' r2')
    (hs : (NoReach r1 r2 ∧ NoReach r1' r2') ∨
      ∃ q q', FarSquare r1 r2 q ∧ FarSquare r1' r2' q' ∧ q.x = q'.x ∧ q.y = q'.y) :
    FarView n r1 r2 n' r1' r2' := by
  refine ⟨b1, b2, b1', b2', hz, fun A B0 hA hB => ?_⟩
  have hon := own_onBoard n r1 r2 B0 (by omega) hB b1 b2
  have hon' := own_onBoard n' r1' r2' B0 (by omega) hB b1' b2'
  have hh : Hidden r1 r2 ∧ Hidden r1' r2' := by
    rcases hs with ⟨h, h'⟩ | ⟨q, q', h, h', -⟩
    · exact ⟨hidden_of_noReach _ _ h, hidden_of_noReach _ _ h'⟩
    · exact ⟨hidden_of_farSquare _ _ _ h, hidden_of_farSquare _ _ _ h'⟩
  have hZ : ∀ c, InBox 11 c →
      (c ∈ threats n (B0 ++ [r2, r1]) A ↔ c ∈ threats n' (B0 ++ [r2', r1']) A) := fun c hc =>
    ⟨zone_threat n n' r1 r2 r1' r2' A B0 c hn' hon hon' hB hh.1 hz hc,
     zone_threat n' n r1' r2' r1 r2 A B0 c hn hon' hon hB hh.2 (zoneAgree_sym _ _ _ _ hz) hc⟩
  have hf : (threats n (B0 ++ [r2, r1]) A).filter (fun c => decide (InBox 11 c)) =
      (threats n' (B0 ++ [r2', r1']) A).filter (fun c => decide (InBox 11 c)) := by
    refine sorted_ext _ _ (filter_sorted _ _ (threats_sorted _ _ _))
      (filter_sorted _ _ (threats_sorted _ _ _)) fun c => ?_
    rw [List.mem_filter, List.mem_filter]
    constructor
    · rintro ⟨h, e⟩
      exact ⟨(hZ c (of_decide_eq_true e)).mp h, e⟩
    · rintro ⟨h, e⟩
      exact ⟨(hZ c (of_decide_eq_true e)).mpr h, e⟩
  refine ⟨hf, ?_⟩
  have s1 : (threats n (B0 ++ [r2, r1]) A).length =
      ((threats n (B0 ++ [r2, r1]) A).filter (fun c => decide (InBox 11 c))).length +
      ((threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c))).length :=
    length_filter_split _ _
  have s2 : (threats n' (B0 ++ [r2', r1']) A).length =
      ((threats n' (B0 ++ [r2', r1']) A).filter (fun c => decide (InBox 11 c))).length +
      ((threats n' (B0 ++ [r2', r1']) A).filter (fun c => !decide (InBox 11 c))).length :=
    length_filter_split _ _
  have hF := congrArg List.length hf
  have hl : ((threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c))).length =
      ((threats n' (B0 ++ [r2', r1']) A).filter (fun c => !decide (InBox 11 c))).length := by
    rcases hs with ⟨h, h'⟩ | ⟨q, q', hq, hq', ex, ey⟩
    · -- no pair square reaches `R`: no threat cell outside `Z` on either board
      have e0 : ∀ c,
          c ∉ (threats n (B0 ++ [r2, r1]) A).filter (fun c => !decide (InBox 11 c)) :=
        fun c hc => outside_noReach n r1 r2 A B0 c hon hB h ((outside_filter _ c).mp hc).1
          ((outside_filter _ c).mp hc).2
      have e0' : ∀ c,
          c ∉ (threats n' (B0 ++ [r2', r1']) A).filter (fun c => !decide (InBox 11 c)) :=
        fun c hc => outside_noReach n' r1' r2' A B0 c hon' hB h' ((outside_filter _ c).mp hc).1
          ((outside_filter _ c).mp hc).2
      exact short_length _ _ (filter_sorted _ _ (threats_sorted _ _ _))
        (filter_sorted _ _ (threats_sorted _ _ _))
        (fun a _ ha _ => absurd ha (e0 a)) (fun a _ ha _ => absurd ha (e0' a))
        ⟨fun ⟨a, ha⟩ => absurd ha (e0 a), fun ⟨a, ha⟩ => absurd ha (e0' a)⟩
    · -- far pair squares with the same top-left corner: one threat cell iff it is a block
      obtain ⟨u, e⟩ := outside_far_members n r1 r2 q A B0 (by omega) b1 b2 hA hB hq
      obtain ⟨u', e'⟩ := outside_far_members n' r1' r2' q' A B0 (by omega) b1' b2' hA hB hq'
      refine short_length _ _ (filter_sorted _ _ (threats_sorted _ _ _))
        (filter_sorted _ _ (threats_sorted _ _ _)) u u' ?_
      rw [e, e', ex, ey]
  omega

/-! ## The representative (docs/EVERY-N.md Lemma 5) -/

/-- Legality and P1's second move read only the replies' cells of `Z` (Lemma 3b: the opening
and every second move lie in `Z`, `Classes.plus_rule_in_zone`). -/
theorem legal_of_zoneAgree (n n' : Nat) (r1 r2 r1' r2' : Cell) (hl : Legal n r1 r2)
    (hz : ZoneAgree r1 r2 r1' r2') (b1' : OnBoard n' r1') (b2' : OnBoard n' r2')
    (d' : r2' ≠ r1') : Legal n' r1' r2' ∧ secondMove plusRule r1 = secondMove plusRule r1' := by
  obtain ⟨_, _, l1, l2, _, l3⟩ := hl
  have ho : OnBoard 11 plusRule.opening := (ruleInZone_spec _ _ plus_rule_in_zone).1
  have hr : rho 6 r1 = rho 6 r1' := by
    unfold rho
    by_cases e : OnBoard (2 * 6 - 1) r1
    · have e1 : r1 = r1' := ((hz r1 e).1).mp rfl
      rw [← e1]
    · by_cases e' : OnBoard (2 * 6 - 1) r1'
      · have e1 : r1' = r1 := ((hz r1' e').1).mpr rfl
        rw [e1] at e'
        exact absurd e' e
      · rw [if_neg e, if_neg e']
  have hs := secondMove_of_rho 6 plusRule r1 r1' plus_rule_in_zone hr
  have hsz := secondMove_in_zone 11 plusRule r1 plus_rule_in_zone
  refine ⟨⟨b1', b2', fun e => l1 ?_, fun e => l2 ?_, d', fun e => l3 ?_⟩, hs⟩
  · exact (((hz _ ho).1).mpr e.symm).symm
  · exact (((hz _ ho).2).mpr e.symm).symm
  · rw [← hs] at e
    exact (((hz _ hsz).2).mpr e.symm).symm

/-- With one reply in `Z` and a reply outside `[0, 16)²`, no pair square reaches `R`
(Lemma 1c, `one_far_pair`). -/
theorem noReach_of_one_in_zone (r1 r2 : Cell) (hz : InBox 11 r1 ∨ InBox 11 r2)
    (hfar : ¬ (InBox 16 r1 ∧ InBox 16 r2)) : NoReach r1 r2 := by
  intro q b _ h1 h2 hb hb1 hb2 hbw
  rcases hz with hz | hz
  · have hall := one_far_pair 6 q r1 b h1 hz hb hb1 hbw
    exact hfar ⟨hall r1 h1, hall r2 h2⟩
  · have hall := one_far_pair 6 q r2 b h2 hz hb hb2 hbw
    exact hfar ⟨hall r1 h1, hall r2 h2⟩

/-- No pair square of `((16, 16), (15, 16))` reaches `R`. -/
theorem noReach_far_cells : NoReach ⟨16, 16⟩ ⟨15, 16⟩ := by
  intro q b _ h1 h2 hb _ _ hbw
  obtain ⟨X, Y, D⟩ := q
  rcases mem_corners.mp hb with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h1 with e1 | e1 | e1 | e1 <;>
  rcases mem_corners.mp h2 with e2 | e2 | e2 | e2 <;>
  simp only [InBox, Cell.mk.injEq] at * <;> omega

/-- A representative in `[0, 17)²` with distinct replies, agreeing on `Z` and with the same
shape, is legal on 17×17, has the same second move and the same view. -/
theorem view_intro (n : Nat) (r1 r2 r1' r2' : Cell) (hn : 18 ≤ n) (hl : Legal n r1 r2)
    (i1 : InBox 17 r1') (i2 : InBox 17 r2') (d' : r2' ≠ r1') (hz : ZoneAgree r1 r2 r1' r2')
    (hs : (NoReach r1 r2 ∧ NoReach r1' r2') ∨
      ∃ q q', FarSquare r1 r2 q ∧ FarSquare r1' r2' q' ∧ q.x = q'.x ∧ q.y = q'.y) :
    Legal 17 r1' r2' ∧ InBox 17 r1' ∧ InBox 17 r2' ∧
      secondMove plusRule r1 = secondMove plusRule r1' ∧ FarView n r1 r2 17 r1' r2' := by
  obtain ⟨hl', he⟩ := legal_of_zoneAgree n 17 r1 r2 r1' r2' hl hz i1 i2 d'
  obtain ⟨b1, b2, -⟩ := hl
  exact ⟨hl', i1, i2, he,
    farView_of_shape n 17 r1 r2 r1' r2' (by omega) (by decide) b1 b2 i1 i2 hz hs⟩

/-- Whether a cell lies in `Z` is decided. -/
theorem zone_dec (c : Cell) : InBox 11 c ∨ ¬ InBox 11 c := Decidable.em _

/-- Every far pair on a board `n ≥ 18` has a legal representative on 17×17 with the same
second move and the same view (docs/EVERY-N.md Lemma 5, in the form §10 uses). -/
theorem far_pair_view (n : Nat) (r1 r2 : Cell) (hn : 18 ≤ n) (hl : Legal n r1 r2)
    (hfar : ¬ (InBox 17 r1 ∧ InBox 17 r2)) :
    ∃ r1' r2', Legal 17 r1' r2' ∧ InBox 17 r1' ∧ InBox 17 r2' ∧
      secondMove plusRule r1 = secondMove plusRule r1' ∧ FarView n r1 r2 17 r1' r2' := by
  have hfar16 : ¬ (InBox 16 r1 ∧ InBox 16 r2) := fun h =>
    hfar ⟨onBoard_of_box (by decide : 16 ≤ 17) h.1, onBoard_of_box (by decide : 16 ≤ 17) h.2⟩
  have h21 : r2 ≠ r1 := hl.2.2.2.2.1
  have f1 : ¬ InBox 11 (⟨16, 16⟩ : Cell) := by decide
  have f2 : ¬ InBox 11 (⟨15, 16⟩ : Cell) := by decide
  rcases zone_dec r1 with z1 | z1 <;> rcases zone_dec r2 with z2 | z2
  · -- both replies in `Z`: not a far pair
    exact (hfar ⟨onBoard_of_box (by decide : 11 ≤ 17) z1,
      onBoard_of_box (by decide : 11 ≤ 17) z2⟩).elim
  · -- `r1` in `Z`: keep it; `r2` goes to `(15, 16)`
    refine ⟨r1, ⟨15, 16⟩, view_intro n r1 r2 r1 ⟨15, 16⟩ hn hl
      (onBoard_of_box (by decide : 11 ≤ 17) z1) (by decide) ?_ ?_ ?_⟩
    · intro e
      rw [← e] at z1
      exact f2 z1
    · intro c hc
      refine ⟨Iff.rfl, fun e => ?_, fun e => ?_⟩
      · rw [e] at hc; exact absurd hc z2
      · rw [e] at hc; exact absurd hc f2
    · exact Or.inl ⟨noReach_of_one_in_zone r1 r2 (Or.inl z1) hfar16,
        noReach_of_one_in_zone r1 ⟨15, 16⟩ (Or.inl z1) (fun h => absurd h.2 (by decide))⟩
  · -- `r2` in `Z`: keep it; `r1` goes to `(16, 16)`
    refine ⟨⟨16, 16⟩, r2, view_intro n r1 r2 ⟨16, 16⟩ r2 hn hl (by decide)
      (onBoard_of_box (by decide : 11 ≤ 17) z2) ?_ ?_ ?_⟩
    · intro e
      rw [e] at z2
      exact f1 z2
    · intro c hc
      refine ⟨⟨fun e => ?_, fun e => ?_⟩, Iff.rfl⟩
      · rw [e] at hc; exact absurd hc z1
      · rw [e] at hc; exact absurd hc f1
    · exact Or.inl ⟨noReach_of_one_in_zone r1 r2 (Or.inr z2) hfar16,
        noReach_of_one_in_zone ⟨16, 16⟩ r2 (Or.inr z2) (fun h => absurd h.1 (by decide))⟩
  · rcases reach_dec r1 r2 (Ne.symm h21) with hr | ⟨q, b, hd, h1, h2, hb, hb1, hb2, hbw⟩
    · -- both outside `Z`, no pair square reaching `R`: `((16, 16), (15, 16))`
      refine ⟨⟨16, 16⟩, ⟨15, 16⟩, view_intro n r1 r2 ⟨16, 16⟩ ⟨15, 16⟩ hn hl (by decide)
        (by decide) (by decide) ?_ (Or.inl ⟨hr, noReach_far_cells⟩)⟩
      intro c hc
      refine ⟨⟨fun e => ?_, fun e => ?_⟩, ⟨fun e => ?_, fun e => ?_⟩⟩
      · rw [e] at hc; exact absurd hc z1
      · rw [e] at hc; exact absurd hc f1
      · rw [e] at hc; exact absurd hc z2
      · rw [e] at hc; exact absurd hc f2
    · -- a far pair square `(X, Y, D)`, `D ≥ 12`: two corners of `(X, Y, 11)`
      obtain ⟨eb, -⟩ := far_pair_topLeft 6 q r1 r2 b hd h1 h2 (Ne.symm h21) z1 z2 hb hb1 hb2 hbw
      rw [eb] at hbw
      obtain ⟨X, Y, D⟩ := q
      have hX : X < 6 := hbw.1
      have hY : Y < 6 := hbw.2
      have hD : 12 ≤ D := by
        rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
        rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
        simp only [InBox] at hfar <;> omega
      have t1 : r1 ≠ ⟨X, Y⟩ := fun e => z1 (by rw [e]; show X < 11 ∧ Y < 11; omega)
      have t2 : r2 ≠ ⟨X, Y⟩ := fun e => z2 (by rw [e]; show X < 11 ∧ Y < 11; omega)
      refine ⟨⟨X + 11, Y⟩, ⟨X, Y + 11⟩, view_intro n r1 r2 ⟨X + 11, Y⟩ ⟨X, Y + 11⟩ hn hl
        (by show X + 11 < 17 ∧ Y < 17; omega) (by show X < 17 ∧ Y + 11 < 17; omega)
        (fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega) ?_ ?_⟩
      · intro c hc
        refine ⟨⟨fun e => ?_, fun e => ?_⟩, ⟨fun e => ?_, fun e => ?_⟩⟩
        · rw [e] at hc; exact absurd hc z1
        · rw [e] at hc; exact absurd hc (by show ¬ (X + 11 < 11 ∧ Y < 11); omega)
        · rw [e] at hc; exact absurd hc z2
        · rw [e] at hc; exact absurd hc (by show ¬ (X < 11 ∧ Y + 11 < 11); omega)
      · refine Or.inr ⟨⟨X, Y, D⟩, ⟨X, Y, 11⟩, ⟨hX, hY, (show 11 ≤ D by omega), h1, h2,
          Ne.symm h21, t1, t2⟩, ⟨hX, hY, Nat.le_refl 11, mem_corners.mpr (Or.inr (Or.inl rfl)),
          mem_corners.mpr (Or.inr (Or.inr (Or.inl rfl))),
          fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
          fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega,
          fun e => by simp only [Cell.mk.injEq, and_true, true_and] at e <;> omega⟩, rfl, rfl⟩

/-! ## The far-pair case (docs/EVERY-N.md §10) -/

/-- A passing `closedCheck` gives a good closed blocking game for each legal pair on its
board, taken apart as `Closed.closedCheck_blockingCheck` does (for any rule, so that no
computation on the rule is started). -/
theorem closedGood_of_check (rule : Rule) (n w fuel : Nat) (r1 r2 : Cell)
    (e : closedCheck rule n w fuel = true) (b1 : OnBoard n r1) (b2 : OnBoard n r2)
    (h1o : r1 ≠ rule.opening) (h2o : r2 ≠ rule.opening) (h21 : r2 ≠ r1)
    (h2s : r2 ≠ secondMove rule r1) :
    closedGood rule n w fuel [rule.opening, r1, secondMove rule r1, r2]
      [secondMove rule r1, rule.opening] [r2, r1] = true := by
  obtain ⟨_, hall⟩ := boolAnd e
  have e1 := allCells_sound hall r1 b1
  rcases boolOr e1 with f | f
  · exact absurd (eq_of_beq f) h1o
  · obtain ⟨_, h4⟩ := boolAnd f
    have e2 := allCells_sound h4 r2 b2
    rcases boolOr e2 with g | g
    · rcases boolOr g with g | g3
      · rcases boolOr g with g1 | g2
        · exact absurd (eq_of_beq g1) h2o
        · exact absurd (eq_of_beq g2) h21
      · exact absurd (eq_of_beq g3) h2s
    · exact g

/-- The far-pair case of the every-board proof: on every board `n ≥ 18`, the blocking game of
every legal pair with a reply outside `[0, 17)²` is good (`far_pair_view`, then
`closedGood_of_check` with `plus_closed_check_17` for the representative, then
`Lockstep.far_lockstep`). -/
theorem plus_far_pairs_good : PlusFarPairsGood := by
  intro n hn r1 r2 b1 b2 h1o h2o h21 h2s hfar
  obtain ⟨r1', r2', hl', -, -, hs, hv⟩ :=
    far_pair_view n r1 r2 hn ⟨b1, b2, h1o, h2o, h21, h2s⟩ hfar
  obtain ⟨b1', b2', h1o', h2o', h21', h2s'⟩ := hl'
  exact far_lockstep n r1 r2 r1' r2' (by omega) hv hs
    (closedGood_of_check plusRule 17 6 7 r1' r2' plus_closed_check_17 b1' b2' h1o' h2o' h21'
      h2s')

/-- The plus rule wins on every board `n ≥ 18` (`Locality.plus_wins_beyond_17_of_far` with the
far-pair case discharged). -/
theorem plus_wins_beyond_17 (n : Nat) (hn : 18 ≤ n) : WinsWith plusMove n [] :=
  plus_wins_beyond_17_of_far plus_far_pairs_good n hn

end SquareGame
