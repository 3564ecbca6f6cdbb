import SquareGame.Lemmas
import SquareGame.EveryN
import SquareGame.DelayLemmas
import SquareGame.FastestLemmas

/-!
# Frames and bowties: the shapes of double threats, on every board (issue 11)

docs/FASTEST.md §5 proves, by hand, that P1 completes no square before ply 11 on any board
(Lemma L11), and describes P1's double threats at ply 9. This file proves the geometric
lemmas those arguments rest on, for every board and every placement of the stones:

* `IsCorner`, `isCorner_iff`: the corners of a square, by coordinates.
* `Frame`, `InFrame`: a *frame* is the 2×3 grid `{x0, x0+s, x0+2s} × {y0, y0+s}` (wide) or
  its transpose (tall): the six corners of two squares of side `s` sharing a side.
* `PairDist`, `PairForm`: two cells differ by `(s,0)`, `(2s,0)`, `(s,s)` or `(2s,s)` up to
  the 8 symmetries.
* `three_fix`, `diagonal_fix`: three corners of a square fix it, and so do two corners that
  differ in both coordinates (a diagonal). `shared_frame`: two different squares sharing two
  corners lie in one frame.
* `pigeon`, `five`, `others`, `two_others`: counting (five different cells are not among
  four stones; a square's corners other than one or two given ones).
* `frame_of_double_threat` (headline, the *frame lemma*, Lemma L11 step 1): four different P1
  stones with two different free threat cells lie in one frame.
* `pair_of_frame` (the *pair lemma*, step 2): two different cells of a frame differ in a pair
  form. `double_threat_pairs` (headline): so every two of those four stones do, for one
  `s ≥ 1`. `no_double_threat` (headline): if two of P1's stones differ in no pair form, four
  P1 stones holding them make at most one free threat cell, whatever P2 plays.
* `pair_of_square`, `no_threat_unrelated`: two corners of a square differ in a pair form, so
  three stones two of which differ in none make no threat cell (step 2 at ply 5).
* `frame_or_bowtie` (headline, "Ply 9: frames and bowties"): P1 had no free threat cell, plays
  `m`, and then holds two: either `m` and three of P1's stones lie in one frame and the two
  threat squares are made of a threat cell, `m` and two of those three (`frame_case`,
  `frame_pack`), or the two squares share only `m` and hold two different stones each: a
  *bowtie*.
* `no_ply9_double_threat` (headline, the first step of the plan "How many units"): if no two
  of P1's first three stones differ in a pair form, P1's ply-9 move makes no double threat
  where its four stones made no threat cell, whatever its fourth stone (`in_rest`).
* `lemma_l` (headline, Lemma L of docs/FASTEST.md §5, a game value): on every board P2 keeps
  P1 from completing a square by ply 8 (`P2CanDelay n 8 [] []`): any free cells at plies 2 and
  4, P1's threat cell at ply 6 (`blockAnswer`), which is unique (`one_threat`: three stones
  make at most one threat cell); `no_square_before_ply_9` (headline): `¬ P1CanWinBy n j [] []`
  for every `j ≤ 8`.
* `unrelated_pair_delay` (headline, Lemma L11's first case, a game value): on every board,
  when P1's first two stones differ in no pair form, P2 blocking P1's threat cells keeps P1
  from completing a square by ply 10, whatever P2's first two stones (`blocked`: a block holds
  when P1 has at most one threat cell).
* `unrelated_three_delay` (headline, the plan's first step as a game value): on every
  board, when no two of P1's first three stones differ in a pair form, P2 blocking P1's threat
  cells at plies 8 and 10 keeps P1 from completing a square by ply 12, whatever P2's first
  three stones (`blocked_free`: a block holds when P1 has at most one free threat cell).
* `stray_double_threat` (headline, Lemma S of docs/FASTEST.md §5): a *stray* P1 stone (in no
  pair form with either stone of a pair, or with any third corner of the pair) takes part in no
  double threat: where P1's four stones made no free threat cell and its next move makes two,
  both are threat cells of the pair, the fourth stone and the move alone (`stray_frame`,
  `stray_bowtie`; `side_pos`, `square_on_board`, `onBoard_of_completes`, `completes_of_square`
  turn the squares back into `Completes`).
* `corner_double_threat` (headline, Lemma S's lone form of docs/FASTEST.md §5): the
  same where the stone `z` is in no pair form with the pair's stones and P1's move is no third
  corner of the pair making three corners of one square with `z` and the fourth stone (P2
  holds those); `stray_double_threat` follows from it.
* `Killed`, `Kills`: P1 to move has no free threat cell and no move making two; P2's answer
  is a free cell after which P1 is killed. `killed_more`: P1 stays killed beside more P2
  stones; `killed_off_board`: a P2 stone off the board is no stone. `kill_delay` (headline,
  the game value of Lemmas S′ and T of docs/FASTEST.md §5): where P1's three stones make no
  free threat cell after ply 6 and P2 has a killing answer to every fourth stone, P2 keeps P1
  from completing a square by ply 12, on every board.
* `Tempos`, `tempoAnswer`: P2's answer is a tempo move (P1 left no free threat cell, P2 one
  whose taking leaves P1 at most one); P2's next answer completes its square where it can,
  else blocks. `answer_delay` (headline, the game value of Lemma U of docs/FASTEST.md §5): the
  same as `kill_delay` with answers that kill, are tempo moves or complete a P2 square.
* `frame_example`, `bowtie_example`: the hypotheses are met, those of the frame lemma on the
  3×3 board and those of `frame_or_bowtie` with two squares sharing only `m` on the 5×5 board,
  checked by computation.

The Lean twin of `coq/SquareGame/Frames.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). The arithmetic steps are stated as small lemmas over plain numbers
(`fix_side`, `spread`, `beside`, `dist3`, ...) so that `omega` (and Coq's `lia`) see only the
facts they need; a cell or square literal's coordinates are first restated in plain form
(`have h' : … := h`, as in `Window.lean`), so that `omega` and the lemmas applied see plain
variables. Where
Coq's `cell_dec` and `inK_dec` are `sumbool`s, these are `Or`s (cases by `by_cases`, `Cell`
derives `DecidableEq`), and where Coq's `pigeon` uses `NoDup_incl_length`, this one uses
`EveryN.exists_not_mem` (and `five`, `three`, `four` state distinctness as `Pairwise`), and where Coq's `no_square_before_ply_9`
takes `p1CanWinBy_mono` from `DelayLemmas.v`, this one takes it from `FastestLemmas.lean` (Lean
keeps one copy). Core Lean only, with the names the other files use (`List.mem_cons`,
`List.mem_singleton`, `List.not_mem_nil`, `List.pairwise_cons`, `List.mem_cons_of_mem`,
`Cell.mk.inj`).
-/

namespace SquareGame

/-! ## Corners and frames -/

/-- `c` is a corner of the square `q`: column `q.x` or `q.x + q.d`, row `q.y` or
`q.y + q.d`. -/
abbrev IsCorner (q : Square) (c : Cell) : Prop :=
  (c.x = q.x ∨ c.x = q.x + q.d) ∧ (c.y = q.y ∨ c.y = q.y + q.d)

/-- A frame: `s` is its spacing; wide (`tall = false`) it is the grid
`{x, x+s, x+2·s} × {y, y+s}`, tall its transpose `{x, x+s} × {y, y+s, y+2·s}`. -/
structure Frame where
  x : Nat
  y : Nat
  s : Nat
  tall : Bool
  deriving DecidableEq, Repr

/-- The cell is one of the six cells of the frame. -/
def InFrame (f : Frame) (c : Cell) : Prop :=
  match f.tall with
  | true =>
    (c.x = f.x ∨ c.x = f.x + f.s) ∧ (c.y = f.y ∨ c.y = f.y + f.s ∨ c.y = f.y + 2 * f.s)
  | false =>
    (c.x = f.x ∨ c.x = f.x + f.s ∨ c.x = f.x + 2 * f.s) ∧ (c.y = f.y ∨ c.y = f.y + f.s)

/-- The coordinate differences `dx`, `dy` of two cells are `(s, 0)`, `(2s, 0)`, `(s, s)` or
`(2s, s)` up to the 8 symmetries. -/
def PairDist (s dx dy : Nat) : Prop :=
  (dx = s ∧ dy = 0) ∨ (dx = 0 ∧ dy = s) ∨ (dx = 2 * s ∧ dy = 0) ∨ (dx = 0 ∧ dy = 2 * s) ∨
  (dx = s ∧ dy = s) ∨ (dx = 2 * s ∧ dy = s) ∨ (dx = s ∧ dy = 2 * s)

/-- Two cells differ by `(s, 0)`, `(2s, 0)`, `(s, s)` or `(2s, s)` up to the 8 symmetries
(coordinate differences by `Lemmas.dist`). -/
def PairForm (s : Nat) (p r : Cell) : Prop := PairDist s (dist p.x r.x) (dist p.y r.y)

/-! ## Cells and corners -/

/-- `c ∈ q.corners`, by coordinates. -/
theorem isCorner_iff (q : Square) (c : Cell) : c ∈ q.corners ↔ IsCorner q c := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨cx, cy⟩ := c
  constructor
  · intro h
    show (cx = qx ∨ cx = qx + d) ∧ (cy = qy ∨ cy = qy + d)
    rcases mem_corners.mp h with e | e | e | e <;> obtain ⟨ex, ey⟩ := Cell.mk.inj e <;> omega
  · intro h
    exact corner_of (a := cx) (b := cy) (x := qx) (y := qy) (d := d) h

/-- Cells are equal or not. -/
theorem cell_dec (a b : Cell) : a = b ∨ a ≠ b := by
  by_cases h : a = b
  · exact Or.inl h
  · exact Or.inr h

/-! ## Squares fixed by their corners -/

/-- Three values in `{a, a + d}` and in `{a', a' + d'}`, not all equal: `a = a'` and
`d = d'` (one coordinate of `three_fix` and `diagonal_fix`). -/
theorem fix_side (u v w a d a' d' : Nat) (hd : 1 ≤ d) (hd' : 1 ≤ d')
    (hu : u = a ∨ u = a + d) (hv : v = a ∨ v = a + d) (hw : w = a ∨ w = a + d)
    (hu' : u = a' ∨ u = a' + d') (hv' : v = a' ∨ v = a' + d') (hw' : w = a' ∨ w = a' + d')
    (hn : ¬ (u = v ∧ v = w)) : a = a' ∧ d = d' := by
  omega

/-- Three different values in `{a, a + d}` do not exist. -/
theorem spread (a d u v w : Nat) (hd : 1 ≤ d) (hu : u = a ∨ u = a + d)
    (hv : v = a ∨ v = a + d) (hw : w = a ∨ w = a + d) (nuv : u ≠ v) (nuw : u ≠ w)
    (nvw : v ≠ w) : False := by
  omega

/-- Three different corners of a square do not share a column, nor a row (a column or a row
holds two corners). -/
theorem three_spread (q : Square) (p r u : Cell) (hd : 1 ≤ q.d) (hp : IsCorner q p)
    (hr : IsCorner q r) (hu : IsCorner q u) (npr : p ≠ r) (npu : p ≠ u) (nru : r ≠ u) :
    ¬ (p.x = r.x ∧ r.x = u.x) ∧ ¬ (p.y = r.y ∧ r.y = u.y) := by
  obtain ⟨px, py⟩ := p
  obtain ⟨rx, ry⟩ := r
  obtain ⟨ux, uy⟩ := u
  constructor
  · rintro ⟨e1, e2⟩
    exact spread q.y q.d py ry uy hd hp.2 hr.2 hu.2
      (fun e => npr (cell_eq e1 e)) (fun e => npu (cell_eq (e1.trans e2) e))
      (fun e => nru (cell_eq e2 e))
  · rintro ⟨e1, e2⟩
    exact spread q.x q.d px rx ux hd hp.1 hr.1 hu.1
      (fun e => npr (cell_eq e e1)) (fun e => npu (cell_eq e (e1.trans e2)))
      (fun e => nru (cell_eq e e2))

/-- Three different corners of two squares: the squares are equal. -/
theorem three_fix (q q' : Square) (p r u : Cell) (hd : 1 ≤ q.d) (hd' : 1 ≤ q'.d)
    (hp : IsCorner q p) (hr : IsCorner q r) (hu : IsCorner q u)
    (hp' : IsCorner q' p) (hr' : IsCorner q' r) (hu' : IsCorner q' u)
    (npr : p ≠ r) (npu : p ≠ u) (nru : r ≠ u) : q = q' := by
  obtain ⟨nx, ny⟩ := three_spread q p r u hd hp hr hu npr npu nru
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨qx', qy', d'⟩ := q'
  obtain ⟨hx, hdd⟩ := fix_side p.x r.x u.x qx d qx' d' hd hd' hp.1 hr.1 hu.1 hp'.1 hr'.1 hu'.1 nx
  obtain ⟨hy, -⟩ := fix_side p.y r.y u.y qy d qy' d' hd hd' hp.2 hr.2 hu.2 hp'.2 hr'.2 hu'.2 ny
  rw [hx, hy, hdd]

/-- Two corners of two squares differing in both coordinates (a diagonal): the squares are
equal. -/
theorem diagonal_fix (q q' : Square) (p r : Cell) (hd : 1 ≤ q.d) (hd' : 1 ≤ q'.d)
    (hp : IsCorner q p) (hr : IsCorner q r) (hp' : IsCorner q' p) (hr' : IsCorner q' r)
    (nx : p.x ≠ r.x) (ny : p.y ≠ r.y) : q = q' := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨qx', qy', d'⟩ := q'
  obtain ⟨hx, hdd⟩ := fix_side p.x r.x r.x qx d qx' d' hd hd' hp.1 hr.1 hr.1 hp'.1 hr'.1 hr'.1
    (fun e => nx e.1)
  obtain ⟨hy, -⟩ := fix_side p.y r.y r.y qy d qy' d' hd hd' hp.2 hr.2 hr.2 hp'.2 hr'.2 hr'.2
    (fun e => ny e.1)
  rw [hx, hy, hdd]

/-- Two squares of the same side in the same rows, sharing a column `u`, different: they lie
left and right of it (one coordinate of `shared_frame`). -/
theorem beside (u a a' d d' : Nat) (hdd : d = d') (hu : u = a ∨ u = a + d)
    (hu' : u = a' ∨ u = a' + d') (na : a ≠ a') : a' = a + d ∨ a = a' + d' := by
  omega

/-- The corners of two squares side by side, `(a, b, d)` and `(a', b', d') = (a + d, b, d)`,
lie in the wide frame at `(a, b)` of spacing `d`. -/
theorem wide_pair (a b d a' b' d' : Nat) (c : Cell) (ha : a' = a + d) (hb : b' = b)
    (hdd : d' = d) (h : IsCorner ⟨a, b, d⟩ c ∨ IsCorner ⟨a', b', d'⟩ c) :
    InFrame ⟨a, b, d, false⟩ c := by
  have h' : ((c.x = a ∨ c.x = a + d) ∧ (c.y = b ∨ c.y = b + d)) ∨
      ((c.x = a' ∨ c.x = a' + d') ∧ (c.y = b' ∨ c.y = b' + d')) := h
  show (c.x = a ∨ c.x = a + d ∨ c.x = a + 2 * d) ∧ (c.y = b ∨ c.y = b + d)
  omega

/-- The corners of two squares one above the other, `(a, b, d)` and
`(a', b', d') = (a, b + d, d)`, lie in the tall frame at `(a, b)` of spacing `d`. -/
theorem tall_pair (a b d a' b' d' : Nat) (c : Cell) (ha : a' = a) (hb : b' = b + d)
    (hdd : d' = d) (h : IsCorner ⟨a, b, d⟩ c ∨ IsCorner ⟨a', b', d'⟩ c) :
    InFrame ⟨a, b, d, true⟩ c := by
  have h' : ((c.x = a ∨ c.x = a + d) ∧ (c.y = b ∨ c.y = b + d)) ∨
      ((c.x = a' ∨ c.x = a' + d') ∧ (c.y = b' ∨ c.y = b' + d')) := h
  show (c.x = a ∨ c.x = a + d) ∧ (c.y = b ∨ c.y = b + d ∨ c.y = b + 2 * d)
  omega

/-- Two different squares sharing two different corners: the six corners of both lie in one
frame (the shared corners are a side of both, by `diagonal_fix`, and the squares lie on either
side of it). -/
theorem shared_frame (q q' : Square) (p r : Cell) (hd : 1 ≤ q.d) (hd' : 1 ≤ q'.d)
    (hp : IsCorner q p) (hr : IsCorner q r) (hp' : IsCorner q' p) (hr' : IsCorner q' r)
    (npr : p ≠ r) (nq : q ≠ q') :
    ∃ f : Frame, 1 ≤ f.s ∧ (∀ c, IsCorner q c → InFrame f c) ∧
      (∀ c, IsCorner q' c → InFrame f c) := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨qx', qy', d'⟩ := q'
  obtain ⟨px, py⟩ := p
  obtain ⟨rx, ry⟩ := r
  have hd1 : 1 ≤ d := hd
  have hd1' : 1 ≤ d' := hd'
  by_cases ex : px = rx
  · -- a column side: the squares lie left and right of it, in a wide frame
    have ny : py ≠ ry := fun ey => npr (cell_eq ex ey)
    obtain ⟨hy, hdd⟩ := fix_side py ry ry qy d qy' d' hd1 hd1' hp.2 hr.2 hr.2 hp'.2 hr'.2 hr'.2
      (fun e => ny e.1)
    have nqx : qx ≠ qx' := fun e => nq (by rw [e, hy, hdd])
    rcases beside px qx qx' d d' hdd hp.1 hp'.1 nqx with e | e
    · exact ⟨⟨qx, qy, d, false⟩, hd1,
        fun c hc => wide_pair qx qy d qx' qy' d' c e hy.symm hdd.symm (Or.inl hc),
        fun c hc => wide_pair qx qy d qx' qy' d' c e hy.symm hdd.symm (Or.inr hc)⟩
    · exact ⟨⟨qx', qy', d', false⟩, hd1',
        fun c hc => wide_pair qx' qy' d' qx qy d c e hy hdd (Or.inr hc),
        fun c hc => wide_pair qx' qy' d' qx qy d c e hy hdd (Or.inl hc)⟩
  · by_cases ey : py = ry
    · -- a row side: the squares lie below and above it, in a tall frame
      obtain ⟨hx, hdd⟩ := fix_side px rx rx qx d qx' d' hd1 hd1' hp.1 hr.1 hr.1 hp'.1 hr'.1
        hr'.1 (fun e => ex e.1)
      have nqy : qy ≠ qy' := fun e => nq (by rw [hx, e, hdd])
      rcases beside py qy qy' d d' hdd hp.2 hp'.2 nqy with e | e
      · exact ⟨⟨qx, qy, d, true⟩, hd1,
          fun c hc => tall_pair qx qy d qx' qy' d' c hx.symm e hdd.symm (Or.inl hc),
          fun c hc => tall_pair qx qy d qx' qy' d' c hx.symm e hdd.symm (Or.inr hc)⟩
      · exact ⟨⟨qx', qy', d', true⟩, hd1',
          fun c hc => tall_pair qx' qy' d' qx qy d c hx e hdd (Or.inr hc),
          fun c hc => tall_pair qx' qy' d' qx qy d c hx e hdd (Or.inl hc)⟩
    · exact absurd (diagonal_fix ⟨qx, qy, d⟩ ⟨qx', qy', d'⟩ ⟨px, py⟩ ⟨rx, ry⟩ hd hd' hp hr hp'
        hr' ex ey) nq

/-! ## Counting in a set of four stones -/

/-- More different cells than stones are not all stones (pigeonhole, by
`EveryN.exists_not_mem`). -/
theorem pigeon (A K : List Cell) (hK : K.Pairwise (· ≠ ·)) (hi : ∀ k, k ∈ K → k ∈ A)
    (hl : A.length < K.length) : False := by
  obtain ⟨k, hk, hkA⟩ := exists_not_mem (L := A) hK hl
  exact hkA (hi k hk)

/-- Five different cells are not all among four different stones. -/
theorem five (A : List Cell) (a b c d e : Cell) (lA : A.length = 4) (ha : a ∈ A) (hb : b ∈ A)
    (hc : c ∈ A) (hd : d ∈ A) (he : e ∈ A) (nab : a ≠ b) (nac : a ≠ c) (nad : a ≠ d)
    (nae : a ≠ e) (nbc : b ≠ c) (nbd : b ≠ d) (nbe : b ≠ e) (ncd : c ≠ d) (nce : c ≠ e)
    (nde : d ≠ e) : False := by
  have hK : [a, b, c, d, e].Pairwise (· ≠ ·) := by
    refine List.pairwise_cons.mpr ⟨fun k hk => ?_, List.pairwise_cons.mpr ⟨fun k hk => ?_,
      List.pairwise_cons.mpr ⟨fun k hk => ?_, List.pairwise_cons.mpr ⟨fun k hk => ?_,
      List.Pairwise.cons (fun _ h => nomatch h) List.Pairwise.nil⟩⟩⟩⟩
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl | rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      subst hk
      assumption
  refine pigeon A [a, b, c, d, e] hK (fun k hk => ?_)
    (by simp only [List.length_cons, List.length_nil] <;> omega)
  simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
  rcases hk with rfl | rfl | rfl | rfl | rfl <;> assumption

/-- A cell whose column and row are a square's is a corner of it. -/
theorem isCorner_mk (qx qy d kx ky : Nat) (hx : kx = qx ∨ kx = qx + d)
    (hy : ky = qy ∨ ky = qy + d) : IsCorner ⟨qx, qy, d⟩ ⟨kx, ky⟩ :=
  ⟨hx, hy⟩

/-- The corners of a square other than one of them, `t`: three different cells (the other
column `2·x + d - t.x` with `t`'s row, `t`'s column with the other row, and both others), and
every corner is one of the four. -/
theorem others (q : Square) (t : Cell) (hd : 1 ≤ q.d) (ht : IsCorner q t) :
    ∃ k1 k2 k3 : Cell, (∀ k, IsCorner q k → k = t ∨ k = k1 ∨ k = k2 ∨ k = k3) ∧
      k1 ≠ k2 ∧ k1 ≠ k3 ∧ k2 ≠ k3 ∧ IsCorner q k1 ∧ IsCorner q k2 ∧ IsCorner q k3 ∧
      k1 ≠ t ∧ k2 ≠ t ∧ k3 ≠ t := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨tx, ty⟩ := t
  have hd1 : 1 ≤ d := hd
  have ht' : (tx = qx ∨ tx = qx + d) ∧ (ty = qy ∨ ty = qy + d) := ht
  refine ⟨⟨qx + qx + d - tx, ty⟩, ⟨tx, qy + qy + d - ty⟩,
    ⟨qx + qx + d - tx, qy + qy + d - ty⟩, fun k hk => ?_, ?_⟩
  · obtain ⟨kx, ky⟩ := k
    have hk' : (kx = qx ∨ kx = qx + d) ∧ (ky = qy ∨ ky = qy + d) := hk
    by_cases ex : kx = tx <;> by_cases ey : ky = ty <;>
      first
      | exact Or.inl (cell_eq (by omega) (by omega))
      | exact Or.inr (Or.inl (cell_eq (by omega) (by omega)))
      | exact Or.inr (Or.inr (Or.inl (cell_eq (by omega) (by omega))))
      | exact Or.inr (Or.inr (Or.inr (cell_eq (by omega) (by omega))))
  · refine ⟨?_, ?_, ?_, ?_, ?_, ?_, ?_, ?_, ?_⟩
    all_goals
      first
      | exact isCorner_mk _ _ _ _ _ (by omega) (by omega)
      | (intro e; have h := Cell.mk.inj e; omega)

/-- The corners of a square other than two different ones of them: two different cells, and
every corner is one of the four. -/
theorem two_others (q : Square) (t m : Cell) (hd : 1 ≤ q.d) (ht : IsCorner q t)
    (hm : IsCorner q m) (nmt : m ≠ t) :
    ∃ a1 a2 : Cell, a1 ≠ a2 ∧ IsCorner q a1 ∧ IsCorner q a2 ∧ a1 ≠ t ∧ a2 ≠ t ∧
      a1 ≠ m ∧ a2 ≠ m ∧ (∀ k, IsCorner q k → k = t ∨ k = m ∨ k = a1 ∨ k = a2) := by
  obtain ⟨k1, k2, k3, hall, n12, n13, n23, c1, c2, c3, m1, m2, m3⟩ := others q t hd ht
  rcases hall m hm with e | e | e | e
  · exact absurd e nmt
  · refine ⟨k2, k3, n23, c2, c3, m2, m3, fun h => n12 (e.symm.trans h.symm),
      fun h => n13 (e.symm.trans h.symm), fun k hk => ?_⟩
    rcases hall k hk with h | h | h | h
    · exact Or.inl h
    · exact Or.inr (Or.inl (h.trans e.symm))
    · exact Or.inr (Or.inr (Or.inl h))
    · exact Or.inr (Or.inr (Or.inr h))
  · refine ⟨k1, k3, n13, c1, c3, m1, m3, fun h => n12 (h.trans e),
      fun h => n23 (e.symm.trans h.symm), fun k hk => ?_⟩
    rcases hall k hk with h | h | h | h
    · exact Or.inl h
    · exact Or.inr (Or.inr (Or.inl h))
    · exact Or.inr (Or.inl (h.trans e.symm))
    · exact Or.inr (Or.inr (Or.inr h))
  · refine ⟨k1, k2, n12, c1, c2, m1, m2, fun h => n13 (h.trans e), fun h => n23 (h.trans e),
      fun k hk => ?_⟩
    rcases hall k hk with h | h | h | h
    · exact Or.inl h
    · exact Or.inr (Or.inr (Or.inl h))
    · exact Or.inr (Or.inr (Or.inr h))
    · exact Or.inr (Or.inl (h.trans e.symm))

/-! ## The frame lemma -/

/-- A cell is one of three cells, or none of them. -/
theorem inK_dec (l k1 k2 k3 : Cell) :
    (l = k1 ∨ l = k2 ∨ l = k3) ∨ (l ≠ k1 ∧ l ≠ k2 ∧ l ≠ k3) := by
  by_cases n1 : l = k1
  · exact Or.inl (Or.inl n1)
  by_cases n2 : l = k2
  · exact Or.inl (Or.inr (Or.inl n2))
  by_cases n3 : l = k3
  · exact Or.inl (Or.inr (Or.inr n3))
  exact Or.inr ⟨n1, n2, n3⟩

/-- The end of `frame_core`: two different shared corners `p`, `r` and a corner `e` of `q2`
that is none of the three stones `k1`, `k2`, `k3` on `q1`: every stone is one of `e`, `k1`,
`k2`, `k3` (else five different cells among four stones), so all lie in the frame of
`shared_frame`. -/
theorem frame_finish (A : List Cell) (q1 q2 : Square) (p r e k1 k2 k3 : Cell)
    (lA : A.length = 4) (hd1 : 1 ≤ q1.d) (hd2 : 1 ≤ q2.d) (nq : q1 ≠ q2)
    (p1 : IsCorner q1 p) (r1 : IsCorner q1 r) (p2 : IsCorner q2 p) (r2 : IsCorner q2 r)
    (npr : p ≠ r) (he : IsCorner q2 e) (eA : e ∈ A) (ne1 : e ≠ k1) (ne2 : e ≠ k2)
    (ne3 : e ≠ k3) (c1 : IsCorner q1 k1) (c2 : IsCorner q1 k2) (c3 : IsCorner q1 k3)
    (a1 : k1 ∈ A) (a2 : k2 ∈ A) (a3 : k3 ∈ A) (n12 : k1 ≠ k2) (n13 : k1 ≠ k3)
    (n23 : k2 ≠ k3) : ∃ f : Frame, 1 ≤ f.s ∧ ∀ s, s ∈ A → InFrame f s := by
  obtain ⟨f, hf, f1, f2⟩ := shared_frame q1 q2 p r hd1 hd2 p1 r1 p2 r2 npr nq
  refine ⟨f, hf, fun s hs => ?_⟩
  by_cases nse : s = e
  · rw [nse]; exact f2 _ he
  by_cases ns1 : s = k1
  · rw [ns1]; exact f1 _ c1
  by_cases ns2 : s = k2
  · rw [ns2]; exact f1 _ c2
  by_cases ns3 : s = k3
  · rw [ns3]; exact f1 _ c3
  exact (five A s e k1 k2 k3 lA hs eA a1 a2 a3 nse ns1 ns2 ns3 ne1 ne2 ne3 n12 n13 n23).elim

/-- Four different stones `A`, two different cells `t1`, `t2`, `t2` outside `A`, and squares
`q1` through `t1` and `q2` through `t2` whose other corners are stones of `A`: the stones lie
in one frame. -/
theorem frame_core (A : List Cell) (q1 q2 : Square) (t1 t2 : Cell) (lA : A.length = 4)
    (hd1 : 1 ≤ q1.d) (hd2 : 1 ≤ q2.d) (ht1 : IsCorner q1 t1) (ht2 : IsCorner q2 t2)
    (nt : t1 ≠ t2) (n2 : t2 ∉ A) (hq1 : ∀ k, IsCorner q1 k → k ≠ t1 → k ∈ A)
    (hq2 : ∀ k, IsCorner q2 k → k ≠ t2 → k ∈ A) :
    ∃ f : Frame, 1 ≤ f.s ∧ ∀ s, s ∈ A → InFrame f s := by
  have nq : q1 ≠ q2 := by
    intro e
    subst e
    exact n2 (hq1 _ ht2 (fun e => nt e.symm))
  obtain ⟨k1, k2, k3, -, n12, n13, n23, c1, c2, c3, m1, m2, m3⟩ := others q1 t1 hd1 ht1
  obtain ⟨l1, l2, l3, -, o12, o13, o23, d1, d2, d3, u1, u2, u3⟩ := others q2 t2 hd2 ht2
  have a1 := hq1 _ c1 m1
  have a2 := hq1 _ c2 m2
  have a3 := hq1 _ c3 m3
  have b1 := hq2 _ d1 u1
  have b2 := hq2 _ d2 u2
  have b3 := hq2 _ d3 u3
  -- each corner `l` of `q2` other than `t2` is one of the stones `k` on `q1`, or none of them
  have on1 : ∀ l, (l = k1 ∨ l = k2 ∨ l = k3) → IsCorner q1 l := by
    intro l hl
    rcases hl with e | e | e <;> rw [e] <;> assumption
  rcases inK_dec l1 k1 k2 k3 with i1 | ⟨e11, e12, e13⟩ <;>
  rcases inK_dec l2 k1 k2 k3 with i2 | ⟨e21, e22, e23⟩ <;>
  rcases inK_dec l3 k1 k2 k3 with i3 | ⟨e31, e32, e33⟩
  · -- all three: `q1 = q2`
    exact absurd (three_fix q1 q2 l1 l2 l3 hd1 hd2 (on1 _ i1) (on1 _ i2) (on1 _ i3)
      d1 d2 d3 o12 o13 o23) nq
  · exact frame_finish A q1 q2 l1 l2 l3 k1 k2 k3 lA hd1 hd2 nq (on1 _ i1) (on1 _ i2) d1 d2 o12
      d3 b3 e31 e32 e33 c1 c2 c3 a1 a2 a3 n12 n13 n23
  · exact frame_finish A q1 q2 l1 l3 l2 k1 k2 k3 lA hd1 hd2 nq (on1 _ i1) (on1 _ i3) d1 d3 o13
      d2 b2 e21 e22 e23 c1 c2 c3 a1 a2 a3 n12 n13 n23
  · exact (five A l2 l3 k1 k2 k3 lA b2 b3 a1 a2 a3 o23 e21 e22 e23 e31 e32 e33 n12 n13
      n23).elim
  · exact frame_finish A q1 q2 l2 l3 l1 k1 k2 k3 lA hd1 hd2 nq (on1 _ i2) (on1 _ i3) d2 d3 o23
      d1 b1 e11 e12 e13 c1 c2 c3 a1 a2 a3 n12 n13 n23
  · exact (five A l1 l3 k1 k2 k3 lA b1 b3 a1 a2 a3 o13 e11 e12 e13 e31 e32 e33 n12 n13
      n23).elim
  · exact (five A l1 l2 k1 k2 k3 lA b1 b2 a1 a2 a3 o12 e11 e12 e13 e21 e22 e23 n12 n13
      n23).elim
  · exact (five A l1 l2 k1 k2 k3 lA b1 b2 a1 a2 a3 o12 e11 e12 e13 e21 e22 e23 n12 n13
      n23).elim

/-- The square of `Lemmas.completes_iff`, by coordinates. -/
theorem square_of_completes {n : Nat} {A : List Cell} {t : Cell}
    (hA : ∀ s, s ∈ A → OnBoard n s) (h : Completes n A t) :
    ∃ q : Square, 1 ≤ q.d ∧ IsCorner q t ∧ ∀ k, IsCorner q k → k ≠ t → k ∈ A := by
  obtain ⟨q, hq, ht, hk⟩ := (completes_iff n A t hA).mp h
  have hd : 1 ≤ q.d := by
    obtain ⟨h1, -, -⟩ := hq
    exact h1
  exact ⟨q, hd, (isCorner_iff q t).mp ht,
    fun k hc hne => hk k ((isCorner_iff q k).mpr hc) hne⟩

/-- **The frame lemma** (docs/FASTEST.md §5, Lemma L11 step 1): four different P1 stones `A`
on the board with two different free threat cells `t1`, `t2` (cells outside `A`, each
completing a square whose other three corners are stones of `A`) lie in one frame. -/
theorem frame_of_double_threat (n : Nat) (A : List Cell) (t1 t2 : Cell) (lA : A.length = 4)
    (hb : ∀ s, s ∈ A → OnBoard n s) (n1 : t1 ∉ A) (n2 : t2 ∉ A) (nt : t1 ≠ t2)
    (c1 : Completes n A t1) (c2 : Completes n A t2) :
    ∃ f : Frame, 1 ≤ f.s ∧ ∀ s, s ∈ A → InFrame f s := by
  obtain ⟨q1, hd1, ht1, hq1⟩ := square_of_completes hb c1
  obtain ⟨q2, hd2, ht2, hq2⟩ := square_of_completes hb c2
  exact frame_core A q1 q2 t1 t2 lA hd1 hd2 ht1 ht2 nt n2 hq1 hq2

/-! ## The pair lemma -/

/-- Two of three equally spaced values are `0`, `s` or `2s` apart. -/
theorem dist3 (a s u v : Nat) (hu : u = a ∨ u = a + s ∨ u = a + 2 * s)
    (hv : v = a ∨ v = a + s ∨ v = a + 2 * s) :
    dist u v = 0 ∨ dist u v = s ∨ dist u v = 2 * s := by
  have h := dist_spec u v
  omega

/-- Two of two values `s` apart are `0` or `s` apart. -/
theorem dist2 (a s u v : Nat) (hu : u = a ∨ u = a + s) (hv : v = a ∨ v = a + s) :
    dist u v = 0 ∨ dist u v = s := by
  have h := dist_spec u v
  omega

/-- Different values are a nonzero distance apart. -/
theorem dist_pos (u v : Nat) (h : u ≠ v) : dist u v ≠ 0 := by
  have h' := dist_spec u v
  omega

/-- Different cells are a nonzero distance apart in a coordinate. -/
theorem dist_nz (p r : Cell) (npr : p ≠ r) : dist p.x r.x ≠ 0 ∨ dist p.y r.y ≠ 0 := by
  obtain ⟨px, py⟩ := p
  obtain ⟨rx, ry⟩ := r
  by_cases ex : px = rx
  · by_cases ey : py = ry
    · exact absurd (cell_eq ex ey) npr
    · exact Or.inr (dist_pos _ _ ey)
  · exact Or.inl (dist_pos _ _ ex)

/-- The differences of two different cells of a tall frame. -/
theorem pairDist_tall (s dx dy : Nat) (hx : dx = 0 ∨ dx = s) (hy : dy = 0 ∨ dy = s ∨ dy = 2 * s)
    (nz : dx ≠ 0 ∨ dy ≠ 0) : PairDist s dx dy := by
  unfold PairDist
  omega

/-- The differences of two different cells of a wide frame. -/
theorem pairDist_wide (s dx dy : Nat) (hx : dx = 0 ∨ dx = s ∨ dx = 2 * s) (hy : dy = 0 ∨ dy = s)
    (nz : dx ≠ 0 ∨ dy ≠ 0) : PairDist s dx dy := by
  unfold PairDist
  omega

/-- Two different cells of a frame differ in one of the pair forms, with the frame's spacing. -/
theorem pair_of_frame (f : Frame) (p r : Cell) (hp : InFrame f p) (hr : InFrame f r)
    (npr : p ≠ r) : PairForm f.s p r := by
  obtain ⟨x0, y0, s, tall⟩ := f
  obtain ⟨px, py⟩ := p
  obtain ⟨rx, ry⟩ := r
  have nz : dist px rx ≠ 0 ∨ dist py ry ≠ 0 := dist_nz ⟨px, py⟩ ⟨rx, ry⟩ npr
  cases tall with
  | true =>
    have hp' : (px = x0 ∨ px = x0 + s) ∧ (py = y0 ∨ py = y0 + s ∨ py = y0 + 2 * s) := hp
    have hr' : (rx = x0 ∨ rx = x0 + s) ∧ (ry = y0 ∨ ry = y0 + s ∨ ry = y0 + 2 * s) := hr
    exact pairDist_tall s (dist px rx) (dist py ry) (dist2 x0 s px rx hp'.1 hr'.1)
      (dist3 y0 s py ry hp'.2 hr'.2) nz
  | false =>
    have hp' : (px = x0 ∨ px = x0 + s ∨ px = x0 + 2 * s) ∧ (py = y0 ∨ py = y0 + s) := hp
    have hr' : (rx = x0 ∨ rx = x0 + s ∨ rx = x0 + 2 * s) ∧ (ry = y0 ∨ ry = y0 + s) := hr
    exact pairDist_wide s (dist px rx) (dist py ry) (dist3 x0 s px rx hp'.1 hr'.1)
      (dist2 y0 s py ry hp'.2 hr'.2) nz

/-- Two different corners of a square differ in a pair form, `(s, 0)` or `(s, s)` with `s`
its side. -/
theorem pair_of_square (q : Square) (p r : Cell) (hd : 1 ≤ q.d) (hp : IsCorner q p)
    (hr : IsCorner q r) (npr : p ≠ r) : PairForm q.d p r := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨px, py⟩ := p
  obtain ⟨rx, ry⟩ := r
  have hp' : (px = qx ∨ px = qx + d) ∧ (py = qy ∨ py = qy + d) := hp
  have hr' : (rx = qx ∨ rx = qx + d) ∧ (ry = qy ∨ ry = qy + d) := hr
  have nz : dist px rx ≠ 0 ∨ dist py ry ≠ 0 := dist_nz ⟨px, py⟩ ⟨rx, ry⟩ npr
  rcases dist2 qy d py ry hp'.2 hr'.2 with hy | hy
  · exact pairDist_tall d (dist px rx) (dist py ry) (dist2 qx d px rx hp'.1 hr'.1) (Or.inl hy) nz
  · exact pairDist_tall d (dist px rx) (dist py ry) (dist2 qx d px rx hp'.1 hr'.1)
      (Or.inr (Or.inl hy)) nz

/-- With two different free threat cells, every two of P1's four stones differ in one of the
pair forms, for one spacing `s ≥ 1` (the frame's). -/
theorem double_threat_pairs (n : Nat) (A : List Cell) (t1 t2 : Cell) (lA : A.length = 4)
    (hb : ∀ s, s ∈ A → OnBoard n s) (n1 : t1 ∉ A) (n2 : t2 ∉ A) (nt : t1 ≠ t2)
    (c1 : Completes n A t1) (c2 : Completes n A t2) :
    ∃ s, 1 ≤ s ∧ ∀ p r, p ∈ A → r ∈ A → p ≠ r → PairForm s p r := by
  obtain ⟨f, hf, hin⟩ := frame_of_double_threat n A t1 t2 lA hb n1 n2 nt c1 c2
  exact ⟨f.s, hf, fun p r hp hr npr => pair_of_frame f p r (hin p hp) (hin r hr) npr⟩

/-- **No double threat without a pair form** (Lemma L11 step 2): if two different stones `a`,
`b` among P1's four stones differ in no pair form for any `s ≥ 1`, P1 holds at most one free
threat cell. -/
theorem no_double_threat (n : Nat) (A : List Cell) (a b t1 t2 : Cell) (lA : A.length = 4)
    (hb : ∀ s, s ∈ A → OnBoard n s) (ha : a ∈ A) (hbA : b ∈ A) (nab : a ≠ b)
    (hno : ∀ s, 1 ≤ s → ¬ PairForm s a b) (n1 : t1 ∉ A) (n2 : t2 ∉ A)
    (c1 : Completes n A t1) (c2 : Completes n A t2) : t1 = t2 := by
  rcases cell_dec t1 t2 with e | nt
  · exact e
  · obtain ⟨s, hs, hp⟩ := double_threat_pairs n A t1 t2 lA hb n1 n2 nt c1 c2
    exact (hno s hs (hp a b ha hbA nab)).elim

/-! ## Ply 9: frames and bowties -/

/-- `completes_iff` forwards, keeping the square on the board. -/
theorem board_square_of_completes {n : Nat} {S : List Cell} {t : Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) (h : Completes n S t) :
    ∃ q : Square, SquareOnBoard n q ∧ IsCorner q t ∧ ∀ k, IsCorner q k → k ≠ t → k ∈ S := by
  obtain ⟨q, hq, ht, hk⟩ := (completes_iff n S t hS).mp h
  exact ⟨q, hq, (isCorner_iff q t).mp ht,
    fun k hc hne => hk k ((isCorner_iff q k).mpr hc) hne⟩

/-- A square completed for `m :: A` at `t` but not for `A` has `m` as a corner; its two
corners other than `t` and `m` are different stones of `A`, and it has no other corner. -/
theorem through_move {n : Nat} {A : List Cell} {m t : Cell} (hb : ∀ s, s ∈ m :: A → OnBoard n s)
    (nt : t ∉ m :: A) (c : Completes n (m :: A) t) (nc : ¬ Completes n A t) :
    ∃ (q : Square) (a1 a2 : Cell), 1 ≤ q.d ∧ IsCorner q t ∧ IsCorner q m ∧ IsCorner q a1 ∧
      IsCorner q a2 ∧ a1 ≠ a2 ∧ a1 ≠ m ∧ a2 ≠ m ∧ a1 ∈ A ∧ a2 ∈ A ∧
      (∀ k, IsCorner q k → k ≠ t → k ∈ m :: A) ∧
      (∀ k, IsCorner q k → k = t ∨ k = m ∨ k = a1 ∨ k = a2) := by
  obtain ⟨q, hq, ht, hk⟩ := board_square_of_completes hb c
  have hd : 1 ≤ q.d := by
    obtain ⟨h1, -, -⟩ := hq
    exact h1
  have hm : IsCorner q m := by
    by_cases i : m ∈ q.corners
    · exact (isCorner_iff q m).mp i
    · refine absurd ((completes_iff n A t (fun s h => hb s (List.mem_cons_of_mem _ h))).mpr
        ⟨q, hq, (isCorner_iff q t).mpr ht, fun k hc nkt => ?_⟩) nc
      rcases List.mem_cons.mp (hk k ((isCorner_iff q k).mp hc) nkt) with e | h
      · rw [e] at hc
        exact absurd hc i
      · exact h
  have nmt : m ≠ t := fun e => nt (List.mem_cons.mpr (Or.inl e.symm))
  obtain ⟨a1, a2, n12, c1, c2, t1, t2, m1, m2, hall⟩ := two_others q t m hd ht hm nmt
  have i1 : a1 ∈ A := by
    rcases List.mem_cons.mp (hk a1 c1 t1) with e | h
    · exact absurd e m1
    · exact h
  have i2 : a2 ∈ A := by
    rcases List.mem_cons.mp (hk a2 c2 t2) with e | h
    · exact absurd e m2
    · exact h
  exact ⟨q, a1, a2, hd, ht, hm, c1, c2, n12, m1, m2, i1, i2, hk, hall⟩

/-- The frame case of `frame_or_bowtie`: two different squares through `m` sharing the stone
`p`, with the corners `a` and `b` besides, lie in one frame, and `a ≠ b`. -/
theorem frame_case (q1 q2 : Square) (m p a b : Cell) (hd1 : 1 ≤ q1.d)
    (hd2 : 1 ≤ q2.d) (nq : q1 ≠ q2) (m1 : IsCorner q1 m) (p1 : IsCorner q1 p)
    (a1 : IsCorner q1 a) (m2 : IsCorner q2 m) (p2 : IsCorner q2 p) (b2 : IsCorner q2 b)
    (nmp : m ≠ p) (nma : m ≠ a) (npa : p ≠ a) :
    a ≠ b ∧ ∃ f : Frame, 1 ≤ f.s ∧ InFrame f m ∧ InFrame f p ∧ InFrame f a ∧ InFrame f b := by
  obtain ⟨f, hf, f1, f2⟩ := shared_frame q1 q2 m p hd1 hd2 m1 p1 m2 p2 nmp nq
  have nab : a ≠ b := by
    intro e
    rw [← e] at b2
    exact nq (three_fix q1 q2 m p a hd1 hd2 m1 p1 a1 m2 p2 b2 nmp nma npa)
  exact ⟨nab, f, hf, f1 _ m1, f1 _ p1, f1 _ a1, f2 _ b2⟩

/-- The frame case packed as `frame_or_bowtie` states it: the frame holds `m` and three
different stones `p`, `a`, `b` of `A`, and the two squares are `t1`, `m`, `p`, `a` and `t2`,
`m`, `p`, `b` (every corner one of these). -/
theorem frame_pack (A : List Cell) (q1 q2 : Square) (m t1 t2 p a b : Cell) (hd1 : 1 ≤ q1.d)
    (hd2 : 1 ≤ q2.d) (nq : q1 ≠ q2) (m1 : IsCorner q1 m) (p1 : IsCorner q1 p)
    (a1 : IsCorner q1 a) (t1' : IsCorner q1 t1) (m2 : IsCorner q2 m) (p2 : IsCorner q2 p)
    (b2 : IsCorner q2 b) (t2' : IsCorner q2 t2) (nmp : m ≠ p) (nma : m ≠ a) (npa : p ≠ a)
    (npb : p ≠ b) (pA : p ∈ A) (aA : a ∈ A) (bA : b ∈ A)
    (all1 : ∀ k, IsCorner q1 k → k = t1 ∨ k = m ∨ k = p ∨ k = a)
    (all2 : ∀ k, IsCorner q2 k → k = t2 ∨ k = m ∨ k = p ∨ k = b) :
    ∃ (f : Frame) (q1 q2 : Square) (p a b : Cell), 1 ≤ f.s ∧ InFrame f m ∧ p ∈ A ∧ a ∈ A ∧
      b ∈ A ∧ p ≠ a ∧ p ≠ b ∧ a ≠ b ∧ InFrame f p ∧ InFrame f a ∧ InFrame f b ∧
      IsCorner q1 m ∧ IsCorner q1 t1 ∧ IsCorner q2 m ∧ IsCorner q2 t2 ∧
      (∀ k, IsCorner q1 k → k = t1 ∨ k = m ∨ k = p ∨ k = a) ∧
      (∀ k, IsCorner q2 k → k = t2 ∨ k = m ∨ k = p ∨ k = b) := by
  obtain ⟨nab, f, hf, fm, fp, fa, fb⟩ :=
    frame_case q1 q2 m p a b hd1 hd2 nq m1 p1 a1 m2 p2 b2 nmp nma npa
  exact ⟨f, q1, q2, p, a, b, hf, fm, pA, aA, bA, npa, npb, nab, fp, fa, fb, m1, t1', m2, t2',
    all1, all2⟩

/-- **Ply 9: frames and bowties** (docs/FASTEST.md §5): P1's stones `A` (different, on the
board) leave P1 no free threat cell (here: `t1` and `t2` complete no square of `A`); P1 plays
`m` and then holds two different free threat cells `t1`, `t2`. Then either `m` and three
different stones `p`, `a`, `b` of `A` lie in one frame, and the two threat squares are made of
`t1`, `m`, `p`, `a` and of `t2`, `m`, `p`, `b` (the frame case: the ply-7 double threat, made at
ply 9; a stone of `A` on either square is one of the frame's three), or the two squares share
only `m`, each holding two of the stones, four different stones in all (the bowtie case). -/
theorem frame_or_bowtie (n : Nat) (A : List Cell) (m t1 t2 : Cell)
    (hb : ∀ s, s ∈ m :: A → OnBoard n s) (nmA : m ∉ A) (n1 : t1 ∉ m :: A) (n2 : t2 ∉ m :: A)
    (nt : t1 ≠ t2) (c1 : Completes n (m :: A) t1) (c2 : Completes n (m :: A) t2)
    (nc1 : ¬ Completes n A t1) (nc2 : ¬ Completes n A t2) :
    (∃ (f : Frame) (q1 q2 : Square) (p a b : Cell), 1 ≤ f.s ∧ InFrame f m ∧ p ∈ A ∧ a ∈ A ∧
      b ∈ A ∧ p ≠ a ∧ p ≠ b ∧ a ≠ b ∧ InFrame f p ∧ InFrame f a ∧ InFrame f b ∧
      IsCorner q1 m ∧ IsCorner q1 t1 ∧ IsCorner q2 m ∧ IsCorner q2 t2 ∧
      (∀ k, IsCorner q1 k → k = t1 ∨ k = m ∨ k = p ∨ k = a) ∧
      (∀ k, IsCorner q2 k → k = t2 ∨ k = m ∨ k = p ∨ k = b)) ∨
    (∃ (q1 q2 : Square) (a1 a2 a3 a4 : Cell), 1 ≤ q1.d ∧ 1 ≤ q2.d ∧
      IsCorner q1 m ∧ IsCorner q1 a1 ∧ IsCorner q1 a2 ∧ IsCorner q1 t1 ∧
      IsCorner q2 m ∧ IsCorner q2 a3 ∧ IsCorner q2 a4 ∧ IsCorner q2 t2 ∧
      a1 ∈ A ∧ a2 ∈ A ∧ a3 ∈ A ∧ a4 ∈ A ∧
      a1 ≠ a2 ∧ a1 ≠ a3 ∧ a1 ≠ a4 ∧ a2 ≠ a3 ∧ a2 ≠ a4 ∧ a3 ≠ a4) := by
  obtain ⟨q1, a1, a2, hd1, ht1, hm1, h1, h2, n12, m1, m2, i1, i2, hk1, all1⟩ :=
    through_move hb n1 c1 nc1
  obtain ⟨q2, a3, a4, hd2, ht2, hm2, h3, h4, n34, m3, m4, i3, i4, -, all2⟩ :=
    through_move hb n2 c2 nc2
  have nq : q1 ≠ q2 := by
    intro e
    subst e
    exact n2 (hk1 _ ht2 (fun e => nt e.symm))
  -- the two squares' corners, in the order `frame_pack` names them
  have all1' : ∀ k, IsCorner q1 k → k = t1 ∨ k = m ∨ k = a2 ∨ k = a1 := by
    intro k hk
    rcases all1 k hk with e | e | e | e
    · exact Or.inl e
    · exact Or.inr (Or.inl e)
    · exact Or.inr (Or.inr (Or.inr e))
    · exact Or.inr (Or.inr (Or.inl e))
  have all2' : ∀ k, IsCorner q2 k → k = t2 ∨ k = m ∨ k = a4 ∨ k = a3 := by
    intro k hk
    rcases all2 k hk with e | e | e | e
    · exact Or.inl e
    · exact Or.inr (Or.inl e)
    · exact Or.inr (Or.inr (Or.inr e))
    · exact Or.inr (Or.inr (Or.inl e))
  by_cases e31 : a3 = a1
  · rw [e31] at h3 all2
    exact Or.inl (frame_pack A q1 q2 m t1 t2 a1 a2 a4 hd1 hd2 nq hm1 h1 h2 ht1 hm2 h3 h4 ht2
      (fun e => m1 e.symm) (fun e => m2 e.symm) n12 (fun e => n34 (e31.trans e)) i1 i2 i4
      all1 all2)
  by_cases e32 : a3 = a2
  · rw [e32] at h3 all2
    exact Or.inl (frame_pack A q1 q2 m t1 t2 a2 a1 a4 hd1 hd2 nq hm1 h2 h1 ht1 hm2 h3 h4 ht2
      (fun e => m2 e.symm) (fun e => m1 e.symm) (fun e => n12 e.symm)
      (fun e => n34 (e32.trans e)) i2 i1 i4 all1' all2)
  by_cases e41 : a4 = a1
  · rw [e41] at h4 all2'
    exact Or.inl (frame_pack A q1 q2 m t1 t2 a1 a2 a3 hd1 hd2 nq hm1 h1 h2 ht1 hm2 h4 h3 ht2
      (fun e => m1 e.symm) (fun e => m2 e.symm) n12 (fun e => n34 (e.symm.trans e41.symm)) i1 i2
      i3 all1 all2')
  by_cases e42 : a4 = a2
  · rw [e42] at h4 all2'
    exact Or.inl (frame_pack A q1 q2 m t1 t2 a2 a1 a3 hd1 hd2 nq hm1 h2 h1 ht1 hm2 h4 h3 ht2
      (fun e => m2 e.symm) (fun e => m1 e.symm) (fun e => n12 e.symm)
      (fun e => n34 (e.symm.trans e42.symm)) i2 i1 i3 all1' all2')
  exact Or.inr ⟨q1, q2, a1, a2, a3, a4, hd1, hd2, hm1, h1, h2, ht1, hm2, h3, h4, ht2,
    i1, i2, i3, i4, n12, fun e => e31 e.symm, fun e => e41 e.symm, fun e => e32 e.symm,
    fun e => e42 e.symm, n34⟩

/-- A stone of `s4 :: S` other than `s4` is a stone of `S`. -/
theorem in_rest {s4 x : Cell} {S : List Cell} (h : x ∈ s4 :: S) (ne : x ≠ s4) : x ∈ S := by
  rcases List.mem_cons.mp h with e | h'
  · exact absurd e ne
  · exact h'

/-- **No ply-9 double threat from unrelated first stones** (docs/FASTEST.md §5, "How many
units", its first step): if no two of P1's first three stones `s1`, `s2`, `s3` differ in a
pair form, then where P1's four stones made no free threat cell, its ply-9 move `m` makes no
two, whatever its fourth stone `s4` and whatever P2 holds: a frame would hold three of the
four stones, two of them among the first three (`pair_of_frame`); a bowtie holds two pairs of
corners of squares through `m`, one pair among the first three (`pair_of_square`). -/
theorem no_ply9_double_threat (n : Nat) (s1 s2 s3 s4 m t1 t2 : Cell)
    (hb : ∀ s, s ∈ [m, s4, s3, s2, s1] → OnBoard n s) (nmA : m ∉ [s4, s3, s2, s1])
    (n1 : t1 ∉ [m, s4, s3, s2, s1]) (n2 : t2 ∉ [m, s4, s3, s2, s1])
    (c1 : Completes n [m, s4, s3, s2, s1] t1) (c2 : Completes n [m, s4, s3, s2, s1] t2)
    (nc1 : ¬ Completes n [s4, s3, s2, s1] t1) (nc2 : ¬ Completes n [s4, s3, s2, s1] t2)
    (hno : ∀ p r s, p ∈ [s3, s2, s1] → r ∈ [s3, s2, s1] → p ≠ r → 1 ≤ s →
      ¬ PairForm s p r) :
    t1 = t2 := by
  rcases cell_dec t1 t2 with e | nt
  · exact e
  exfalso
  rcases frame_or_bowtie n [s4, s3, s2, s1] m t1 t2 hb nmA n1 n2 nt c1 c2 nc1 nc2 with
    ⟨f, _, _, p, a, b, hf, -, hp, ha, hbA, npa, npb, nab, fp, fa, fb, -⟩ |
    ⟨q1, q2, a1, a2, a3, a4, hd1, hd2, -, h1, h2, -, -, h3, h4, -, i1, i2, i3, i4, n12, n13,
      n14, n23, n24, n34⟩
  · -- a frame holds three of the stones; two of them are among the first three
    by_cases ps4 : p = s4
    · rw [ps4] at npa npb
      exact hno a b f.s (in_rest ha (fun e => npa e.symm)) (in_rest hbA (fun e => npb e.symm))
        nab hf (pair_of_frame f a b fa fb nab)
    · by_cases as4 : a = s4
      · rw [as4] at nab
        exact hno p b f.s (in_rest hp ps4) (in_rest hbA (fun e => nab e.symm)) npb hf
          (pair_of_frame f p b fp fb npb)
      · exact hno p a f.s (in_rest hp ps4) (in_rest ha as4) npa hf
          (pair_of_frame f p a fp fa npa)
  · -- a bowtie: one of its two pairs avoids the fourth stone
    by_cases a1s4 : a1 = s4
    · rw [a1s4] at n13 n14
      exact hno a3 a4 q2.d (in_rest i3 (fun e => n13 e.symm)) (in_rest i4 (fun e => n14 e.symm))
        n34 hd2 (pair_of_square q2 a3 a4 hd2 h3 h4 n34)
    · by_cases a2s4 : a2 = s4
      · rw [a2s4] at n23 n24
        exact hno a3 a4 q2.d (in_rest i3 (fun e => n23 e.symm))
          (in_rest i4 (fun e => n24 e.symm)) n34 hd2 (pair_of_square q2 a3 a4 hd2 h3 h4 n34)
      · exact hno a1 a2 q1.d (in_rest i1 a1s4) (in_rest i2 a2s4) n12 hd1
          (pair_of_square q1 a1 a2 hd1 h1 h2 n12)

/-! ## Lemma L: no square before ply 9, on every board -/

/-- Three different cells are not all among two stones. -/
theorem three (A : List Cell) (a b c : Cell) (lA : A.length ≤ 2) (ha : a ∈ A) (hb : b ∈ A)
    (hc : c ∈ A) (nab : a ≠ b) (nac : a ≠ c) (nbc : b ≠ c) : False := by
  have hK : [a, b, c].Pairwise (· ≠ ·) := by
    refine List.pairwise_cons.mpr ⟨fun k hk => ?_, List.pairwise_cons.mpr ⟨fun k hk => ?_,
      List.Pairwise.cons (fun _ h => nomatch h) List.Pairwise.nil⟩⟩
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      subst hk
      assumption
  refine pigeon A [a, b, c] hK (fun k hk => ?_)
    (by simp only [List.length_cons, List.length_nil] <;> omega)
  simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
  rcases hk with rfl | rfl | rfl <;> assumption

/-- Four different cells are not all among three stones. -/
theorem four (A : List Cell) (a b c d : Cell) (lA : A.length = 3) (ha : a ∈ A) (hb : b ∈ A)
    (hc : c ∈ A) (hd : d ∈ A) (nab : a ≠ b) (nac : a ≠ c) (nad : a ≠ d) (nbc : b ≠ c)
    (nbd : b ≠ d) (ncd : c ≠ d) : False := by
  have hK : [a, b, c, d].Pairwise (· ≠ ·) := by
    refine List.pairwise_cons.mpr ⟨fun k hk => ?_, List.pairwise_cons.mpr ⟨fun k hk => ?_,
      List.pairwise_cons.mpr ⟨fun k hk => ?_,
      List.Pairwise.cons (fun _ h => nomatch h) List.Pairwise.nil⟩⟩⟩
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      rcases hk with rfl | rfl <;> assumption
    · simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
      subst hk
      assumption
  refine pigeon A [a, b, c, d] hK (fun k hk => ?_)
    (by simp only [List.length_cons, List.length_nil] <;> omega)
  simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
  rcases hk with rfl | rfl | rfl | rfl <;> assumption

/-- A square through `t` whose three other corners are stones of `A`, three stones: every
stone is a corner of it (else four different cells among three stones). -/
theorem all_corners {A : List Cell} {q : Square} {t : Cell} (lA : A.length = 3) (hd : 1 ≤ q.d)
    (ht : IsCorner q t) (hk : ∀ k, IsCorner q k → k ≠ t → k ∈ A) :
    ∀ s, s ∈ A → IsCorner q s := by
  intro s hs
  obtain ⟨k1, k2, k3, -, n12, n13, n23, c1, c2, c3, m1, m2, m3⟩ := others q t hd ht
  rcases inK_dec s k1 k2 k3 with (e | e | e) | ⟨e1, e2, e3⟩
  · rw [e]; exact c1
  · rw [e]; exact c2
  · rw [e]; exact c3
  · exact (four A s k1 k2 k3 lA hs (hk _ c1 m1) (hk _ c2 m2) (hk _ c3 m3) e1 e2 e3 n12 n13
      n23).elim

/-- Two stones complete no square (a square has three corners besides the completing cell). -/
theorem no_completes_two {n : Nat} {S : List Cell} {c : Cell} (hl : S.length ≤ 2)
    (hS : ∀ s, s ∈ S → OnBoard n s) : ¬ Completes n S c := by
  intro h
  obtain ⟨q, hd, ht, hk⟩ := square_of_completes hS h
  obtain ⟨k1, k2, k3, -, n12, n13, n23, c1, c2, c3, m1, m2, m3⟩ := others q c hd ht
  exact three S k1 k2 k3 hl (hk _ c1 m1) (hk _ c2 m2) (hk _ c3 m3) n12 n13 n23

/-- Three stones make at most one threat cell: the squares through two completing cells hold
the three stones as corners, so they are one square (`three_fix`), whose corner outside the
stones is one cell. -/
theorem one_threat {n : Nat} {A : List Cell} {t t' : Cell} (lA : A.length = 3)
    (hA : ∀ s, s ∈ A → OnBoard n s) (nt' : t' ∉ A) (c : Completes n A t)
    (c' : Completes n A t') : t = t' := by
  obtain ⟨q, hd, ht, hk⟩ := square_of_completes hA c
  obtain ⟨q', hd', ht', hk'⟩ := square_of_completes hA c'
  obtain ⟨k1, k2, k3, hall, n12, n13, n23, c1, c2, c3, m1, m2, m3⟩ := others q t hd ht
  have on2 := all_corners lA hd' ht' hk'
  have hq : q = q' := three_fix q q' k1 k2 k3 hd hd' c1 c2 c3
    (on2 _ (hk _ c1 m1)) (on2 _ (hk _ c2 m2)) (on2 _ (hk _ c3 m3)) n12 n13 n23
  rw [← hq] at ht'
  rcases hall t' ht' with e | e | e | e
  · exact e.symm
  · exact (nt' (by rw [e]; exact hk _ c1 m1)).elim
  · exact (nt' (by rw [e]; exact hk _ c2 m2)).elim
  · exact (nt' (by rw [e]; exact hk _ c3 m3)).elim

/-- Three stones two of which differ in no pair form make no threat cell (Lemma L11 step 2, at
ply 5): a square with three of them as corners has both as corners (`all_corners`), and two
corners of a square differ in a pair form (`pair_of_square`). -/
theorem no_threat_unrelated {n : Nat} {A : List Cell} {a b t : Cell} (lA : A.length = 3)
    (hA : ∀ s, s ∈ A → OnBoard n s) (ha : a ∈ A) (hb : b ∈ A) (nab : a ≠ b)
    (hno : ∀ s, 1 ≤ s → ¬ PairForm s a b) : ¬ Completes n A t := by
  intro hc
  obtain ⟨q, hd, ht, hk⟩ := square_of_completes hA hc
  have onq := all_corners lA hd ht hk
  exact hno q.d hd (pair_of_square q a b hd (onq a ha) (onq b hb) nab)

/-- P2's answer at ply 6 in `lemma_l`: P1's first free threat cell, else the lowest free
cell. -/
def blockAnswer (n : Nat) (A B : List Cell) : Cell :=
  match threatCells n A A B with
  | c :: _ => c
  | [] => firstFree n A B

/-- `blockAnswer` is a free cell of the board when one is left. -/
theorem blockAnswer_spec {n : Nat} {A B : List Cell} (hnf : ¬ IsFull n A B) :
    OnBoard n (blockAnswer n A B) ∧ Free A B (blockAnswer n A B) := by
  unfold blockAnswer
  cases e : threatCells n A A B with
  | cons c l =>
    have hc : c ∈ threatCells n A A B := by rw [e]; exact List.Mem.head _
    obtain ⟨h1, h2, _⟩ := threatCells_spec.mp hc
    exact ⟨h1, h2⟩
  | nil => exact firstFree_spec hnf

/-- A P2 turn answered by `answer (m :: A) B`, a free cell of the board whenever one is left
(`firstFree` or `blockAnswer`). -/
theorem delay_with {n k : Nat} {A B : List Cell} (answer : List Cell → List Cell → Cell)
    (hans : ∀ A' B', ¬ IsFull n A' B' → OnBoard n (answer A' B') ∧ Free A' B' (answer A' B'))
    (h1 : ∀ m, OnBoard n m → Free A B m → ¬ Completes n A m)
    (h2 : ∀ m, OnBoard n m → Free A B m → ¬ IsFull n (m :: A) B →
      P2CanDelay n k (m :: A) (answer (m :: A) B :: B)) : P2CanDelay n k A B :=
  .step A B (fun m => answer (m :: A) B) h1 (fun m _ _ hnf => hans (m :: A) B hnf)
    (fun m hm hf hnf _ => h2 m hm hf hnf)

/-- P2's block holds when P1 has at most one free threat cell: if two free cells of the board
that complete a square of `A` are always one cell, a cell still free after P2's answer
`blockAnswer n A B` completes none. -/
theorem blocked_free {n : Nat} {A B : List Cell} {c : Cell}
    (uniq : ∀ t t', OnBoard n t → OnBoard n t' → Free A B t → Free A B t' →
      Completes n A t → Completes n A t' → t = t')
    (hcb : OnBoard n c) (hfc : Free A (blockAnswer n A B :: B) c) : ¬ Completes n A c := by
  intro hc
  obtain ⟨hcA, hcB⟩ := (free_spec _ _ c).mp hfc
  have hfree : Free A B c := (free_spec _ _ c).mpr ⟨hcA, fun h => hcB (List.Mem.tail _ h)⟩
  -- `c` was a free threat cell of `A` before P2's answer, so it is that answer
  have hin : c ∈ threatCells n A A B := threatCells_spec.mpr ⟨hcb, hfree, hc⟩
  unfold blockAnswer at hcB
  cases e : threatCells n A A B with
  | nil =>
    rw [e] at hin
    exact nomatch hin
  | cons c0 l =>
    rw [e] at hcB
    have h0 : c0 ∈ threatCells n A A B := by rw [e]; exact List.Mem.head _
    obtain ⟨hb0, hf0, hc0⟩ := threatCells_spec.mp h0
    have hcc : c = c0 := uniq c c0 hcb hb0 hfree hf0 hc hc0
    exact hcB (by rw [hcc]; exact List.Mem.head _)

/-- So it holds when P1 has at most one threat cell at all: two cells outside `A` that
complete a square of `A` are always one cell. -/
theorem blocked {n : Nat} {A B : List Cell} {c : Cell}
    (uniq : ∀ t t', t ∉ A → t' ∉ A → Completes n A t → Completes n A t' → t = t')
    (hcb : OnBoard n c) (hfc : Free A (blockAnswer n A B :: B) c) : ¬ Completes n A c :=
  blocked_free (fun t t' _ _ ht ht' =>
    uniq t t' ((free_spec A B t).mp ht).1 ((free_spec A B t').mp ht').1) hcb hfc

/-- P1's third stone: P2 blocks its threat cell (`blockAnswer`), and P1's fourth stone
completes nothing (`one_threat`). -/
theorem delay_ply5 (n : Nat) (a b : Cell) (B : List Cell) (lB : B.length = 2)
    (ha : OnBoard n a) (hb : OnBoard n b) : P2CanDelay n 8 [b, a] B := by
  refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) ?_ ?_
  · intro m _ _
    refine no_completes_two (by simp only [List.length_cons, List.length_nil] <;> omega) ?_
    intro s hs
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
    rcases hs with rfl | rfl <;> assumption
  · intro m hm _ _
    have hk : 8 < nextPly (m :: [b, a]) (blockAnswer n (m :: [b, a]) B :: B) + 2 := by
      rw [nextPly_succ]
      show 8 < [b, a].length + B.length + 1 + 2 + 2
      simp only [List.length_cons, List.length_nil, lB] <;> omega
    refine delay_last hk ?_
    intro c hcb hfc
    have hS : ∀ s, s ∈ [m, b, a] → OnBoard n s := by
      intro s hs
      simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
      rcases hs with rfl | rfl | rfl <;> assumption
    exact blocked (fun _ _ _ ht' ct ct' => one_threat (A := [m, b, a]) rfl hS ht' ct ct') hcb hfc

/-- **Lemma L** (docs/FASTEST.md §5), on every board: P2 keeps P1 from completing a square
by ply 8, so before ply 9 (any free cells at plies 2 and 4, P1's threat cell at ply 6). -/
theorem lemma_l (n : Nat) : P2CanDelay n 8 [] [] := by
  refine delay_with (firstFree n) (fun _ _ h => firstFree_spec h)
    (fun _ _ _ => no_completes_le_one (by simp)) ?_
  intro a ha _ _
  refine delay_with (firstFree n) (fun _ _ h => firstFree_spec h)
    (fun _ _ _ => no_completes_le_one (by simp)) ?_
  intro b hb _ _
  refine delay_ply5 n a b _ ?_ ha hb
  rfl

/-- So P1 cannot force a square by any ply up to 8, on any board. -/
theorem no_square_before_ply_9 (n j : Nat) (hj : j ≤ 8) : ¬ P1CanWinBy n j [] [] :=
  fun hw => not_p1CanWinBy_of_p2CanDelay (p1CanWinBy_mono hj hw) (lemma_l n)

/-- **Lemma L11's first case** (docs/FASTEST.md §5, step 2), on every board: when P1's first
two stones `a`, `b` differ in no pair form, P2 blocking P1's threat cells at plies 6 and 8
keeps P1 from completing a square by ply 10, so before ply 11, whatever P2's first two stones
`B`: P1's third stone makes at most one threat cell (`one_threat`), and so does its fourth
(`no_double_threat`). -/
theorem unrelated_pair_delay (n : Nat) (a b : Cell) (B : List Cell) (lB : B.length = 2)
    (ha : OnBoard n a) (hb : OnBoard n b) (nab : a ≠ b)
    (hno : ∀ s, 1 ≤ s → ¬ PairForm s a b) : P2CanDelay n 10 [b, a] B := by
  refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) ?_ ?_
  · intro c _ _
    refine no_completes_two (by simp only [List.length_cons, List.length_nil] <;> omega) ?_
    intro s hs
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
    rcases hs with rfl | rfl <;> assumption
  · intro c hc _ _
    have hS3 : ∀ s, s ∈ [c, b, a] → OnBoard n s := by
      intro s hs
      simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
      rcases hs with rfl | rfl | rfl <;> assumption
    refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) ?_ ?_
    · intro d hd hfd
      exact blocked (fun _ _ _ ht' ct ct' => one_threat (A := [c, b, a]) rfl hS3 ht' ct ct')
        hd hfd
    · intro d hd _ _
      have hk : 10 < nextPly (d :: c :: [b, a])
          (blockAnswer n (d :: c :: [b, a]) (blockAnswer n (c :: [b, a]) B :: B) ::
            blockAnswer n (c :: [b, a]) B :: B) + 2 := by
        rw [nextPly_succ, nextPly_succ]
        show 10 < [b, a].length + B.length + 1 + 2 + 2 + 2
        simp only [List.length_cons, List.length_nil, lB] <;> omega
      refine delay_last hk ?_
      intro e he hfe
      have hS4 : ∀ s, s ∈ [d, c, b, a] → OnBoard n s := by
        intro s hs
        simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
        rcases hs with rfl | rfl | rfl | rfl <;> assumption
      have haA : a ∈ [d, c, b, a] := by simp
      have hbA : b ∈ [d, c, b, a] := by simp
      exact blocked (fun t t' ht ht' ct ct' =>
        no_double_threat n [d, c, b, a] a b t t' rfl hS4 haA hbA nab hno ht ht' ct ct') he hfe

/-- **Three unrelated first stones** (docs/FASTEST.md §5, "How many units", its first step as
a game value), on every board: when no two of P1's first three stones `s1`, `s2`, `s3`
differ in a pair form, P2 blocking P1's threat cells at plies 8 and 10 keeps P1 from
completing a square by ply 12, so before ply 13, whatever P2's first three stones `B`. The
three stones make no threat cell (`no_threat_unrelated`); P1's fourth stone makes at most
one (`no_double_threat`), which P2 blocks; P1's fifth stone then makes at most one free
threat cell (`no_ply9_double_threat`), which P2 blocks too (`blocked_free`). -/
theorem unrelated_three_delay (n : Nat) (s1 s2 s3 : Cell) (B : List Cell) (lB : B.length = 3)
    (h1 : OnBoard n s1) (h2 : OnBoard n s2) (h3 : OnBoard n s3) (n12 : s1 ≠ s2)
    (hno : ∀ p r s, p ∈ [s3, s2, s1] → r ∈ [s3, s2, s1] → p ≠ r → 1 ≤ s →
      ¬ PairForm s p r) :
    P2CanDelay n 12 [s3, s2, s1] B := by
  have hno12 : ∀ s, 1 ≤ s → ¬ PairForm s s1 s2 := fun s hs =>
    hno s1 s2 s (by simp) (by simp) n12 hs
  have hS3 : ∀ s, s ∈ [s3, s2, s1] → OnBoard n s := by
    intro s hs
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
    rcases hs with rfl | rfl | rfl <;> assumption
  refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) ?_ ?_
  · intro c _ _
    exact no_threat_unrelated (A := [s3, s2, s1]) (a := s1) (b := s2) rfl hS3 (by simp)
      (by simp) n12 hno12
  · intro d hd _ _
    have hS4 : ∀ s, s ∈ [d, s3, s2, s1] → OnBoard n s := by
      intro s hs
      simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
      rcases hs with rfl | rfl | rfl | rfl <;> assumption
    -- P1's four stones make at most one threat cell, and P2's ply-8 block leaves none free
    have blk8 : ∀ c, OnBoard n c →
        Free [d, s3, s2, s1] (blockAnswer n [d, s3, s2, s1] B :: B) c →
        ¬ Completes n [d, s3, s2, s1] c := fun c hc hfc =>
      blocked (fun t t' ht ht' ct ct' =>
        no_double_threat n [d, s3, s2, s1] s1 s2 t t' rfl hS4 (by simp) (by simp) n12 hno12
          ht ht' ct ct') hc hfc
    refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) blk8 ?_
    intro m hm hfm _
    have hk : 12 < nextPly (m :: d :: [s3, s2, s1])
        (blockAnswer n (m :: d :: [s3, s2, s1]) (blockAnswer n (d :: [s3, s2, s1]) B :: B) ::
          blockAnswer n (d :: [s3, s2, s1]) B :: B) + 2 := by
      rw [nextPly_succ, nextPly_succ]
      show 12 < [s3, s2, s1].length + B.length + 1 + 2 + 2 + 2
      simp only [List.length_cons, List.length_nil, lB] <;> omega
    refine delay_last hk ?_
    intro c hc hfc
    have hS5 : ∀ s, s ∈ [m, d, s3, s2, s1] → OnBoard n s := by
      intro s hs
      simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs
      rcases hs with rfl | rfl | rfl | rfl | rfl <;> assumption
    -- a cell free after P1's fifth stone was free after P2's ply-8 block
    have before : ∀ t, Free [m, d, s3, s2, s1] (blockAnswer n [d, s3, s2, s1] B :: B) t →
        Free [d, s3, s2, s1] (blockAnswer n [d, s3, s2, s1] B :: B) t := by
      intro t ht
      obtain ⟨hA, hB⟩ := (free_spec _ _ t).mp ht
      exact (free_spec _ _ t).mpr ⟨fun i => hA (List.Mem.tail _ i), hB⟩
    refine blocked_free (fun t t' ht ht' ft ft' ct ct' => ?_) hc hfc
    exact no_ply9_double_threat n s1 s2 s3 d m t t' hS5 ((free_spec _ _ m).mp hfm).1
      ((free_spec _ _ t).mp ft).1 ((free_spec _ _ t').mp ft').1 ct ct'
      (blk8 t ht (before t ft)) (blk8 t' ht' (before t' ft')) hno

/-! ## A stray stone (Lemma S of docs/FASTEST.md §5) -/

/-- Two different corners of a square: its side is at least 1. -/
theorem side_pos {q : Square} {a b : Cell} (ha : IsCorner q a) (hb : IsCorner q b)
    (nab : a ≠ b) : 1 ≤ q.d := by
  obtain ⟨qx, qy, d⟩ := q
  obtain ⟨ax, ay⟩ := a
  obtain ⟨ux, uy⟩ := b
  have ha' : (ax = qx ∨ ax = qx + d) ∧ (ay = qy ∨ ay = qy + d) := ha
  have hb' : (ux = qx ∨ ux = qx + d) ∧ (uy = qy ∨ uy = qy + d) := hb
  show 1 ≤ d
  by_cases e : d = 0
  · exfalso
    apply nab
    apply cell_eq <;> omega
  · omega

/-- A square of side at least 1 whose four corners are on the board lies on the board. -/
theorem square_on_board {n : Nat} {q : Square} (hd : 1 ≤ q.d)
    (h : ∀ k, IsCorner q k → OnBoard n k) : SquareOnBoard n q := by
  obtain ⟨qx, qy, d⟩ := q
  have hd' : 1 ≤ d := hd
  obtain ⟨hx, hy⟩ := h ⟨qx + d, qy + d⟩ (isCorner_mk qx qy d _ _ (Or.inr rfl) (Or.inr rfl))
  have hx' : qx + d < n := hx
  have hy' : qy + d < n := hy
  show 1 ≤ d ∧ qx + d < n ∧ qy + d < n
  exact ⟨hd', hx', hy'⟩

/-- A cell that completes a square of stones on the board is on the board. -/
theorem onBoard_of_completes {n : Nat} {S : List Cell} {t : Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) (h : Completes n S t) : OnBoard n t := by
  obtain ⟨⟨qx, qy, d⟩, ⟨_, hx, hy⟩, ⟨htx, hty⟩, _⟩ := board_square_of_completes hS h
  have hx' : qx + d < n := hx
  have hy' : qy + d < n := hy
  have htx' : t.x = qx ∨ t.x = qx + d := htx
  have hty' : t.y = qy ∨ t.y = qy + d := hty
  exact ⟨by omega, by omega⟩

/-- A square on the board through `t` whose other corners are stones of `S`: `t` completes a
square of `S` (the converse of `board_square_of_completes`). -/
theorem completes_of_square {n : Nat} {S : List Cell} {q : Square} {t : Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) (hq : SquareOnBoard n q) (ht : IsCorner q t)
    (hk : ∀ k, IsCorner q k → k ≠ t → k ∈ S) : Completes n S t :=
  (completes_iff n S t hS).mpr ⟨q, hq, (isCorner_iff q t).mpr ht,
    fun k hc hne => hk k ((isCorner_iff q k).mp hc) hne⟩

/-- The frame half of `corner_double_threat` and `stray_double_threat`: a frame holds the stray
stone `z` and no other cell `w` that is `p` or `q` (`pair_of_frame`). -/
theorem stray_frame (p q z w : Cell) (f : Frame) (hf : 1 ≤ f.s) (fz : InFrame f z)
    (fw : InFrame f w) (nzw : z ≠ w) (hw : w = p ∨ w = q)
    (hp : ∀ s, 1 ≤ s → ¬ PairForm s z p) (hq : ∀ s, 1 ≤ s → ¬ PairForm s z q) : False := by
  rcases hw with e | e
  · rw [e] at fw nzw
    exact hp f.s hf (pair_of_frame f z p fz fw nzw)
  · rw [e] at fw nzw
    exact hq f.s hf (pair_of_frame f z q fz fw nzw)

/-- The bowtie half of `corner_double_threat` and `stray_double_threat`: a square `q1` through
`m` holding the stray stone `z` and a stone `w`, and a square `q2` through `m` holding stones
`u`, `v`, with `w`, `u`, `v` different stones of `[d, z, p, q]` other than `z`, cannot both
exist: `w` would be `d` (`z` is in no pair form with `p` or `q`, `pair_of_square`), so `u`, `v`
are `p` and `q`, `m` is a third corner of the pair, and `z`, `m` and `d` are corners of
`q1`, which the last hypothesis excludes (it speaks of `m` and `d`: `m`, if a third corner
of the pair, makes no three corners of one square with `z` and `d`). -/
theorem stray_bowtie (p q z d m w u v : Cell) (q1 q2 : Square) (hd1 : 1 ≤ q1.d)
    (hd2 : 1 ≤ q2.d) (m1 : IsCorner q1 m) (z1 : IsCorner q1 z) (w1 : IsCorner q1 w)
    (m2 : IsCorner q2 m) (u2 : IsCorner q2 u) (v2 : IsCorner q2 v)
    (nm : m ∉ [d, z, p, q]) (iw : w ∈ [d, z, p, q]) (iu : u ∈ [d, z, p, q])
    (iv : v ∈ [d, z, p, q]) (wz : w ≠ z) (uz : u ≠ z) (vz : v ≠ z) (nwu : w ≠ u)
    (nwv : w ≠ v) (nuv : u ≠ v)
    (hp : ∀ s, 1 ≤ s → ¬ PairForm s z p) (hq : ∀ s, 1 ≤ s → ¬ PairForm s z q)
    (hc : ∀ (sq q1 : Square), 1 ≤ sq.d → IsCorner sq p → IsCorner sq q →
      IsCorner sq m → m ≠ p → m ≠ q → 1 ≤ q1.d → IsCorner q1 z → IsCorner q1 m →
      IsCorner q1 d → False) :
    False := by
  have nmp : m ≠ p := by
    intro e
    subst e
    exact nm (by simp)
  have nmq : m ≠ q := by
    intro e
    subst e
    exact nm (by simp)
  simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at iw iu iv
  rcases iw with e | e | e | e
  · -- `w` is `d`: then `u` and `v` are `p` and `q`
    rw [e] at nwu nwv w1
    have huv : (u = p ∧ v = q) ∨ (u = q ∧ v = p) := by
      rcases iu with eu | eu | eu | eu <;> rcases iv with ev | ev | ev | ev <;>
        first
          | exact Or.inl ⟨eu, ev⟩
          | exact Or.inr ⟨eu, ev⟩
          | exact absurd (eu.trans ev.symm) nuv
          | exact absurd eu.symm nwu
          | exact absurd ev.symm nwv
          | exact absurd eu uz
          | exact absurd ev vz
    rcases huv with ⟨eu, ev⟩ | ⟨eu, ev⟩
    · rw [eu] at u2
      rw [ev] at v2
      exact hc q2 q1 hd2 u2 v2 m2 nmp nmq hd1 z1 m1 w1
    · rw [eu] at u2
      rw [ev] at v2
      exact hc q2 q1 hd2 v2 u2 m2 nmp nmq hd1 z1 m1 w1
  · exact wz e
  · rw [e] at w1 wz
    exact hp q1.d hd1 (pair_of_square q1 z p hd1 z1 w1 (fun e' => wz e'.symm))
  · rw [e] at w1 wz
    exact hq q1.d hd1 (pair_of_square q1 z q hd1 z1 w1 (fun e' => wz e'.symm))

/-- **A stone in no pair form with a pair takes part in no double threat once P2 holds the third
corners it could use** (docs/FASTEST.md §5, Lemma S and its lone form): let P1 hold the pair
`p`, `q`, a stone `z` in no pair form with `p` or `q`, and a fourth stone `d`, with no free
threat cell; if P1's move `m`, no third corner of the pair (a cell making three corners of a
square with `p` and `q`) that makes three corners of one square with `z` and `d`, then makes two
different threat cells `t1`, `t2`, both complete squares of `[m, d, p, q]` alone. In the game:
where P2 holds every such third corner (there is at most one: docs/FASTEST.md §5, "Lemma S's
lone form"), P1's move `m`, a free cell, is none of them. In `frame_or_bowtie`'s frame case the
frame's three stones are in pairwise pair forms (`pair_of_frame`), so none is `z`
(`stray_frame`); its bowtie case cannot arise (`stray_bowtie`). -/
theorem corner_double_threat (n : Nat) (p q z d m t1 t2 : Cell)
    (hb : ∀ s, s ∈ [m, d, z, p, q] → OnBoard n s) (nm : m ∉ [d, z, p, q])
    (n1 : t1 ∉ [m, d, z, p, q]) (n2 : t2 ∉ [m, d, z, p, q]) (nt : t1 ≠ t2)
    (c1 : Completes n [m, d, z, p, q] t1) (c2 : Completes n [m, d, z, p, q] t2)
    (nc1 : ¬ Completes n [d, z, p, q] t1) (nc2 : ¬ Completes n [d, z, p, q] t2)
    (hp : ∀ s, 1 ≤ s → ¬ PairForm s z p) (hq : ∀ s, 1 ≤ s → ¬ PairForm s z q)
    (hc : ∀ (sq q1 : Square), 1 ≤ sq.d → IsCorner sq p → IsCorner sq q →
      IsCorner sq m → m ≠ p → m ≠ q → 1 ≤ q1.d → IsCorner q1 z → IsCorner q1 m →
      IsCorner q1 d → False) :
    Completes n [m, d, p, q] t1 ∧ Completes n [m, d, p, q] t2 := by
  have hb' : ∀ s, s ∈ [m, d, p, q] → OnBoard n s := by
    intro s hs
    apply hb
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hs ⊢
    rcases hs with e | e | e | e
    · exact Or.inl e
    · exact Or.inr (Or.inl e)
    · exact Or.inr (Or.inr (Or.inr (Or.inl e)))
    · exact Or.inr (Or.inr (Or.inr (Or.inr e)))
  have other : ∀ w, w ∈ [d, z, p, q] → w ≠ z → w = d ∨ w = p ∨ w = q := by
    intro w hw ne
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hw
    rcases hw with e | e | e | e
    · exact Or.inl e
    · exact absurd e ne
    · exact Or.inr (Or.inl e)
    · exact Or.inr (Or.inr e)
  have drop : ∀ w, w ∈ [d, z, p, q] → w ≠ z → w ∈ [m, d, p, q] := by
    intro w hw ne
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false]
    rcases other w hw ne with e | e | e
    · exact Or.inr (Or.inl e)
    · exact Or.inr (Or.inr (Or.inl e))
    · exact Or.inr (Or.inr (Or.inr e))
  -- a square through `m` and `t` whose other corners are stones other than `z`
  have done : ∀ (qq : Square) (t w1 w2 : Cell), IsCorner qq m → IsCorner qq t →
      t ∉ [m, d, z, p, q] → Completes n [m, d, z, p, q] t → w1 ∈ [d, z, p, q] →
      w2 ∈ [d, z, p, q] → w1 ≠ z → w2 ≠ z →
      (∀ k, IsCorner qq k → k = t ∨ k = m ∨ k = w1 ∨ k = w2) →
      Completes n [m, d, p, q] t := by
    intro qq t w1 w2 hm ht nti ct i1 i2 z1 z2 hall
    have nmt : m ≠ t := by
      intro e
      apply nti
      rw [← e]
      simp
    have tb : OnBoard n t := onBoard_of_completes hb ct
    have kb : ∀ k, IsCorner qq k → OnBoard n k := by
      intro k hk
      rcases hall k hk with e | e | e | e
      · rw [e]; exact tb
      · rw [e]; exact hb m (by simp)
      · rw [e]; exact hb w1 (List.mem_cons_of_mem _ i1)
      · rw [e]; exact hb w2 (List.mem_cons_of_mem _ i2)
    refine completes_of_square hb' (square_on_board (side_pos hm ht nmt) kb) ht
      (fun k hk nkt => ?_)
    rcases hall k hk with e | e | e | e
    · exact absurd e nkt
    · rw [e]; simp
    · rw [e]; exact drop w1 i1 z1
    · rw [e]; exact drop w2 i2 z2
  rcases frame_or_bowtie n [d, z, p, q] m t1 t2 hb nm n1 n2 nt c1 c2 nc1 nc2 with
    ⟨f, q1, q2, p', a, b, hf, -, ip, ia, ib, npa, npb, nab, fp, fa, fb, m1, t1', m2, t2', all1,
      all2⟩ |
    ⟨q1, q2, a1, a2, a3, a4, hd1, hd2, m1, h1, h2, -, m2, h3, h4, -, i1, i2, i3, i4, n12, n13,
      n14, n23, n24, n34⟩
  · -- the frame: two of its stones other than `z` include `p` or `q`
    have two : ∀ u v, u ∈ [d, z, p, q] → v ∈ [d, z, p, q] → u ≠ z → v ≠ z → u ≠ v →
        InFrame f z → InFrame f u → InFrame f v → False := by
      intro u v iu iv uz vz nuv fz fu fv
      rcases other u iu uz with eu | eu | eu
      · rcases other v iv vz with ev | ev | ev
        · exact nuv (eu.trans ev.symm)
        · exact stray_frame p q z v f hf fz fv (fun e => vz e.symm) (Or.inl ev) hp hq
        · exact stray_frame p q z v f hf fz fv (fun e => vz e.symm) (Or.inr ev) hp hq
      · exact stray_frame p q z u f hf fz fu (fun e => uz e.symm) (Or.inl eu) hp hq
      · exact stray_frame p q z u f hf fz fu (fun e => uz e.symm) (Or.inr eu) hp hq
    have pz : p' ≠ z := by
      intro e
      rw [e] at fp npa npb
      exact two a b ia ib (fun e' => npa e'.symm) (fun e' => npb e'.symm) nab fp fa fb
    have az : a ≠ z := by
      intro e
      rw [e] at fa npa nab
      exact two p' b ip ib pz (fun e' => nab e'.symm) npb fa fp fb
    have bz : b ≠ z := by
      intro e
      rw [e] at fb npb nab
      exact two p' a ip ia pz az npa fb fp fa
    exact ⟨done q1 t1 p' a m1 t1' n1 c1 ip ia pz az all1,
      done q2 t2 p' b m2 t2' n2 c2 ip ib pz bz all2⟩
  · -- the bowtie: one of its four stones is `z`
    exfalso
    by_cases e1 : a1 = z
    · rw [e1] at h1 n12 n13 n14
      exact stray_bowtie p q z d m a2 a3 a4 q1 q2 hd1 hd2 m1 h1 h2 m2 h3 h4 nm i2 i3 i4
        (fun e => n12 e.symm) (fun e => n13 e.symm) (fun e => n14 e.symm) n23 n24 n34 hp hq hc
    by_cases e2 : a2 = z
    · rw [e2] at h2 n12 n23 n24
      exact stray_bowtie p q z d m a1 a3 a4 q1 q2 hd1 hd2 m1 h2 h1 m2 h3 h4 nm i1 i3 i4
        n12 (fun e => n23 e.symm) (fun e => n24 e.symm) n13 n14 n34 hp hq hc
    by_cases e3 : a3 = z
    · rw [e3] at h3 n13 n23 n34
      exact stray_bowtie p q z d m a4 a1 a2 q2 q1 hd2 hd1 m2 h3 h4 m1 h1 h2 nm i4 i1 i2
        (fun e => n34 e.symm) n13 n23 (fun e => n14 e.symm) (fun e => n24 e.symm) n12 hp hq hc
    by_cases e4 : a4 = z
    · rw [e4] at h4 n14 n24 n34
      exact stray_bowtie p q z d m a3 a1 a2 q2 q1 hd2 hd1 m2 h4 h3 m1 h1 h2 nm i3 i1 i2
        n34 n14 n24 (fun e => n13 e.symm) (fun e => n23 e.symm) n12 hp hq hc
    have drop3 : ∀ w, w ∈ [d, z, p, q] → w ≠ z → w ∈ [d, p, q] := by
      intro w hw ne
      simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false]
      exact other w hw ne
    exact four [d, p, q] a1 a2 a3 a4 rfl (drop3 _ i1 e1) (drop3 _ i2 e2) (drop3 _ i3 e3)
      (drop3 _ i4 e4) n12 n13 n14 n23 n24 n34

/-- **A stray stone takes part in no double threat** (docs/FASTEST.md §5, Lemma S): let P1
hold the pair `p`, `q`, a *stray* stone `z` (in no pair form with `p`, with `q`, or with any
third corner of the pair: a cell `c` making three corners of a square with them) and a fourth
stone `d`, with no free threat cell; if P1's move `m` then makes two different threat cells
`t1`, `t2`, both complete squares of `[m, d, p, q]` alone. So P1's double threats are those of
the game without `z`, whatever P2 holds: `corner_double_threat`, whose hypothesis on `m` the
stray stone meets for every cell (two corners of a square are in a pair form,
`pair_of_square`). -/
theorem stray_double_threat (n : Nat) (p q z d m t1 t2 : Cell)
    (hb : ∀ s, s ∈ [m, d, z, p, q] → OnBoard n s) (nm : m ∉ [d, z, p, q])
    (n1 : t1 ∉ [m, d, z, p, q]) (n2 : t2 ∉ [m, d, z, p, q]) (nt : t1 ≠ t2)
    (c1 : Completes n [m, d, z, p, q] t1) (c2 : Completes n [m, d, z, p, q] t2)
    (nc1 : ¬ Completes n [d, z, p, q] t1) (nc2 : ¬ Completes n [d, z, p, q] t2)
    (hp : ∀ s, 1 ≤ s → ¬ PairForm s z p) (hq : ∀ s, 1 ≤ s → ¬ PairForm s z q)
    (hc : ∀ (sq : Square) (c : Cell) (s : Nat), 1 ≤ sq.d → IsCorner sq p → IsCorner sq q →
      IsCorner sq c → c ≠ p → c ≠ q → 1 ≤ s → ¬ PairForm s z c) :
    Completes n [m, d, p, q] t1 ∧ Completes n [m, d, p, q] t2 := by
  have nzm : z ≠ m := by
    intro e
    subst e
    exact nm (by simp)
  exact corner_double_threat n p q z d m t1 t2 hb nm n1 n2 nt c1 c2 nc1 nc2 hp hq
    (fun sq q1 h1 h2 h3 h4 h5 h6 h7 z1 m1 _ =>
      hc sq m q1.d h1 h2 h3 h4 h5 h6 h7 (pair_of_square q1 z m h7 z1 m1 nzm))

/-! ## Killing answers (Lemmas S′ and T of docs/FASTEST.md §5)

After P2's stones `B`, P1 (holding `A`, to move) is *killed* when it has no free threat cell
and no move of it makes two different free threat cells; P2's ply-8 answer `x` *kills*
(`every_board::kills` in the Rust code) when it is a free cell of the board after which P1 is
killed. Lemmas S′ and T of docs/FASTEST.md §5 find such an answer after every fourth stone;
`kill_delay` turns that into the game value, on every board. `killed_more`: P1 stays killed
beside more P2 stones (P2's other moves do not matter); `killed_off_board`: a P2 stone off
the board is no stone (so where the answer found is off the board, any free cell kills). -/

/-- P1, holding `A`, to move after P2's stones `B`: no free threat cell, and no move making
two. -/
def Killed (n : Nat) (A B : List Cell) : Prop :=
  (∀ t, OnBoard n t → Free A B t → ¬ Completes n A t) ∧
  (∀ m t t', OnBoard n m → Free A B m → OnBoard n t → OnBoard n t' →
    Free (m :: A) B t → Free (m :: A) B t' →
    Completes n (m :: A) t → Completes n (m :: A) t' → t = t')

/-- P2's answer `x` kills, P1 holding `A` and P2 `B` before it. -/
def Kills (n : Nat) (A B : List Cell) (x : Cell) : Prop :=
  OnBoard n x ∧ Free A B x ∧ Killed n A (x :: B)

/-- **P1 stays killed beside more P2 stones** ("whatever P2's first two moves" in Lemmas S′
and T): a cell free after more P2 stones was free before them. -/
theorem killed_more {n : Nat} {A B B' : List Cell} (hK : Killed n A B)
    (hBB' : ∀ c, c ∈ B → c ∈ B') : Killed n A B' := by
  have sub : ∀ C t, Free C B' t → Free C B t := by
    intro C t ht
    obtain ⟨hC, hB⟩ := (free_spec _ _ t).mp ht
    exact (free_spec _ _ t).mpr ⟨hC, fun i => hB (hBB' t i)⟩
  unfold Killed at hK ⊢
  obtain ⟨h1, h2⟩ := hK
  exact ⟨fun t ht hft => h1 t ht (sub A t hft),
    fun m t t' hm hfm ht ht' hft hft' =>
      h2 m t t' hm (sub A m hfm) ht ht' (sub _ t hft) (sub _ t' hft')⟩

/-- **A P2 stone off the board is no stone**: every cell the definition asks about is on the
board, so it is not that stone. -/
theorem killed_off_board {n : Nat} {A B : List Cell} {x : Cell} (hx : ¬ OnBoard n x)
    (hK : Killed n A (x :: B)) : Killed n A B := by
  have add : ∀ C t, OnBoard n t → Free C B t → Free C (x :: B) t := by
    intro C t ht hft
    obtain ⟨hC, hB⟩ := (free_spec _ _ t).mp hft
    refine (free_spec _ _ t).mpr ⟨hC, fun i => ?_⟩
    rcases List.mem_cons.mp i with e | i'
    · exact hx (by rw [← e]; exact ht)
    · exact hB i'
  unfold Killed at hK ⊢
  obtain ⟨h1, h2⟩ := hK
  exact ⟨fun t ht hft => h1 t ht (add A t ht hft),
    fun m t t' hm hfm ht ht' hft hft' =>
      h2 m t t' hm (add A m hm hfm) ht ht' (add _ t ht hft) (add _ t' ht' hft')⟩

/-- **Killing answers hold ply 11** (docs/FASTEST.md §5, the game value of Lemmas S′ and T),
on every board: after ply 6 (three stones each), if P1 has no free threat cell and P2 has a
killing answer `answer d` to every fourth stone `d`, P2 playing it at ply 8 and blocking at
ply 10 (`blockAnswer`) keeps P1 from completing a square by ply 12, so before ply 13: P1's
ply-9 move completes nothing (P1 is killed: no free threat cell) and makes at most one free
threat cell, which P2 blocks (`blocked_free`). -/
theorem kill_delay (n : Nat) (A B : List Cell) (answer : Cell → Cell) (lA : A.length = 3)
    (lB : B.length = 3) (h0 : ∀ t, OnBoard n t → Free A B t → ¬ Completes n A t)
    (hk : ∀ d, OnBoard n d → Free A B d → Kills n (d :: A) B (answer d)) :
    P2CanDelay n 12 A B := by
  have hk' : ∀ d, OnBoard n d → Free A B d →
      OnBoard n (answer d) ∧ Free (d :: A) B (answer d) ∧ Killed n (d :: A) (answer d :: B) :=
    hk
  refine .step A B answer h0
    (fun d hd hfd _ => ⟨(hk' d hd hfd).1, (hk' d hd hfd).2.1⟩) ?_
  intro d hd hfd _ _
  have hK := (hk' d hd hfd).2.2
  unfold Killed at hK
  obtain ⟨h1, h2⟩ := hK
  refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) h1 ?_
  intro m hm hfm _
  have hp : 12 < nextPly (m :: d :: A)
      (blockAnswer n (m :: d :: A) (answer d :: B) :: answer d :: B) + 2 := by
    rw [nextPly_succ, nextPly_succ]
    show 12 < A.length + B.length + 1 + 2 + 2 + 2
    omega
  refine delay_last hp ?_
  intro c hc hfc
  exact blocked_free (fun t t' ht ht' ft ft' ct ct' => h2 m t t' hm hfm ht ht' ft ft' ct ct')
    hc hfc

/-! ## Tempo moves (Lemma U of docs/FASTEST.md §5)

P2's ply-8 answer `x` is a *tempo move* (`every_board::answer_on_plane` returning a tempo in
the Rust code) when it is a free cell of the board after which P1 has no free threat cell, P2
has one, `c`, and P1's taking `c` leaves P1 at most one free threat cell. At ply 10 P2 then
completes its square where `c` is still free (`tempoAnswer`), and else blocks. `answer_delay`
turns answers that kill, are tempo moves or complete a P2 square into the game value, on
every board. -/

/-- P2's answer `x` is a tempo move, P1 holding `A` and P2 `B` before it. -/
def Tempos (n : Nat) (A B : List Cell) (x : Cell) : Prop :=
  OnBoard n x ∧ Free A B x ∧
  (∀ t, OnBoard n t → Free A (x :: B) t → ¬ Completes n A t) ∧
  ∃ c, OnBoard n c ∧ Free A (x :: B) c ∧ Completes n (x :: B) c ∧
    (∀ t t', OnBoard n t → OnBoard n t' → Free (c :: A) (x :: B) t →
      Free (c :: A) (x :: B) t' → Completes n (c :: A) t → Completes n (c :: A) t' → t = t')

/-- P2's answer after its tempo move: a free cell completing a P2 square, else the block. -/
def tempoAnswer (n : Nat) (A B : List Cell) : Cell :=
  match threatCells n B A B with
  | c :: _ => c
  | [] => blockAnswer n A B

/-- `tempoAnswer` is a free cell of the board when one is left. -/
theorem tempoAnswer_spec {n : Nat} {A B : List Cell} (hnf : ¬ IsFull n A B) :
    OnBoard n (tempoAnswer n A B) ∧ Free A B (tempoAnswer n A B) := by
  unfold tempoAnswer
  cases e : threatCells n B A B with
  | cons c l =>
    have hc : c ∈ threatCells n B A B := by rw [e]; exact List.Mem.head _
    obtain ⟨h1, h2, _⟩ := threatCells_spec.mp hc
    exact ⟨h1, h2⟩
  | nil => exact blockAnswer_spec hnf

/-- **Killing answers and tempo moves hold ply 11** on every board (docs/FASTEST.md §5, the
game value of Lemma U): after ply 6 (three stones each), if P1 has no free threat cell and
P2 has an answer `answer d` to every fourth stone `d` that kills, is a tempo move or completes
a P2 square (the game then ends), P2 playing it at ply 8 and at ply 10, after a tempo move,
completing its square where it can, else blocking (`tempoAnswer`; a block after a kill, as in
`kill_delay`), keeps P1 from completing a square by ply 12, so before ply 13. After a tempo move, P1's ply-9 move completes nothing; unless it is P2's threat cell
`c`, P2 completes at ply 10 (the game ends); if it is `c`, P1 has at most one free threat cell,
which P2 blocks (`blocked_free`). -/
theorem answer_delay (n : Nat) (A B : List Cell) (answer : Cell → Cell) (lA : A.length = 3)
    (lB : B.length = 3) (h0 : ∀ t, OnBoard n t → Free A B t → ¬ Completes n A t)
    (hk : ∀ d, OnBoard n d → Free A B d →
      Kills n (d :: A) B (answer d) ∨ Tempos n (d :: A) B (answer d) ∨
      (OnBoard n (answer d) ∧ Free (d :: A) B (answer d) ∧ Completes n B (answer d))) :
    P2CanDelay n 12 A B := by
  have hk' : ∀ d, OnBoard n d → Free A B d →
      (OnBoard n (answer d) ∧ Free (d :: A) B (answer d) ∧
        Killed n (d :: A) (answer d :: B)) ∨
      (OnBoard n (answer d) ∧ Free (d :: A) B (answer d) ∧
        (∀ t, OnBoard n t → Free (d :: A) (answer d :: B) t → ¬ Completes n (d :: A) t) ∧
        ∃ c, OnBoard n c ∧ Free (d :: A) (answer d :: B) c ∧ Completes n (answer d :: B) c ∧
          (∀ t t', OnBoard n t → OnBoard n t' → Free (c :: d :: A) (answer d :: B) t →
            Free (c :: d :: A) (answer d :: B) t' → Completes n (c :: d :: A) t →
            Completes n (c :: d :: A) t' → t = t')) ∨
      (OnBoard n (answer d) ∧ Free (d :: A) B (answer d) ∧ Completes n B (answer d)) :=
    hk
  have hx : ∀ d, OnBoard n d → Free A B d →
      OnBoard n (answer d) ∧ Free (d :: A) B (answer d) := by
    intro d hd hfd
    rcases hk' d hd hfd with ⟨h1, h2, _⟩ | ⟨h1, h2, _⟩ | ⟨h1, h2, _⟩
    · exact ⟨h1, h2⟩
    · exact ⟨h1, h2⟩
    · exact ⟨h1, h2⟩
  refine .step A B answer h0 (fun d hd hfd _ => hx d hd hfd) ?_
  intro d hd hfd _ hnc8
  rcases hk' d hd hfd with ⟨_, _, hK⟩ | ⟨_, _, h1, c, hc, hfc, hcc, huniq⟩ | ⟨_, _, hcomp⟩
  · unfold Killed at hK
    obtain ⟨h1, h2⟩ := hK
    refine delay_with (blockAnswer n) (fun _ _ h => blockAnswer_spec h) h1 ?_
    intro m hm hfm _
    have hp : 12 < nextPly (m :: d :: A)
        (blockAnswer n (m :: d :: A) (answer d :: B) :: answer d :: B) + 2 := by
      rw [nextPly_succ, nextPly_succ]
      show 12 < A.length + B.length + 1 + 2 + 2 + 2
      omega
    refine delay_last hp ?_
    intro t ht hft
    exact blocked_free (fun u u' hu hu' fu fu' cu cu' => h2 m u u' hm hfm hu hu' fu fu' cu cu')
      ht hft
  · refine .step (d :: A) (answer d :: B) (fun m => tempoAnswer n (m :: d :: A) (answer d :: B))
      h1 (fun m _ _ hnf => tempoAnswer_spec hnf) ?_
    intro m _ _ _
    show ¬ Completes n (answer d :: B) (tempoAnswer n (m :: d :: A) (answer d :: B)) →
      P2CanDelay n 12 (m :: d :: A) (tempoAnswer n (m :: d :: A) (answer d :: B) :: answer d :: B)
    unfold tempoAnswer
    cases e : threatCells n (answer d :: B) (m :: d :: A) (answer d :: B) with
    | nil =>
      intro _
      -- P2's threat cell is no longer free: P1 took it
      have mc : m = c := by
        rcases cell_dec m c with e' | ne
        · exact e'
        · exfalso
          have hin : c ∈ threatCells n (answer d :: B) (m :: d :: A) (answer d :: B) := by
            refine threatCells_spec.mpr ⟨hc, ?_, hcc⟩
            obtain ⟨hA, hB⟩ := (free_spec _ _ c).mp hfc
            refine (free_spec _ _ c).mpr ⟨fun i => ?_, hB⟩
            rcases List.mem_cons.mp i with e' | i'
            · exact ne e'.symm
            · exact hA i'
          rw [e] at hin
          exact nomatch hin
      -- eliminates `c` (Coq's `subst m` eliminates `m`): `huniq` now speaks of `m`
      subst mc
      show P2CanDelay n 12 (m :: d :: A) (blockAnswer n (m :: d :: A) (answer d :: B) :: answer d :: B)
      have hp : 12 < nextPly (m :: d :: A)
          (blockAnswer n (m :: d :: A) (answer d :: B) :: answer d :: B) + 2 := by
        rw [nextPly_succ, nextPly_succ]
        show 12 < A.length + B.length + 1 + 2 + 2 + 2
        omega
      refine delay_last hp ?_
      intro t ht hft
      exact blocked_free huniq ht hft
    | cons c0 l =>
      intro hnc
      exfalso
      have h0' : c0 ∈ threatCells n (answer d :: B) (m :: d :: A) (answer d :: B) := by
        rw [e]; exact List.Mem.head _
      exact hnc (threatCells_spec.mp h0').2.2
  · -- P2 completes a square at ply 8: the game ends
    exact absurd hcomp hnc8

/-! ## The hypotheses are met

On the 3×3 board the stones `(0,0)`, `(1,0)`, `(2,0)`, `(1,1)` have the two free threat cells
`(0,1)` and `(2,1)` (a frame). On the 5×5 board the stones `(1,1)`, `(2,1)`, `(4,2)`, `(4,4)`
complete no square at `(1,2)` or `(2,4)`, and the move `(2,2)` makes both threat cells,
through the squares `(1,1)` of side 1 and `(2,2)` of side 2, which share only `(2,2)` (a
bowtie: no frame holds `(2,2)` and three of the stones, whose columns 1, 2, 4 and rows 1, 2,
4 are not equally spaced). Checked by computation. -/

theorem frame_example :
    Completes 3 [⟨0, 0⟩, ⟨1, 0⟩, ⟨2, 0⟩, ⟨1, 1⟩] ⟨0, 1⟩ ∧
    Completes 3 [⟨0, 0⟩, ⟨1, 0⟩, ⟨2, 0⟩, ⟨1, 1⟩] ⟨2, 1⟩ := by
  decide

theorem bowtie_example :
    Completes 5 [⟨2, 2⟩, ⟨1, 1⟩, ⟨2, 1⟩, ⟨4, 2⟩, ⟨4, 4⟩] ⟨1, 2⟩ ∧
    Completes 5 [⟨2, 2⟩, ⟨1, 1⟩, ⟨2, 1⟩, ⟨4, 2⟩, ⟨4, 4⟩] ⟨2, 4⟩ ∧
    ¬ Completes 5 [⟨1, 1⟩, ⟨2, 1⟩, ⟨4, 2⟩, ⟨4, 4⟩] ⟨1, 2⟩ ∧
    ¬ Completes 5 [⟨1, 1⟩, ⟨2, 1⟩, ⟨4, 2⟩, ⟨4, 4⟩] ⟨2, 4⟩ := by
  decide

end SquareGame
