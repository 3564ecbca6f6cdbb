import SquareGame.Basic

/-!
# From checked strategies to game values (hand-written proofs)

* `p1CanWin_of_winsWith`: `WinsWith σ n []` implies `P1CanWin n ∅ ∅`.
* `p1CanDraw_of_drawsWithP1`, `p2CanDraw_of_drawsWithP2`: the same for the draw checks.
* `not_p2CanDraw_of_p1CanWin`: both cannot hold at once.
* `outcome_of_win`, `outcome_of_draw`: the outcome statements for one board size.
* `completes_iff`: the row-edge reading of `completes` is the plain definition.

Each proof is an induction on the fuel of the check (or on the win derivation), using only
`List.all_eq_true`, `List.any_eq_true`, `List.mem_range`, `of_decide_eq_true` from Lean core
and four Boolean facts proved below by cases; `completes_iff` uses `simp`, `omega` and
`List.contains_iff`.

The Lean twin of `coq/SquareGame/Lemmas.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (docs/TRUST.md).
-/

namespace SquareGame

theorem boolAnd {a b : Bool} (h : (a && b) = true) : a = true ∧ b = true := by
  revert h; cases a <;> cases b <;> decide

theorem boolOr {a b : Bool} (h : (a || b) = true) : a = true ∨ b = true := by
  revert h; cases a <;> cases b <;> decide

theorem boolImp {a b : Bool} (h : (!a || b) = true) (ha : a = true) : b = true := by
  revert h ha; cases a <;> cases b <;> decide

theorem boolNot {a : Bool} (h : (!a) = true) : ¬ a = true := by
  revert h; cases a <;> decide

theorem allCells_sound {n : Nat} {p : Cell → Bool} (h : allCells n p = true) :
    ∀ c, OnBoard n c → p c = true := by
  intro c hc
  obtain ⟨x, y⟩ := c
  exact List.all_eq_true.mp (List.all_eq_true.mp h y (List.mem_range.mpr hc.2)) x
    (List.mem_range.mpr hc.1)

theorem anyCell_sound {n : Nat} {p : Cell → Bool} (h : anyCell n p = true) :
    ∃ c, OnBoard n c ∧ p c = true := by
  obtain ⟨y, hy, h1⟩ := List.any_eq_true.mp h
  obtain ⟨x, hx, h2⟩ := List.any_eq_true.mp h1
  exact ⟨⟨x, y⟩, ⟨List.mem_range.mp hx, List.mem_range.mp hy⟩, h2⟩

theorem isFull_sound {n : Nat} {A B : List Cell} (h : isFull n A B = true) : IsFull n A B :=
  fun c hc => boolNot (allCells_sound h c hc)

theorem replies_sound {n : Nat} {A B : List Cell} {next : Cell → Bool}
    (h : replies n A B next = true) (r : Cell) (hr : OnBoard n r) (hf : Free A B r) :
    ¬ Completes n B r ∧ next r = true := by
  obtain ⟨h1, h2⟩ := boolAnd (boolImp (allCells_sound h r hr) hf)
  exact ⟨boolNot h1, h2⟩

/-! ## Winning -/

theorem winsStep_sound {n : Nat} {A B : List Cell} {m : Cell} {next : Cell → Bool}
    (h : winsStep n A B m next = true)
    (hnext : ∀ r, next r = true → P1CanWin n (m :: A) (r :: B)) : P1CanWin n A B := by
  obtain ⟨hm, h1⟩ := boolAnd h
  obtain ⟨hf, h2⟩ := boolAnd h1
  rcases boolOr h2 with hc | h3
  · exact .now A B m (of_decide_eq_true hm) hf hc
  · obtain ⟨hany, hrep⟩ := boolAnd h3
    refine .later A B m (of_decide_eq_true hm) hf (anyCell_sound hany) ?_ ?_
    · intro r hr hrf
      exact (replies_sound hrep r hr hrf).1
    · intro r hr hrf
      exact hnext r (replies_sound hrep r hr hrf).2

theorem winsAux_sound (σ : Strategy) (n : Nat) :
    ∀ fuel h A B, winsAux σ n fuel h A B = true → P1CanWin n A B := by
  intro fuel
  induction fuel with
  | zero => intro h A B hw; simp [winsAux] at hw
  | succ k ih =>
    intro h A B hw
    simp only [winsAux] at hw
    exact winsStep_sound hw fun r hr => ih _ _ _ hr

theorem p1CanWin_of_winsWith {σ : Strategy} {n : Nat} (hw : WinsWith σ n []) :
    P1CanWin n ∅ ∅ :=
  winsAux_sound σ n _ [] [] [] hw

/-! ## Drawing -/

theorem drawsP1Step_sound {n : Nat} {A B : List Cell} {m : Cell} {next : Cell → Bool}
    (h : drawsP1Step n A B m next = true)
    (hnext : ∀ r, next r = true → P1CanDraw n (m :: A) (r :: B)) : P1CanDraw n A B := by
  rcases boolOr h with hfull | h1
  · exact .full A B (isFull_sound hfull)
  · obtain ⟨hm, h2⟩ := boolAnd h1
    obtain ⟨hf, h3⟩ := boolAnd h2
    rcases boolOr h3 with hc | hrep
    · exact .now A B m (of_decide_eq_true hm) hf hc
    · refine .later A B m (of_decide_eq_true hm) hf ?_ ?_
      · intro r hr hrf
        exact (replies_sound hrep r hr hrf).1
      · intro r hr hrf
        exact hnext r (replies_sound hrep r hr hrf).2

theorem drawsP1Aux_sound (τ : Strategy) (n : Nat) :
    ∀ fuel h A B, drawsP1Aux τ n fuel h A B = true → P1CanDraw n A B := by
  intro fuel
  induction fuel with
  | zero => intro h A B hd; simp [drawsP1Aux] at hd
  | succ k ih =>
    intro h A B hd
    simp only [drawsP1Aux] at hd
    exact drawsP1Step_sound hd fun r hr => ih _ _ _ hr

theorem p1CanDraw_of_drawsWithP1 {τ : Strategy} {n : Nat} (hd : DrawsWithP1 τ n []) :
    P1CanDraw n ∅ ∅ :=
  drawsP1Aux_sound τ n _ [] [] [] hd

theorem drawsP2Step_sound {n : Nat} {A B : List Cell} {reply : Cell → Cell}
    {next : Cell → Bool} (h : drawsP2Step n A B reply next = true)
    (hnext : ∀ m, next m = true → P2CanDraw n (m :: A) (reply m :: B)) :
    P2CanDraw n A B := by
  have hall := allCells_sound h
  refine .step A B reply ?_ ?_ ?_
  · intro m hm hf
    exact boolNot (boolAnd (boolImp (hall m hm) hf)).1
  · intro m hm hf hnf
    rcases boolOr (boolAnd (boolImp (hall m hm) hf)).2 with hfull | h1
    · exact absurd (isFull_sound hfull) hnf
    · obtain ⟨hr, h2⟩ := boolAnd h1
      exact ⟨of_decide_eq_true hr, (boolAnd h2).1⟩
  · intro m hm hf hnf hnc
    rcases boolOr (boolAnd (boolImp (hall m hm) hf)).2 with hfull | h1
    · exact absurd (isFull_sound hfull) hnf
    · obtain ⟨_, h2⟩ := boolAnd h1
      rcases boolOr (boolAnd h2).2 with hc | hn
      · exact absurd hc hnc
      · exact hnext m hn

theorem drawsP2Aux_sound (τ : Strategy) (n : Nat) :
    ∀ fuel h A B, drawsP2Aux τ n fuel h A B = true → P2CanDraw n A B := by
  intro fuel
  induction fuel with
  | zero => intro h A B hd; simp [drawsP2Aux] at hd
  | succ k ih =>
    intro h A B hd
    simp only [drawsP2Aux] at hd
    exact drawsP2Step_sound hd fun m hm => ih _ _ _ hm

theorem p2CanDraw_of_drawsWithP2 {τ : Strategy} {n : Nat} (hd : DrawsWithP2 τ n []) :
    P2CanDraw n ∅ ∅ :=
  drawsP2Aux_sound τ n _ [] [] [] hd

/-! ## A forced win and a safe defence exclude each other -/

theorem not_p2CanDraw_of_p1CanWin {n : Nat} {A B : List Cell} (hw : P1CanWin n A B) :
    ¬ P2CanDraw n A B := by
  induction hw with
  | now A B m hm hf hc =>
    intro hd
    cases hd with
    | step _ _ reply hsafe _ _ => exact hsafe m hm hf hc
  | later A B m hm hf hex hsafe _ ih =>
    intro hd
    cases hd with
    | step _ _ reply _ hreply hnext =>
      obtain ⟨r, hr, hrf⟩ := hex
      have hnf : ¬ IsFull n (m :: A) B := fun hfull => hfull r hr hrf
      obtain ⟨hr2, hrf2⟩ := hreply m hm hf hnf
      exact ih (reply m) hr2 hrf2 (hnext m hm hf hnf (hsafe (reply m) hr2 hrf2))

/-! ## The outcome for one board size -/

theorem outcome_of_win {n : Nat} (h5 : 5 ≤ n) (hw : P1CanWin n ∅ ∅) :
    (P1CanWin n ∅ ∅ ↔ 5 ≤ n) ∧ ((P1CanDraw n ∅ ∅ ∧ P2CanDraw n ∅ ∅) ↔ n ≤ 4) :=
  ⟨⟨fun _ => h5, fun _ => hw⟩,
   ⟨fun h => absurd h.2 (not_p2CanDraw_of_p1CanWin hw), fun h => absurd h (by omega)⟩⟩

theorem outcome_of_draw {n : Nat} (h4 : n ≤ 4) (hd1 : P1CanDraw n ∅ ∅)
    (hd2 : P2CanDraw n ∅ ∅) :
    (P1CanWin n ∅ ∅ ↔ 5 ≤ n) ∧ ((P1CanDraw n ∅ ∅ ∧ P2CanDraw n ∅ ∅) ↔ n ≤ 4) :=
  ⟨⟨fun hw => absurd hd2 (not_p2CanDraw_of_p1CanWin hw), fun h => absurd h (by omega)⟩,
   ⟨fun _ => h4, fun _ => ⟨hd1, hd2⟩⟩⟩

/-! ## `completes` is the plain definition

`completes` looks for a second corner of the square in the moved cell's row. The plain
definition: some square on the board has `c` as a corner and its other three corners in `S`.
They agree whenever the stones of `S` are on the board. (Coq: `Lemmas.completes_iff`.) -/

/-- The distance `|a - b|` of two columns, as `completes` computes it. -/
def dist (a b : Nat) : Nat := if a < b then b - a else a - b

theorem completes_spec (n : Nat) (S : List Cell) (c : Cell) :
    Completes n S c ↔
    ∃ s, s ∈ S ∧ s.y = c.y ∧ dist s.x c.x ≠ 0 ∧
      ((c.y + dist s.x c.x < n ∧ Cell.mk c.x (c.y + dist s.x c.x) ∈ S ∧
          Cell.mk s.x (c.y + dist s.x c.x) ∈ S) ∨
       (dist s.x c.x ≤ c.y ∧ Cell.mk c.x (c.y - dist s.x c.x) ∈ S ∧
          Cell.mk s.x (c.y - dist s.x c.x) ∈ S)) := by
  simp [Completes, completes, dist, List.contains_iff, and_assoc]

/-- `dist` by cases, for `omega` (which treats `dist a b` as an atom). -/
theorem dist_spec (a b : Nat) : (a < b ∧ dist a b = b - a) ∨ (¬ a < b ∧ dist a b = a - b) := by
  unfold dist
  by_cases h : a < b
  · exact Or.inl ⟨h, if_pos h⟩
  · exact Or.inr ⟨h, if_neg h⟩

/-- Two cells with equal coordinates are equal. -/
theorem cell_eq {a b a' b' : Nat} (ha : a = a') (hb : b = b') : Cell.mk a b = Cell.mk a' b' := by
  subst ha; subst hb; rfl

/-- Moves a membership along equal coordinates. -/
theorem mem_of_coords {S : List Cell} {a b a' b' : Nat} (ha : a = a') (hb : b = b')
    (h : Cell.mk a' b' ∈ S) : Cell.mk a b ∈ S := by
  subst ha; subst hb; exact h

/-- `SquareOnBoard` of a literal square, with plain variables. -/
theorem squareOnBoard_mk {n x y d : Nat} :
    SquareOnBoard n ⟨x, y, d⟩ ↔ 1 ≤ d ∧ x + d < n ∧ y + d < n := Iff.rfl

/-- The corners of a literal square, one by one. -/
theorem mem_corners {k : Cell} {x y d : Nat} :
    k ∈ Square.corners ⟨x, y, d⟩ ↔
      k = ⟨x, y⟩ ∨ k = ⟨x + d, y⟩ ∨ k = ⟨x, y + d⟩ ∨ k = ⟨x + d, y + d⟩ := by
  simp only [Square.corners, List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false]

/-- A cell in column `x` or `x + d` and row `y` or `y + d` is a corner. -/
theorem corner_of {a b x y d : Nat} (h : (a = x ∨ a = x + d) ∧ (b = y ∨ b = y + d)) :
    Cell.mk a b ∈ Square.corners ⟨x, y, d⟩ := by
  rcases h with ⟨ha | ha, hb | hb⟩ <;>
    first
    | exact mem_corners.mpr (Or.inl (cell_eq ha hb))
    | exact mem_corners.mpr (Or.inr (Or.inl (cell_eq ha hb)))
    | exact mem_corners.mpr (Or.inr (Or.inr (Or.inl (cell_eq ha hb))))
    | exact mem_corners.mpr (Or.inr (Or.inr (Or.inr (cell_eq ha hb))))

/-- A corner other than `⟨cx, cy⟩` lies in `S`, given the hypothesis `hk` of `completes_iff`. -/
theorem corner_mem {S : List Cell} {x y d a b cx cy : Nat}
    (hk : ∀ k : Cell, k ∈ Square.corners ⟨x, y, d⟩ → k ≠ ⟨cx, cy⟩ → k ∈ S)
    (hc : (a = x ∨ a = x + d) ∧ (b = y ∨ b = y + d)) (hne : ¬ (a = cx ∧ b = cy)) :
    Cell.mk a b ∈ S :=
  hk ⟨a, b⟩ (corner_of hc) (fun e => hne (Cell.mk.inj e))

/-- `completes_spec` forwards, for a literal cell, with plain variables. -/
theorem row_of_completes {n : Nat} {S : List Cell} {cx cy : Nat} (h : Completes n S ⟨cx, cy⟩) :
    ∃ sx, Cell.mk sx cy ∈ S ∧ dist sx cx ≠ 0 ∧
      ((cy + dist sx cx < n ∧ Cell.mk cx (cy + dist sx cx) ∈ S ∧
          Cell.mk sx (cy + dist sx cx) ∈ S) ∨
       (dist sx cx ≤ cy ∧ Cell.mk cx (cy - dist sx cx) ∈ S ∧
          Cell.mk sx (cy - dist sx cx) ∈ S)) := by
  obtain ⟨⟨sx, sy⟩, hs, hy, hd, hab⟩ := (completes_spec n S ⟨cx, cy⟩).mp h
  have hy' : sy = cy := hy
  subst hy'
  exact ⟨sx, hs, hd, hab⟩

/-- `completes_spec` backwards, for a literal cell, with plain variables. -/
theorem completes_of_row {n : Nat} {S : List Cell} {cx cy sx : Nat} (hs : Cell.mk sx cy ∈ S)
    (hd : dist sx cx ≠ 0)
    (hab : (cy + dist sx cx < n ∧ Cell.mk cx (cy + dist sx cx) ∈ S ∧
              Cell.mk sx (cy + dist sx cx) ∈ S) ∨
           (dist sx cx ≤ cy ∧ Cell.mk cx (cy - dist sx cx) ∈ S ∧
              Cell.mk sx (cy - dist sx cx) ∈ S)) :
    Completes n S ⟨cx, cy⟩ :=
  (completes_spec n S ⟨cx, cy⟩).mpr ⟨⟨sx, cy⟩, hs, rfl, hd, hab⟩

theorem completes_iff (n : Nat) (S : List Cell) (c : Cell) (hS : ∀ s, s ∈ S → OnBoard n s) :
    Completes n S c ↔
    ∃ q : Square, SquareOnBoard n q ∧ c ∈ q.corners ∧ ∀ k, k ∈ q.corners → k ≠ c → k ∈ S := by
  obtain ⟨cx, cy⟩ := c
  constructor
  · intro h
    obtain ⟨px, hs, hd, hab⟩ := row_of_completes h
    have hD := dist_spec px cx
    have hp : px < n ∧ cy < n := hS _ hs
    rcases hab with ⟨h1, h2, h3⟩ | ⟨h1, h2, h3⟩
    · -- the square above the edge from `(px, cy)` to `(cx, cy)`
      have hc : cx < n ∧ cy + dist px cx < n := hS _ h2
      refine ⟨⟨min px cx, cy, dist px cx⟩, squareOnBoard_mk.mpr ⟨by omega, by omega, by omega⟩,
        corner_of (by omega), fun k hk hne => ?_⟩
      by_cases hlt : px < cx <;> rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
        first
        | exact (hne (cell_eq (by omega) (by omega))).elim
        | exact mem_of_coords (by omega) (by omega) hs
        | exact mem_of_coords (by omega) (by omega) h2
        | exact mem_of_coords (by omega) (by omega) h3
    · -- the square below it
      have hc : cx < n ∧ cy - dist px cx < n := hS _ h2
      refine ⟨⟨min px cx, cy - dist px cx, dist px cx⟩,
        squareOnBoard_mk.mpr ⟨by omega, by omega, by omega⟩, corner_of (by omega),
        fun k hk hne => ?_⟩
      by_cases hlt : px < cx <;> rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
        first
        | exact (hne (cell_eq (by omega) (by omega))).elim
        | exact mem_of_coords (by omega) (by omega) hs
        | exact mem_of_coords (by omega) (by omega) h2
        | exact mem_of_coords (by omega) (by omega) h3
  · rintro ⟨⟨qx, qy, qd⟩, hq, hc, hk⟩
    obtain ⟨hq1, -, hq3⟩ := squareOnBoard_mk.mp hq
    rcases mem_corners.mp hc with h | h | h | h <;> obtain ⟨hx, hy⟩ := Cell.mk.inj h
    · -- c = (qx, qy): row partner (qx + qd, qy), square above
      have hD := dist_spec (qx + qd) cx
      exact completes_of_row (sx := qx + qd) (corner_mem hk (by omega) (by omega)) (by omega)
        (Or.inl ⟨by omega, corner_mem hk (by omega) (by omega),
          corner_mem hk (by omega) (by omega)⟩)
    · -- c = (qx + qd, qy): row partner (qx, qy), square above
      have hD := dist_spec qx cx
      exact completes_of_row (sx := qx) (corner_mem hk (by omega) (by omega)) (by omega)
        (Or.inl ⟨by omega, corner_mem hk (by omega) (by omega),
          corner_mem hk (by omega) (by omega)⟩)
    · -- c = (qx, qy + qd): row partner (qx + qd, qy + qd), square below
      have hD := dist_spec (qx + qd) cx
      exact completes_of_row (sx := qx + qd) (corner_mem hk (by omega) (by omega)) (by omega)
        (Or.inr ⟨by omega, corner_mem hk (by omega) (by omega),
          corner_mem hk (by omega) (by omega)⟩)
    · -- c = (qx + qd, qy + qd): row partner (qx, qy + qd), square below
      have hD := dist_spec qx cx
      exact completes_of_row (sx := qx) (corner_mem hk (by omega) (by omega)) (by omega)
        (Or.inr ⟨by omega, corner_mem hk (by omega) (by omega),
          corner_mem hk (by omega) (by omega)⟩)

end SquareGame
