import SquareGame.Lemmas
import SquareGame.EveryN
import SquareGame.FastestLemmas
import SquareGame.DelayLemmas
import SquareGame.Theorems.Small

/-!
# Lemma W: a win that never leaves a lattice window first is a win on its board (issue 11)

A lattice window of the `n`×`n` board is the grid `a + g·[0, m)²` (`Basic.InWindow`); its
points `winCell a g c` correspond one to one to the cells `c` of the `m`×`m` board, and so do
the squares whose four corners are points of the window (the corners of a square in the
window lie on `a + g·ℤ²`, so its side is a multiple of `g`). Hence P1's play inside the
window is a game of the `m`×`m` board, as long as P2 plays there too.

* `p1CanWinBy_of_within`: a win that never leaves `W` first is a win.
* `winCell_inj`, `winCell_onBoard`, `in_map_winCell`, `free_winCell`: the window's points.
* `corners_winCell`, `square_of_window`, `completes_winCell`: squares of the window are the
  images of the squares of the `m`×`m` board, and a window point completes one for window
  stones exactly when its preimage does.
* `cells_nodup`, `free_cell_of_length`: fewer than `m * m` stones leave a free cell of the
  `m`×`m` board.
* `window_within`, `window_wins` (headline, Lemma W): a P1 win by ply `k ≤ m * m` on the
  `n`×`n` board that never leaves the window first gives a P1 win by ply `k` on the `m`×`m`
  board (the copy strategy; `k ≤ m * m` keeps the copy from running out of cells).
* `window_delay`, `window_lower`: so a delay or a fastest-win lower bound of the `m`×`m`
  board (`DelayLemmas.fastest_lower_of_delay`, `Theorems/FastestLowerN<m>.lean`) holds on every
  board against every P1 strategy that never leaves an `m`×`m` lattice window first.
* `window_4` (headline): on every board, P1 cannot force a square by ply 16 with a strategy
  that never leaves a 4×4 lattice window first (P2's draw table of the 4×4 board,
  `Theorems/Small.draw_p2_4`).

The Lean twin of `coq/SquareGame/Window.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). Where Coq's `cells m` is row-major by `flat_map` and its distinctness is
`NoDup` (with the Coq-only helpers `upFrom_ge`, `upFrom_nodup`, `nodup_app`), Lean's `cells`
maps `List.range (n * n)` and its distinctness is `Pairwise (· ≠ ·)`, the form
`EveryN.exists_not_mem` takes. Core Lean only; the library lemmas used beyond those the other
files use (`List.pairwise_map`, `List.pairwise_lt_range`, `List.Pairwise.imp`,
`Nat.mod_add_div`, `Nat.eq_of_mul_eq_mul_left`, `Nat.add_left_cancel`, `Nat.mul_add`) were
looked up in the sources of leanprover/lean4 (`src/Init/Data/List/Pairwise.lean`,
`src/Init/Data/List/Nat/Range.lean`, `src/Init/Data/Nat/Basic.lean`); `List.pairwise_lt_range`
is given its argument by name (`n :=`), which works whether it is implicit or explicit.
-/

namespace SquareGame

/-- A win that never leaves `W` first is a win. -/
theorem p1CanWinBy_of_within {n k : Nat} {W : Cell → Prop} {A B : List Cell}
    (hw : P1CanWinByWithin n k W A B) : P1CanWinBy n k A B := by
  cases hw with
  | now _ _ m hp hm _ hf hc => exact .now _ _ m hp hm hf hc
  | later _ _ m hm _ hf hex hsafe hall _ => exact .later _ _ m hm hf hex hsafe hall

/-! ## The window's points -/

/-- `winCell` is one to one (`g ≥ 1`). -/
theorem winCell_inj {a : Cell} {g : Nat} {c c' : Cell} (hg : 1 ≤ g)
    (e : winCell a g c = winCell a g c') : c = c' := by
  obtain ⟨cx, cy⟩ := c
  obtain ⟨cx', cy'⟩ := c'
  have ex : a.x + g * cx = a.x + g * cx' := congrArg Cell.x e
  have ey : a.y + g * cy = a.y + g * cy' := congrArg Cell.y e
  have hx : cx = cx' := Nat.eq_of_mul_eq_mul_left (by omega) (Nat.add_left_cancel ex)
  have hy : cy = cy' := Nat.eq_of_mul_eq_mul_left (by omega) (Nat.add_left_cancel ey)
  rw [hx, hy]

/-- The window's cells lie on the board. -/
theorem winCell_onBoard {n m g : Nat} {a c : Cell} (hw : WindowOnBoard n a g m)
    (hc : OnBoard m c) : OnBoard n (winCell a g c) := by
  obtain ⟨_, _, hx, hy⟩ := hw
  obtain ⟨hcx, hcy⟩ := hc
  have h1 : g * c.x ≤ g * (m - 1) := Nat.mul_le_mul (Nat.le_refl g) (by omega)
  have h2 : g * c.y ≤ g * (m - 1) := Nat.mul_le_mul (Nat.le_refl g) (by omega)
  exact ⟨show a.x + g * c.x < n by omega, show a.y + g * c.y < n by omega⟩

/-- Membership commutes with `winCell`. -/
theorem in_map_winCell {a : Cell} {g : Nat} {S : List Cell} {c : Cell} (hg : 1 ≤ g) :
    winCell a g c ∈ S.map (winCell a g) ↔ c ∈ S := by
  constructor
  · intro h
    obtain ⟨c', hc', e⟩ := List.mem_map.mp h
    cases winCell_inj hg e
    exact hc'
  · intro h
    exact List.mem_map.mpr ⟨c, h, rfl⟩

/-- A window cell is free exactly when its preimage is. -/
theorem free_winCell {a : Cell} {g : Nat} {A B : List Cell} {c : Cell} (hg : 1 ≤ g) :
    Free (A.map (winCell a g)) (B.map (winCell a g)) (winCell a g c) ↔ Free A B c := by
  rw [free_spec, free_spec, in_map_winCell hg, in_map_winCell hg]

/-- The image of a square of the `m`×`m` board: unit `g`, origin `a`. -/
theorem corners_winCell (a : Cell) (g i j d : Nat) :
    (Square.mk (a.x + g * i) (a.y + g * j) (g * d)).corners =
      (Square.mk i j d).corners.map (winCell a g) := by
  simp only [Square.corners, List.map_cons, List.map_nil, winCell, Nat.mul_add, Nat.add_assoc]

/-! ## Squares of the window -/

/-- A square of the board whose four corners lie in the window is the image of a square of
the `m`×`m` board. -/
theorem square_of_window {n m g : Nat} {a : Cell} {q : Square} (hg : 1 ≤ g)
    (hq : SquareOnBoard n q)
    (hk : ∀ k, k ∈ q.corners → ∃ k', OnBoard m k' ∧ k = winCell a g k') :
    ∃ q', SquareOnBoard m q' ∧ q.corners = q'.corners.map (winCell a g) := by
  obtain ⟨qx, qy, qd⟩ := q
  obtain ⟨hd, _, _⟩ := squareOnBoard_mk.mp hq
  obtain ⟨⟨i, j⟩, _, e1⟩ := hk ⟨qx, qy⟩ (by simp [Square.corners])
  obtain ⟨⟨i2, j2⟩, ⟨hi2, _⟩, e2⟩ := hk ⟨qx + qd, qy⟩ (by simp [Square.corners])
  obtain ⟨⟨i3, j3⟩, ⟨_, hj3⟩, e3⟩ := hk ⟨qx, qy + qd⟩ (by simp [Square.corners])
  have hi2' : i2 < m := hi2
  have hj3' : j3 < m := hj3
  have ex1 : qx = a.x + g * i := congrArg Cell.x e1
  have ey1 : qy = a.y + g * j := congrArg Cell.y e1
  have ex2 : qx + qd = a.x + g * i2 := congrArg Cell.x e2
  have ey3 : qy + qd = a.y + g * j3 := congrArg Cell.y e3
  -- the side is `g * d` with `i2 = i + d`, and the top row is `j + d`
  have hlt : i < i2 := by
    rcases Nat.lt_or_ge i i2 with h | h
    · exact h
    · have : g * i2 ≤ g * i := Nat.mul_le_mul (Nat.le_refl g) h
      omega
  obtain ⟨d, rfl⟩ : ∃ d, i2 = i + d := ⟨i2 - i, by omega⟩
  have hqd : qd = g * d := by
    rw [Nat.mul_add] at ex2
    omega
  have hj3e : j3 = j + d := by
    apply Nat.eq_of_mul_eq_mul_left (by omega : 0 < g)
    rw [Nat.mul_add]
    omega
  refine ⟨⟨i, j, d⟩, squareOnBoard_mk.mpr ⟨by omega, by omega, by omega⟩, ?_⟩
  subst ex1 ey1 hqd
  exact corners_winCell a g i j d

/-- A stone `c` of the window completes a square of the board for stones in the window
exactly when its preimage completes one of the `m`×`m` board. -/
theorem completes_winCell {n m g : Nat} {a : Cell} {S : List Cell} {c : Cell}
    (hw : WindowOnBoard n a g m) (hS : ∀ s, s ∈ S → OnBoard m s) (hc : OnBoard m c) :
    Completes n (S.map (winCell a g)) (winCell a g c) ↔ Completes m S c := by
  have hg : 1 ≤ g := hw.1
  have hS' : ∀ s, s ∈ S.map (winCell a g) → OnBoard n s := by
    intro s hs
    obtain ⟨s', hs', rfl⟩ := List.mem_map.mp hs
    exact winCell_onBoard hw (hS s' hs')
  rw [completes_iff n (S.map (winCell a g)) (winCell a g c) hS', completes_iff m S c hS]
  constructor
  · rintro ⟨q, hq, hcq, hrest⟩
    have hk : ∀ k, k ∈ q.corners → ∃ k', OnBoard m k' ∧ k = winCell a g k' := by
      intro k hk
      by_cases hkc : k = winCell a g c
      · exact ⟨c, hc, hkc⟩
      · obtain ⟨s', hs', rfl⟩ := List.mem_map.mp (hrest k hk hkc)
        exact ⟨s', hS s' hs', rfl⟩
    obtain ⟨q', hq', e⟩ := square_of_window hg hq hk
    refine ⟨q', hq', ?_, ?_⟩
    · rw [e] at hcq
      exact (in_map_winCell hg).mp hcq
    · intro k' hk' hne
      apply (in_map_winCell (a := a) hg).mp
      apply hrest
      · rw [e]
        exact List.mem_map.mpr ⟨k', hk', rfl⟩
      · intro e'
        exact hne (winCell_inj hg e')
  · rintro ⟨⟨i, j, d⟩, hq, hcq, hrest⟩
    obtain ⟨hd', hi', hj'⟩ := squareOnBoard_mk.mp hq
    obtain ⟨_, _, hx, hy⟩ := hw
    have h1 : g * (i + d) ≤ g * (m - 1) := Nat.mul_le_mul (Nat.le_refl g) (by omega)
    have h2 : g * (j + d) ≤ g * (m - 1) := Nat.mul_le_mul (Nat.le_refl g) (by omega)
    have h3 : 1 * 1 ≤ g * d := Nat.mul_le_mul hg hd'
    rw [Nat.mul_add] at h1 h2
    refine ⟨⟨a.x + g * i, a.y + g * j, g * d⟩,
      squareOnBoard_mk.mpr ⟨by omega, by omega, by omega⟩, ?_, ?_⟩
    · rw [corners_winCell a g i j d]
      exact List.mem_map.mpr ⟨c, hcq, rfl⟩
    · rw [corners_winCell a g i j d]
      intro k hk hne
      obtain ⟨k', hk', rfl⟩ := List.mem_map.mp hk
      exact List.mem_map.mpr ⟨k', hrest k' hk' (fun e => hne (congrArg (winCell a g) e)), rfl⟩

/-! ## Counting: a board of `m * m` cells with fewer stones has a free cell -/

/-- The cells of the board are distinct. -/
theorem cells_nodup (m : Nat) : (cells m).Pairwise (· ≠ ·) := by
  unfold cells
  rw [List.pairwise_map]
  refine List.Pairwise.imp ?_ (List.pairwise_lt_range (n := m * m))
  intro i j hij e
  have h1 : i % m = j % m := congrArg Cell.x e
  have h2 : i / m = j / m := congrArg Cell.y e
  have hij' : i = j := by
    rw [← Nat.mod_add_div i m, ← Nat.mod_add_div j m, h1, h2]
  omega

/-- Fewer stones than the `m * m` cells of the board leave a free cell. -/
theorem free_cell_of_length {m : Nat} {A B : List Cell} (hl : A.length + B.length < m * m) :
    ∃ c, OnBoard m c ∧ Free A B c := by
  have hK : (cells m).length = m * m := by
    simp only [cells, List.length_map, List.length_range]
  obtain ⟨k, hk, hkn⟩ := exists_not_mem (L := A ++ B) (cells_nodup m)
    (by rw [hK, List.length_append]; exact hl)
  refine ⟨k, cells_onBoard.mp hk, (free_spec A B k).mpr ⟨fun h => ?_, fun h => ?_⟩⟩
  · exact hkn (List.mem_append.mpr (Or.inl h))
  · exact hkn (List.mem_append.mpr (Or.inr h))

/-! ## Lemma W -/

/-- A P1 strategy that completes a square by ply `k` on the `n`×`n` board without leaving the
lattice window first gives one on the `m`×`m` board, for the window's preimages of the
stones (`k ≤ m * m` keeps a free cell after each P1 move). -/
theorem window_within {n k m g : Nat} {a : Cell} (hw : WindowOnBoard n a g m) (hk : k ≤ m * m)
    {A B : List Cell} (hwin : P1CanWinByWithin n k (InWindow a g m) A B) :
    ∀ A' B', A = A'.map (winCell a g) → B = B'.map (winCell a g) →
      (∀ s, s ∈ A' → OnBoard m s) → (∀ s, s ∈ B' → OnBoard m s) →
      P1CanWinBy m k A' B' := by
  have hg : 1 ≤ g := hw.1
  induction hwin with
  | now A B c hp _ hW hf hcomp =>
    intro A' B' hA hB hA' _
    subst hA
    subst hB
    obtain ⟨c', hc', rfl⟩ := hW
    rw [nextPly_map] at hp
    exact .now A' B' c' hp hc' ((free_winCell hg).mp hf) ((completes_winCell hw hA' hc').mp hcomp)
  | later A B c _ hW hf hex hsafe hall _ ih =>
    intro A' B' hA hB hA' hB'
    subst hA
    subst hB
    obtain ⟨c', hc', rfl⟩ := hW
    refine .later A' B' c' hc' ((free_winCell hg).mp hf) ?_ ?_ ?_
    · obtain ⟨r, hr, hrf⟩ := hex
      have hp := p1CanWinBy_ply (hall r hr hrf)
      rw [nextPly_succ, nextPly_map] at hp
      unfold nextPly at hp
      apply free_cell_of_length
      simp only [List.length_cons]
      omega
    · intro r' hr' hrf' hcomp'
      exact hsafe (winCell a g r') (winCell_onBoard hw hr')
        ((free_winCell (A := c' :: A') hg).mpr hrf') ((completes_winCell hw hB' hr').mpr hcomp')
    · intro r' hr' hrf'
      refine ih (winCell a g r') (winCell_onBoard hw hr')
        ((free_winCell (A := c' :: A') hg).mpr hrf') ⟨r', hr', rfl⟩ (c' :: A') (r' :: B')
        rfl rfl
        ?_ ?_
      · intro s hs
        rcases List.mem_cons.mp hs with e | hs
        · rw [e]
          exact hc'
        · exact hA' s hs
      · intro s hs
        rcases List.mem_cons.mp hs with e | hs
        · rw [e]
          exact hr'
        · exact hB' s hs

/-- Lemma W (docs/FASTEST.md §5): a P1 strategy completing a square by ply `k ≤ m * m` on the
`n`×`n` board that never leaves the lattice window `a + g·[0, m)²` first gives a P1 strategy
completing one by ply `k` on the `m`×`m` board. -/
theorem window_wins {n k m g : Nat} {a : Cell} (hw : WindowOnBoard n a g m) (hk : k ≤ m * m)
    (h : P1CanWinByWithin n k (InWindow a g m) [] []) : P1CanWinBy m k [] [] :=
  window_within hw hk h [] [] rfl rfl (fun _ h => nomatch h) (fun _ h => nomatch h)

/-- A delay on the `m`×`m` board holds, on every board, against every P1 strategy that never
leaves an `m`×`m` lattice window first. -/
theorem window_delay {n k m g : Nat} {a : Cell} (hw : WindowOnBoard n a g m) (hk : k ≤ m * m)
    (hd : P2CanDelay m k [] []) : ¬ P1CanWinByWithin n k (InWindow a g m) [] [] :=
  fun h => not_p1CanWinBy_of_p2CanDelay (window_wins hw hk h) hd

/-- The fastest-win lower bound of the `m`×`m` board (`Theorems/FastestLowerN<m>.lean`) holds
on every board for every P1 strategy that never leaves an `m`×`m` lattice window first. -/
theorem window_lower {n k m g : Nat} {a : Cell} (hw : WindowOnBoard n a g m)
    (hlow : ∀ j, j < k → ¬ P1CanWinBy m j [] []) :
    ∀ j, j < k → j ≤ m * m → ¬ P1CanWinByWithin n j (InWindow a g m) [] [] :=
  fun j hj hjm h => hlow j hj (window_wins hw hjm h)

/-- 4×4 windows: on any board, P1 cannot force a square by ply 16 with a strategy that never
leaves a 4×4 lattice window first (P2's draw table of the 4×4 board,
`Theorems/Small.draw_p2_4`). -/
theorem window_4 {n k g : Nat} {a : Cell} (hw : WindowOnBoard n a g 4) (hk : k ≤ 16) :
    ¬ P1CanWinByWithin n k (InWindow a g 4) [] [] :=
  fun h => not_p2CanDraw_of_p1CanWin (p1CanWin_of_p1CanWinBy (window_wins hw hk h))
    (p2CanDraw_of_drawsWithP2 draw_p2_4)

end SquareGame
