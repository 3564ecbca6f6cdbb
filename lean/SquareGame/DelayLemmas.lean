import Std.Data.TreeMap.Lemmas
import SquareGame.Lemmas
import SquareGame.EveryN
import SquareGame.FastestLemmas
import SquareGame.Delay

/-!
# The delay check is sound, and a delay bounds the fastest win (issue 11, lower bounds)

* `delay_equiv`, `delay_sym`: `P2CanDelay` depends only on the sets of stones and the ply,
  and the 8 symmetries of the board preserve it (through `OnBoard`, `Free`, `Completes` by
  `Lemmas.completes_iff`, `IsFull` and `nextPly`).
* `delay_last`, `noWinNow_sound`, `lateStep_sound`: the last two P1 turns by ply `k` need
  no table (`new_threat`: a threat cell that a move makes shares a line with it, as do two
  distinct stones of the square).
* `p2CanDelay_of_delayCheck`: `Delay.delayCheck` implies `P2CanDelay n k [] []`, by
  induction on the plies left; `p2CanDelay_of_delayCertCheck` for the certificate replay.
* `not_p1CanWinBy_of_p2CanDelay`: a delay and a win by the same ply exclude each other.
* `fastest_lower_of_delay`: for odd `k`, `P2CanDelay n (k - 2) [] []` gives
  `∀ j, j < k → ¬ P1CanWinBy n j [] []` (P1 completes only at odd plies).

The Lean twin of `coq/SquareGame/DelayLemmas.v`, lemma for lemma and in the same order (the
Coq proofs are checked by Coq's kernel; these have not been checked by Lean, docs/TRUST.md).
Hand-written. Where Lean differs:

* `free_spec` and `p1CanWinBy_mono` are the ones of `EveryN.lean` and `FastestLemmas.lean`
  (the same statements; one Lean namespace cannot hold two theorems of one name, while Coq's
  files are separate modules), and `p1CanWinBy_ply` restates
  `FastestLemmas.nextPly_le_of_p1CanWinBy`.
* Parity is written out: Coq's `N.Even k`, `N.Odd k` are `∃ a, k = 2 * a` and
  `∃ a, k = 2 * a + 1` (their definitions in Coq's `NArith`; core Lean has no `Even`).
* Seven small helpers stand for steps Coq does in place with its tactics and library
  (`eq_true_iff_eq`, `rewrite` under the membership facts, `map_ext_in`, `map_id`, `map_map`,
  `in_map_iff`): `boolEq`, `equiv_cons_l`, `onBoard_mk`, `notFull_gen` (the `¬ IsFull` step
  that `delay_gen` repeats), `map_symApply_nil`, `map_symApply_rev`, `map_symApply_onBoard`.
  `tests/lean.rs` (`hand_written_twins_declare_the_same_names_in_the_same_order`) lists these
  differences and checks every other name against the Coq file, in order.
* The table lookup is read by `Std.TreeMap.mem_toList_iff_getElem?_eq_some` (Coq:
  `PositiveMap.elements_correct`).
-/

namespace SquareGame

/-! ## Membership -/

/-- Two Booleans true together are equal (Lean only; Coq: `eq_true_iff_eq`). -/
theorem boolEq {a b : Bool} (h : a = true ↔ b = true) : a = b := by
  cases a <;> cases b
  · rfl
  · exact absurd (h.mpr rfl) Bool.false_ne_true
  · exact absurd (h.mp rfl) Bool.false_ne_true
  · rfl

theorem contains_ext {S S' : List Cell} (h : ∀ c, c ∈ S ↔ c ∈ S') (c : Cell) :
    S.contains c = S'.contains c := by
  apply boolEq
  rw [List.contains_iff, List.contains_iff]
  exact h c

theorem anyL_ext {T : Type} (p q : T → Bool) (l l' : List T) (hpq : ∀ a, p a = q a)
    (hl : ∀ a, a ∈ l ↔ a ∈ l') : l.any p = l'.any q := by
  apply boolEq
  rw [List.any_eq_true, List.any_eq_true]
  constructor
  · rintro ⟨a, ha, hp⟩
    exact ⟨a, (hl a).mp ha, by rw [← hpq a]; exact hp⟩
  · rintro ⟨a, ha, hq⟩
    exact ⟨a, (hl a).mpr ha, by rw [hpq a]; exact hq⟩

theorem completes_ext (n : Nat) {S S' : List Cell} (c : Cell) (h : ∀ c, c ∈ S ↔ c ∈ S') :
    completes n S c = completes n S' c := by
  unfold completes
  refine anyL_ext _ _ _ _ (fun s => ?_) h
  simp only [contains_ext h]

/-! ## Positions with the same stones -/

/-- Same stones (as sets) and the same next ply. -/
def Equiv (A B A' B' : List Cell) : Prop :=
  (∀ c, c ∈ A ↔ c ∈ A') ∧ (∀ c, c ∈ B ↔ c ∈ B') ∧ nextPly A B = nextPly A' B'

theorem nextPly_succ (A B : List Cell) (m r : Cell) :
    nextPly (m :: A) (r :: B) = nextPly A B + 2 := by
  have h1 : (m :: A).length = A.length + 1 := rfl
  have h2 : (r :: B).length = B.length + 1 := rfl
  show (m :: A).length + (r :: B).length + 1 = A.length + B.length + 1 + 2
  omega

theorem nextPly_cons_l (A B : List Cell) (m : Cell) : nextPly (m :: A) B = nextPly A B + 1 := by
  have h1 : (m :: A).length = A.length + 1 := rfl
  show (m :: A).length + B.length + 1 = A.length + B.length + 1 + 1
  omega

theorem equiv_free {A B A' B' : List Cell} (c : Cell) (he : Equiv A B A' B') (hf : Free A B c) :
    Free A' B' c := by
  obtain ⟨hA, hB, _⟩ := he
  obtain ⟨h1, h2⟩ := (free_spec A B c).mp hf
  exact (free_spec A' B' c).mpr ⟨fun h => h1 ((hA c).mpr h), fun h => h2 ((hB c).mpr h)⟩

theorem equiv_sym {A B A' B' : List Cell} (he : Equiv A B A' B') : Equiv A' B' A B :=
  ⟨fun c => (he.1 c).symm, fun c => (he.2.1 c).symm, he.2.2.symm⟩

theorem equiv_cons {A B A' B' : List Cell} (m r : Cell) (he : Equiv A B A' B') :
    Equiv (m :: A) (r :: B) (m :: A') (r :: B') := by
  obtain ⟨hA, hB, hp⟩ := he
  refine ⟨fun c => ?_, fun c => ?_, ?_⟩
  · simp only [List.mem_cons]
    rw [hA c]
  · simp only [List.mem_cons]
    rw [hB c]
  · rw [nextPly_succ, nextPly_succ, hp]

/-- P1's move added on both sides (Lean only: Coq rewrites with the membership facts in place). -/
theorem equiv_cons_l {A B A' B' : List Cell} (m : Cell) (he : Equiv A B A' B') :
    Equiv (m :: A) B (m :: A') B' := by
  obtain ⟨hA, hB, hp⟩ := he
  refine ⟨fun c => ?_, hB, ?_⟩
  · simp only [List.mem_cons]
    rw [hA c]
  · rw [nextPly_cons_l, nextPly_cons_l, hp]

theorem equiv_full {n : Nat} {A B A' B' : List Cell} (m : Cell) (he : Equiv A B A' B')
    (hfull : IsFull n (m :: A') B') : IsFull n (m :: A) B :=
  fun c hc hf => hfull c hc (equiv_free c (equiv_cons_l m he) hf)

/-- `P2CanDelay` depends only on the sets of stones and the ply. -/
theorem delay_equiv {n k : Nat} {A B : List Cell} (hd : P2CanDelay n k A B) :
    ∀ A' B', Equiv A B A' B' → P2CanDelay n k A' B' := by
  induction hd with
  | past A B hp =>
    intro A' B' he
    exact .past A' B' (by rw [← he.2.2]; exact hp)
  | step A B reply hsafe hreply _ ih =>
    intro A' B' he
    refine .step A' B' reply ?_ ?_ ?_
    · intro m hm hf hc
      refine hsafe m hm (equiv_free m (equiv_sym he) hf) ?_
      show completes n A m = true
      rw [completes_ext n m he.1]
      exact hc
    · intro m hm hf hnf
      have hnf' : ¬ IsFull n (m :: A) B := fun hfull =>
        hnf (equiv_full m (equiv_sym he) hfull)
      obtain ⟨hr, hrf⟩ := hreply m hm (equiv_free m (equiv_sym he) hf) hnf'
      exact ⟨hr, equiv_free (reply m) (equiv_cons_l m he) hrf⟩
    · intro m hm hf hnf hnc
      have hnf' : ¬ IsFull n (m :: A) B := fun hfull =>
        hnf (equiv_full m (equiv_sym he) hfull)
      refine ih m hm (equiv_free m (equiv_sym he) hf) hnf' ?_ _ _ (equiv_cons m (reply m) he)
      intro hc
      apply hnc
      show completes n B' (reply m) = true
      rw [← completes_ext n (reply m) he.2.1]
      exact hc

/-! ## The symmetries of the board -/

/-- `OnBoard` of a literal cell, with plain variables (Lean only, as `Lemmas.squareOnBoard_mk`). -/
theorem onBoard_mk {n x y : Nat} : OnBoard n ⟨x, y⟩ ↔ x < n ∧ y < n := Iff.rfl

theorem gen_onBoard (n g : Nat) (c : Cell) (h : OnBoard n c) : OnBoard n (gen n g c) := by
  obtain ⟨ha, hb⟩ := h
  unfold gen
  split
  · exact ⟨hb, ha⟩
  · split
    · exact ⟨show n - 1 - c.x < n by omega, hb⟩
    · exact ⟨ha, show n - 1 - c.y < n by omega⟩

theorem gen_inv (n g : Nat) (c : Cell) (h : OnBoard n c) : gen n g (gen n g c) = c := by
  obtain ⟨a, b⟩ := c
  have ha : a < n := h.1
  have hb : b < n := h.2
  -- Each generator by its formula, then the cell by its coordinates: `omega` reads no
  -- projection of a literal cell, and `simp only` would split a cell equation.
  by_cases h0 : g = 0
  · have e : ∀ c : Cell, gen n g c = ⟨c.y, c.x⟩ := fun c => by
      unfold gen
      rw [if_pos h0]
    simp only [e]
  · by_cases h1 : g = 1
    · have e : ∀ c : Cell, gen n g c = ⟨n - 1 - c.x, c.y⟩ := fun c => by
        unfold gen
        rw [if_neg h0, if_pos h1]
      rw [e, e]
      show Cell.mk (n - 1 - (n - 1 - a)) b = Cell.mk a b
      exact cell_eq (by omega) rfl
    · have e : ∀ c : Cell, gen n g c = ⟨c.x, n - 1 - c.y⟩ := fun c => by
        unfold gen
        rw [if_neg h0, if_neg h1]
      rw [e, e]
      show Cell.mk a (n - 1 - (n - 1 - b)) = Cell.mk a b
      exact cell_eq rfl (by omega)

theorem in_map_gen {n g : Nat} {S : List Cell} {c : Cell} (hS : ∀ s, s ∈ S → OnBoard n s)
    (hc : OnBoard n c) : c ∈ S.map (gen n g) ↔ gen n g c ∈ S := by
  rw [List.mem_map]
  constructor
  · rintro ⟨s, hs, rfl⟩
    rw [gen_inv n g s (hS s hs)]
    exact hs
  · intro h
    exact ⟨gen n g c, h, gen_inv n g c hc⟩

theorem map_gen_gen (n g : Nat) (S : List Cell) (hS : ∀ s, s ∈ S → OnBoard n s) :
    (S.map (gen n g)).map (gen n g) = S := by
  induction S with
  | nil => rfl
  | cons s S ih =>
    show gen n g (gen n g s) :: (S.map (gen n g)).map (gen n g) = s :: S
    rw [gen_inv n g s (hS s (List.mem_cons.mpr (Or.inl rfl))),
      ih (fun t ht => hS t (List.mem_cons.mpr (Or.inr ht)))]

theorem map_onBoard (n g : Nat) (S : List Cell) (hS : ∀ s, s ∈ S → OnBoard n s) :
    ∀ s, s ∈ S.map (gen n g) → OnBoard n s := by
  intro s hs
  obtain ⟨t, ht, rfl⟩ := List.mem_map.mp hs
  exact gen_onBoard n g t (hS t ht)

/-- A generator maps every square of the board onto a square of the board, corner for corner.
Backwards, the corner `k'` of the image comes from `gen n g k'` (a generator is an
involution). -/
theorem gen_square (n g : Nat) (q : Square) (hq : SquareOnBoard n q) :
    ∃ q' : Square, SquareOnBoard n q' ∧
      (∀ k, k ∈ q.corners → gen n g k ∈ q'.corners) ∧
      (∀ k', k' ∈ q'.corners → ∃ k, k ∈ q.corners ∧ k' = gen n g k) := by
  obtain ⟨a, b, d⟩ := q
  obtain ⟨hd, ha, hb⟩ := squareOnBoard_mk.mp hq
  by_cases h0 : g = 0
  · refine ⟨⟨b, a, d⟩, squareOnBoard_mk.mpr ⟨hd, hb, ha⟩,
      fun k hk => ?_, fun k' hk' => ?_⟩
    · rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
        simp only [gen, if_pos h0] <;> exact corner_of (by omega)
    · rcases mem_corners.mp hk' with rfl | rfl | rfl | rfl <;>
        refine ⟨gen n g _, ?_,
          (gen_inv n g _ (by exact onBoard_mk.mpr ⟨by omega, by omega⟩)).symm⟩ <;>
        simp only [gen, if_pos h0] <;> exact corner_of (by omega)
  · by_cases h1 : g = 1
    · refine ⟨⟨n - 1 - (a + d), b, d⟩, squareOnBoard_mk.mpr ⟨hd, by omega, hb⟩,
        fun k hk => ?_, fun k' hk' => ?_⟩
      · rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
          simp only [gen, if_neg h0, if_pos h1] <;> exact corner_of (by omega)
      · rcases mem_corners.mp hk' with rfl | rfl | rfl | rfl <;>
          refine ⟨gen n g _, ?_,
            (gen_inv n g _ (by exact onBoard_mk.mpr ⟨by omega, by omega⟩)).symm⟩ <;>
          simp only [gen, if_neg h0, if_pos h1] <;> exact corner_of (by omega)
    · refine ⟨⟨a, n - 1 - (b + d), d⟩, squareOnBoard_mk.mpr ⟨hd, ha, by omega⟩,
        fun k hk => ?_, fun k' hk' => ?_⟩
      · rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
          simp only [gen, if_neg h0, if_neg h1] <;> exact corner_of (by omega)
      · rcases mem_corners.mp hk' with rfl | rfl | rfl | rfl <;>
          refine ⟨gen n g _, ?_,
            (gen_inv n g _ (by exact onBoard_mk.mpr ⟨by omega, by omega⟩)).symm⟩ <;>
          simp only [gen, if_neg h0, if_neg h1] <;> exact corner_of (by omega)

theorem completes_gen {n g : Nat} {S : List Cell} {c : Cell} (hS : ∀ s, s ∈ S → OnBoard n s)
    (hc : OnBoard n c) (h : completes n S c = true) :
    completes n (S.map (gen n g)) (gen n g c) = true := by
  obtain ⟨q, hq, hcq, hk⟩ := (completes_iff n S c hS).mp h
  obtain ⟨q', hq', hfw, hbw⟩ := gen_square n g q hq
  refine (completes_iff n _ _ (map_onBoard n g S hS)).mpr
    ⟨q', hq', hfw c hcq, fun k' hk' hne => ?_⟩
  obtain ⟨k, hkq, rfl⟩ := hbw k' hk'
  exact List.mem_map.mpr ⟨k, hk k hkq (fun e => hne (congrArg (gen n g) e)), rfl⟩

/-- `Completes` through a generator. -/
theorem completes_gen_iff {n g : Nat} {S : List Cell} {c : Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) (hc : OnBoard n c) :
    Completes n (S.map (gen n g)) (gen n g c) ↔ Completes n S c := by
  refine ⟨fun h => ?_, completes_gen hS hc⟩
  have h' := completes_gen (g := g) (map_onBoard n g S hS) (gen_onBoard n g c hc) h
  rw [map_gen_gen n g S hS, gen_inv n g c hc] at h'
  exact h'

theorem free_gen_iff {n g : Nat} {A B : List Cell} {c : Cell} (hA : ∀ s, s ∈ A → OnBoard n s)
    (hB : ∀ s, s ∈ B → OnBoard n s) (hc : OnBoard n c) :
    Free (A.map (gen n g)) (B.map (gen n g)) (gen n g c) ↔ Free A B c := by
  rw [free_spec, free_spec, in_map_gen hA (gen_onBoard n g c hc),
    in_map_gen hB (gen_onBoard n g c hc), gen_inv n g c hc]

theorem nextPly_map (f : Cell → Cell) (A B : List Cell) :
    nextPly (A.map f) (B.map f) = nextPly A B := by
  simp only [nextPly, List.length_map]

theorem cons_onBoard {n : Nat} {S : List Cell} {m : Cell} (hm : OnBoard n m)
    (hS : ∀ s, s ∈ S → OnBoard n s) : ∀ s, s ∈ m :: S → OnBoard n s := by
  intro s hs
  rcases List.mem_cons.mp hs with rfl | h
  · exact hm
  · exact hS s h

/-- `¬ IsFull` through a generator, P1's move `m'` mapped (the shared step of both
`P2CanDelay.step` premises in `delay_gen`). -/
theorem notFull_gen {n g : Nat} {A B : List Cell} {m' : Cell} (hA : ∀ s, s ∈ A → OnBoard n s)
    (hB : ∀ s, s ∈ B → OnBoard n s) (hm : OnBoard n m')
    (hnf : ¬ IsFull n (gen n g (gen n g m') :: A.map (gen n g)) (B.map (gen n g))) :
    ¬ IsFull n (gen n g m' :: A) B := by
  intro hfull
  apply hnf
  intro c hc hfc
  rw [← gen_inv n g c hc] at hfc
  have hA2 := cons_onBoard (gen_onBoard n g m' hm) hA
  exact hfull _ (gen_onBoard n g c hc)
    ((free_gen_iff (g := g) hA2 hB (gen_onBoard n g c hc)).mp hfc)

/-- A generator preserves `P2CanDelay`. -/
theorem delay_gen {n k g : Nat} {A B : List Cell} (hd : P2CanDelay n k A B) :
    (∀ s, s ∈ A → OnBoard n s) → (∀ s, s ∈ B → OnBoard n s) →
    P2CanDelay n k (A.map (gen n g)) (B.map (gen n g)) := by
  induction hd with
  | past A B hp =>
    intro _ _
    exact .past _ _ (by rw [nextPly_map]; exact hp)
  | step A B reply hsafe hreply _ ih =>
    intro hA hB
    refine .step _ _ (fun m' => gen n g (reply (gen n g m'))) ?_ ?_ ?_
    · intro m' hm hf hc
      have hm2 := gen_onBoard n g m' hm
      rw [← gen_inv n g m' hm] at hf hc
      exact hsafe (gen n g m') hm2 ((free_gen_iff (g := g) hA hB hm2).mp hf)
        ((completes_gen_iff (g := g) hA hm2).mp hc)
    · intro m' hm hf hnf
      have hm2 := gen_onBoard n g m' hm
      have hA2 := cons_onBoard hm2 hA
      rw [← gen_inv n g m' hm] at hf hnf
      have hnf' := notFull_gen (g := g) hA hB hm hnf
      obtain ⟨hr, hrf⟩ := hreply _ hm2 ((free_gen_iff (g := g) hA hB hm2).mp hf) hnf'
      refine ⟨gen_onBoard n g _ hr, ?_⟩
      have e : Free (gen n g (gen n g m') :: A.map (gen n g)) (B.map (gen n g))
          (gen n g (reply (gen n g m'))) := (free_gen_iff (g := g) hA2 hB hr).mpr hrf
      rw [gen_inv n g m' hm] at e
      exact e
    · intro m' hm hf hnf hnc
      have hm2 := gen_onBoard n g m' hm
      have hA2 := cons_onBoard hm2 hA
      rw [← gen_inv n g m' hm] at hf hnf
      have hnf' := notFull_gen (g := g) hA hB hm hnf
      have hf' := (free_gen_iff (g := g) hA hB hm2).mp hf
      obtain ⟨hr, _⟩ := hreply _ hm2 hf' hnf'
      have hnc' : ¬ Completes n B (reply (gen n g m')) := fun hc =>
        hnc ((completes_gen_iff (g := g) hB hr).mpr hc)
      have h : P2CanDelay n k (gen n g (gen n g m') :: A.map (gen n g))
          (gen n g (reply (gen n g m')) :: B.map (gen n g)) :=
        ih _ hm2 hf' hnf' hnc' hA2 (cons_onBoard hr hB)
      rw [gen_inv n g m' hm] at h
      exact h

theorem symApply_onBoard (n : Nat) (gs : List Nat) (c : Cell) (h : OnBoard n c) :
    OnBoard n (symApply n gs c) := by
  induction gs with
  | nil => exact h
  | cons g gs ih => exact gen_onBoard n g _ ih

theorem symApply_rev (n : Nat) (gs : List Nat) (c : Cell) (hc : OnBoard n c) :
    symApply n gs.reverse (symApply n gs c) = c := by
  induction gs generalizing c with
  | nil => rfl
  | cons g gs ih =>
    unfold symApply
    rw [List.reverse_cons, List.foldr_append]
    show List.foldr (gen n) (gen n g (gen n g (symApply n gs c))) gs.reverse = c
    rw [gen_inv n g _ (symApply_onBoard n gs c hc)]
    exact ih c hc

/-- The empty word fixes every list (Lean only; Coq: `map_id`). -/
theorem map_symApply_nil (n : Nat) (S : List Cell) : S.map (symApply n []) = S := by
  induction S with
  | nil => rfl
  | cons s S ih => exact congrArg (s :: ·) ih

/-- A word and its reverse cancel on the board (Lean only; Coq: `map_map`, `map_ext_in`,
`map_id` with `symApply_rev`). -/
theorem map_symApply_rev {n : Nat} (gs : List Nat) {S : List Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) :
    (S.map (symApply n gs)).map (symApply n gs.reverse) = S := by
  induction S with
  | nil => rfl
  | cons s S ih =>
    show symApply n gs.reverse (symApply n gs s) ::
      (S.map (symApply n gs)).map (symApply n gs.reverse) = s :: S
    rw [symApply_rev n gs s (hS s (List.mem_cons.mpr (Or.inl rfl))),
      ih (fun t ht => hS t (List.mem_cons.mpr (Or.inr ht)))]

/-- The image of stones on the board is on the board (Lean only; Coq: `in_map_iff` in place). -/
theorem map_symApply_onBoard {n : Nat} {gs : List Nat} {S : List Cell}
    (hS : ∀ s, s ∈ S → OnBoard n s) : ∀ s, s ∈ S.map (symApply n gs) → OnBoard n s := by
  intro s hs
  obtain ⟨t, ht, rfl⟩ := List.mem_map.mp hs
  exact symApply_onBoard n gs t (hS t ht)

/-- Every symmetry (a word of generators) preserves `P2CanDelay`. -/
theorem delay_sym {n k : Nat} (gs : List Nat) {A B : List Cell} (hd : P2CanDelay n k A B)
    (hA : ∀ s, s ∈ A → OnBoard n s) (hB : ∀ s, s ∈ B → OnBoard n s) :
    P2CanDelay n k (A.map (symApply n gs)) (B.map (symApply n gs)) := by
  induction gs with
  | nil =>
    rw [map_symApply_nil, map_symApply_nil]
    exact hd
  | cons g gs ih =>
    have e : ∀ S : List Cell,
        S.map (symApply n (g :: gs)) = (S.map (symApply n gs)).map (gen n g) := by
      intro S
      induction S with
      | nil => rfl
      | cons s S ihS => exact congrArg (gen n g (symApply n gs s) :: ·) ihS
    rw [e A, e B]
    exact delay_gen ih (map_symApply_onBoard hA) (map_symApply_onBoard hB)

/-! ## The check is sound -/

theorem sameSet_sound {S T : List Cell} (h : sameSet S T = true) : ∀ c, c ∈ S ↔ c ∈ T := by
  obtain ⟨h1, h2⟩ := boolAnd h
  intro c
  constructor
  · intro hc
    exact List.contains_iff.mp (List.all_eq_true.mp h1 c hc)
  · intro hc
    exact List.contains_iff.mp (List.all_eq_true.mp h2 c hc)

theorem sameBoard_sound {A B A' B' : List Cell} (h : sameBoard A B A' B' = true) :
    Equiv A B A' B' := by
  obtain ⟨h1, h2⟩ := boolAnd h
  obtain ⟨h3, h4⟩ := boolAnd h2
  exact ⟨sameSet_sound h1, sameSet_sound h3, of_decide_eq_true h4⟩

theorem onBoardAll_sound {n : Nat} {A B : List Cell} (h : onBoardAll n A B = true) :
    (∀ s, s ∈ A → OnBoard n s) ∧ (∀ s, s ∈ B → OnBoard n s) := by
  obtain ⟨h1, h2⟩ := boolAnd h
  exact ⟨fun s hs => of_decide_eq_true (List.all_eq_true.mp h1 s hs),
    fun s hs => of_decide_eq_true (List.all_eq_true.mp h2 s hs)⟩

/-- One P1 turn: `p1Step` and sound successors give `P2CanDelay` (as
`Lemmas.drawsP2Step_sound`). -/
theorem p1Step_sound {n k : Nat} {found : List Cell → List Cell → Bool}
    {answer : List Cell → List Cell → Cell} {A B : List Cell}
    (h : p1Step n found answer A B = true)
    (hnext : ∀ m r, OnBoard n m → OnBoard n r → found (m :: A) (r :: B) = true →
      P2CanDelay n k (m :: A) (r :: B)) :
    P2CanDelay n k A B := by
  have hall := allCells_sound h
  refine .step A B (fun m => answer (m :: A) B) ?_ ?_ ?_
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
    · obtain ⟨hr, h2⟩ := boolAnd h1
      rcases boolOr (boolAnd h2).2 with hc | hn
      · exact absurd hc hnc
      · exact hnext m _ hm (of_decide_eq_true hr) hn

/-! ## The last two P1 turns by ply `k` -/

theorem cells_onBoard {n : Nat} {c : Cell} : c ∈ cells n ↔ OnBoard n c := by
  unfold cells
  rw [List.mem_map]
  constructor
  · rintro ⟨i, hi, rfl⟩
    have hi' : i < n * n := List.mem_range.mp hi
    have hn : 0 < n := Nat.pos_of_ne_zero (by rintro rfl; simp at hi')
    exact ⟨Nat.mod_lt i hn, (Nat.div_lt_iff_lt_mul hn).mpr hi'⟩
  · intro hc
    obtain ⟨cx, cy⟩ := c
    have hx : cx < n := hc.1
    have hy : cy < n := hc.2
    have hn : 0 < n := Nat.lt_of_le_of_lt (Nat.zero_le cx) hx
    have hlt : cx + cy * n < n * n :=
      calc cx + cy * n < n + cy * n := Nat.add_lt_add_right hx _
        _ = (cy + 1) * n := by rw [Nat.add_mul, Nat.one_mul, Nat.add_comm]
        _ ≤ n * n := Nat.mul_le_mul (Nat.succ_le_of_lt hy : cy + 1 ≤ n) (Nat.le_refl n)
    refine ⟨cx + cy * n, List.mem_range.mpr hlt, ?_⟩
    show Cell.mk ((cx + cy * n) % n) ((cx + cy * n) / n) = Cell.mk cx cy
    rw [Nat.add_mul_mod_self_right, Nat.mod_eq_of_lt hx, Nat.add_mul_div_right _ _ hn,
      Nat.div_eq_of_lt hx, Nat.zero_add]

theorem firstFree_spec {n : Nat} {A B : List Cell} (hnf : ¬ IsFull n A B) :
    OnBoard n (firstFree n A B) ∧ Free A B (firstFree n A B) := by
  unfold firstFree
  cases e : (cells n).find? (free A B) with
  | some c => exact ⟨cells_onBoard.mp (List.mem_of_find?_eq_some e), List.find?_some e⟩
  | none =>
    exact (hnf fun c hc hf => List.find?_eq_none.mp e c (cells_onBoard.mpr hc) hf).elim

theorem threatCells_spec {n : Nat} {S A B : List Cell} {c : Cell} :
    c ∈ threatCells n S A B ↔ OnBoard n c ∧ Free A B c ∧ Completes n S c := by
  unfold threatCells
  constructor
  · intro h
    obtain ⟨h1, h2⟩ := List.mem_filter.mp h
    obtain ⟨h3, h4⟩ := boolAnd h2
    exact ⟨cells_onBoard.mp h1, h3, h4⟩
  · rintro ⟨h1, h2, h3⟩
    exact List.mem_filter.mpr ⟨cells_onBoard.mpr h1, boolAndIntro h2 h3⟩

/-- P1's last move by ply `k`: when no free cell completes a P1 square, P2 delays (any free
answer leads past `k`). -/
theorem delay_last {n k : Nat} {A B : List Cell} (hk : k < nextPly A B + 2)
    (h : ∀ m, OnBoard n m → Free A B m → ¬ Completes n A m) : P2CanDelay n k A B := by
  refine .step A B (fun m => firstFree n (m :: A) B) h (fun m _ _ hnf => firstFree_spec hnf) ?_
  intro m _ _ _ _
  exact .past _ _ (by rw [nextPly_succ]; omega)

theorem noWinNow_sound {n k : Nat} {A B : List Cell} (hk : k < nextPly A B + 2)
    (h : noWinNow n A B = true) : P2CanDelay n k A B :=
  delay_last hk fun m hm hf => boolNot (boolImp (allCells_sound h m hm) hf)

theorem inLine_spec (a b : Cell) :
    inLine a b = true ↔
      a.x = b.x ∨ a.y = b.y ∨ a.x - b.x + (b.x - a.x) = a.y - b.y + (b.y - a.y) := by
  unfold inLine
  simp only [Bool.or_eq_true, beq_iff_eq, or_assoc]

theorem newThreats_spec {n : Nat} {m : Cell} {A B : List Cell} {c : Cell} :
    c ∈ newThreats n m A B ↔
      OnBoard n c ∧ inLine m c = true ∧ Free (m :: A) B c ∧ Completes n (m :: A) c := by
  unfold newThreats
  constructor
  · intro h
    obtain ⟨h1, h2⟩ := List.mem_filter.mp h
    obtain ⟨h3, h4⟩ := boolAnd h2
    obtain ⟨h5, h6⟩ := boolAnd h4
    exact ⟨cells_onBoard.mp h1, h3, h5, h6⟩
  · rintro ⟨h1, h2, h3, h4⟩
    exact List.mem_filter.mpr ⟨cells_onBoard.mpr h1, boolAndIntro h2 (boolAndIntro h3 h4)⟩

/-- A threat cell that the move `m` makes (a square of `m :: A` but none of `A`) shares a
line with `m`, and so do the square's two other corners, two distinct stones of `A`. -/
theorem new_threat {n : Nat} {A : List Cell} {m c : Cell} (h : Completes n (m :: A) c)
    (hA : completes n A c = false) :
    inLine m c = true ∧
      ∃ a1 a2, a1 ∈ A ∧ a2 ∈ A ∧ a1 ≠ a2 ∧ inLine m a1 = true ∧ inLine m a2 = true := by
  obtain ⟨cx, cy⟩ := c
  obtain ⟨⟨sx, sy⟩, hs, hy, hd, hab⟩ := (completes_spec n (m :: A) ⟨cx, cy⟩).mp h
  have hy' : sy = cy := hy
  have hd' : dist sx cx ≠ 0 := hd
  have hab' : (cy + dist sx cx < n ∧ Cell.mk cx (cy + dist sx cx) ∈ m :: A ∧
        Cell.mk sx (cy + dist sx cx) ∈ m :: A) ∨
      (dist sx cx ≤ cy ∧ Cell.mk cx (cy - dist sx cx) ∈ m :: A ∧
        Cell.mk sx (cy - dist sx cx) ∈ m :: A) := hab
  rw [hy'] at hs
  have hD := dist_spec sx cx
  have key : ∃ ty, ty ≠ cy ∧ ty - cy + (cy - ty) = dist sx cx ∧
      Cell.mk cx ty ∈ m :: A ∧ Cell.mk sx ty ∈ m :: A ∧
      (Cell.mk sx cy ∈ A → Cell.mk cx ty ∈ A → Cell.mk sx ty ∈ A → False) := by
    rcases hab' with ⟨h1, hp, hq⟩ | ⟨h1, hp, hq⟩
    · refine ⟨cy + dist sx cx, by omega, by omega, hp, hq, fun h3 h4 h5 => ?_⟩
      have hc : completes n A ⟨cx, cy⟩ = true :=
        (completes_spec n A ⟨cx, cy⟩).mpr ⟨⟨sx, cy⟩, h3, rfl, hd', Or.inl ⟨h1, h4, h5⟩⟩
      rw [hA] at hc
      exact Bool.false_ne_true hc
    · refine ⟨cy - dist sx cx, by omega, by omega, hp, hq, fun h3 h4 h5 => ?_⟩
      have hc : completes n A ⟨cx, cy⟩ = true :=
        (completes_spec n A ⟨cx, cy⟩).mpr ⟨⟨sx, cy⟩, h3, rfl, hd', Or.inr ⟨h1, h4, h5⟩⟩
      rw [hA] at hc
      exact Bool.false_ne_true hc
  obtain ⟨ty, hty, hdist, hp, hq, hnot⟩ := key
  have hl : ∀ a b : Cell, (a.x = b.x ∨ a.y = b.y ∨
      a.x - b.x + (b.x - a.x) = a.y - b.y + (b.y - a.y)) → inLine a b = true :=
    fun a b hab => (inLine_spec a b).mpr hab
  rcases List.mem_cons.mp hs with es | hsA <;> rcases List.mem_cons.mp hp with ep | hpA <;>
    rcases List.mem_cons.mp hq with eq | hqA
  · exact absurd (congrArg Cell.y (es.trans ep.symm)) (Ne.symm hty)
  · exact absurd (congrArg Cell.y (es.trans ep.symm)) (Ne.symm hty)
  · exact absurd (congrArg Cell.y (es.trans eq.symm)) (Ne.symm hty)
  · -- `m` is the corner in `c`'s row
    subst es
    refine ⟨hl _ _ (Or.inr (Or.inl rfl)), ⟨cx, ty⟩, ⟨sx, ty⟩, hpA, hqA, ?_, ?_, ?_⟩
    · intro e
      have h5 : cx = sx := congrArg Cell.x e
      omega
    · exact hl _ _ (Or.inr (Or.inr (show sx - cx + (cx - sx) = cy - ty + (ty - cy) by omega)))
    · exact hl _ _ (Or.inl rfl)
  · exact absurd (show cx = sx from congrArg Cell.x (ep.trans eq.symm)) (by omega)
  · -- `m` is the corner in `c`'s column
    subst ep
    refine ⟨hl _ _ (Or.inl rfl), ⟨sx, cy⟩, ⟨sx, ty⟩, hsA, hqA, ?_, ?_, ?_⟩
    · intro e
      have h5 : cy = ty := congrArg Cell.y e
      omega
    · exact hl _ _ (Or.inr (Or.inr (show cx - sx + (sx - cx) = ty - cy + (cy - ty) by omega)))
    · exact hl _ _ (Or.inr (Or.inl rfl))
  · -- `m` is the corner opposite `c`
    subst eq
    refine ⟨hl _ _ (Or.inr (Or.inr (show sx - cx + (cx - sx) = ty - cy + (cy - ty) by omega))),
      ⟨sx, cy⟩, ⟨cx, ty⟩, hsA, hpA, ?_, ?_, ?_⟩
    · intro e
      have h5 : cy = ty := congrArg Cell.y e
      omega
    · exact hl _ _ (Or.inl rfl)
    · exact hl _ _ (Or.inr (Or.inl rfl))
  · exact (hnot hsA hpA hqA).elim

/-- P2's answer in `lateStep_sound` to the P1 move `m` (a proof device, never computed):
complete a P2 square; else block P1's first threat cell; else the lowest free cell. -/
def lateAnswer (n : Nat) (m : Cell) (A B : List Cell) : Cell :=
  match threatCells n B (m :: A) B with
  | c :: _ => c
  | [] =>
    match newThreats n m A B with
    | t :: _ => t
    | [] => firstFree n (m :: A) B

/-- P1's turn two plies before the bound: `lateStep` is a delay. -/
theorem lateStep_sound {n k : Nat} {A B : List Cell} (hk : k < nextPly A B + 4)
    (h : lateStep n A B = true) : P2CanDelay n k A B := by
  have hall := allCells_sound h
  refine .step A B (fun m => lateAnswer n m A B) ?_ ?_ ?_
  · intro m hm hf
    exact boolNot (boolAnd (boolImp (hall m hm) hf)).1
  · intro m _ _ hnf
    show OnBoard n (lateAnswer n m A B) ∧ Free (m :: A) B (lateAnswer n m A B)
    unfold lateAnswer
    cases e2 : threatCells n B (m :: A) B with
    | cons c l =>
      have hc : c ∈ threatCells n B (m :: A) B := by rw [e2]; exact List.Mem.head _
      obtain ⟨h1, h2, _⟩ := threatCells_spec.mp hc
      exact ⟨h1, h2⟩
    | nil =>
      cases e1 : newThreats n m A B with
      | cons t l' =>
        have ht : t ∈ newThreats n m A B := by rw [e1]; exact List.Mem.head _
        obtain ⟨h1, _, h2, _⟩ := newThreats_spec.mp ht
        exact ⟨h1, h2⟩
      | nil => exact firstFree_spec hnf
  · intro m hm hf _ hnc
    -- `reply m` is a beta-redex here; `rw [e2] at hnc` below needs it reduced
    change ¬ Completes n B (lateAnswer n m A B) at hnc
    obtain ⟨_, h1⟩ := boolAnd (boolImp (hall m hm) hf)
    refine delay_last (by rw [nextPly_succ]; omega) ?_
    intro c hc hfc hcomp
    obtain ⟨hcA, hcB⟩ := (free_spec _ _ c).mp hfc
    have hcr : c ≠ lateAnswer n m A B := fun e => hcB (by rw [e]; exact List.Mem.head _)
    have hfree : Free (m :: A) B c :=
      (free_spec _ _ c).mpr ⟨hcA, fun hin => hcB (List.Mem.tail _ hin)⟩
    -- P1 had no threat cell before `m`, so `c` is one that `m` makes
    have hfA : Free A B c := (free_spec _ _ c).mpr
      ⟨fun hin => hcA (List.Mem.tail _ hin), fun hin => hcB (List.Mem.tail _ hin)⟩
    have hnA : completes n A c = false := by
      have h3 := boolNot (boolAnd (boolImp (hall c hc) hfA)).1
      cases e : completes n A c
      · rfl
      · exact absurd e h3
    obtain ⟨hlc, a1, a2, ha1, ha2, hne, hl1, hl2⟩ := new_threat hcomp hnA
    have hcin : c ∈ newThreats n m A B := newThreats_spec.mpr ⟨hc, hlc, hfree, hcomp⟩
    have hin1 : a1 ∈ A.filter (inLine m) := List.mem_filter.mpr ⟨ha1, hl1⟩
    have hin2 : a2 ∈ A.filter (inLine m) := List.mem_filter.mpr ⟨ha2, hl2⟩
    unfold lateAnswer at hcr hnc
    cases eA : A.filter (inLine m) with
    | nil =>
      rw [eA] at hin1
      exact nomatch hin1
    | cons b1 l0 =>
      cases l0 with
      | nil =>
        rw [eA] at hin1 hin2
        exact hne ((List.mem_singleton.mp hin1).trans (List.mem_singleton.mp hin2).symm)
      | cons b2 l1 =>
        rw [eA] at h1
        cases e2 : threatCells n B (m :: A) B with
        | cons c0 l =>
          rw [e2] at hnc
          have h0 : c0 ∈ threatCells n B (m :: A) B := by rw [e2]; exact List.Mem.head _
          exact hnc (threatCells_spec.mp h0).2.2
        | nil =>
          rw [e2] at hcr
          cases e1 : newThreats n m A B with
          | nil =>
            rw [e1] at hcin
            exact nomatch hcin
          | cons t l' =>
            cases l' with
            | nil =>
              rw [e1] at hcin hcr
              exact hcr (List.mem_singleton.mp hcin)
            | cons t' l'' =>
              rw [e1] at h1
              have h2 : anyCell n (fun c => free (m :: A) B c && completes n B c) = true := h1
              obtain ⟨c', hc', hp⟩ := anyCell_sound h2
              obtain ⟨hf', hcp⟩ := boolAnd hp
              have hin : c' ∈ threatCells n B (m :: A) B := threatCells_spec.mpr ⟨hc', hf', hcp⟩
              rw [e2] at hin
              exact nomatch hin

/-- A position passing `delayFound`, when every entry of the table passes `lateStep` (two
plies before the bound) or `p1Step`. -/
theorem delayFound_sound {n k : Nat} {S1 : Std.TreeMap Nat (List Cell × List Cell)}
    {answer : List Cell → List Cell → Cell}
    (hS1 : ∀ key A' B', (key, (A', B')) ∈ S1.toList →
      onBoardAll n A' B' = true ∧
      (if k < nextPly A' B' + 4 then lateStep n A' B'
       else p1Step n (delayFound n k S1 answer) answer A' B') = true) :
    ∀ f A B, (∀ s, s ∈ A → OnBoard n s) → (∀ s, s ∈ B → OnBoard n s) →
      k < nextPly A B + f → delayFound n k S1 answer A B = true → P2CanDelay n k A B := by
  intro f
  induction f with
  | zero =>
    intro A B _ _ hf _
    exact .past A B (by omega)
  | succ f ih =>
    intro A B hA hB hf h
    unfold delayFound at h
    by_cases e1 : k < nextPly A B
    · exact .past A B e1
    rw [if_neg e1] at h
    by_cases e2 : k < nextPly A B + 2
    · rw [if_pos e2] at h
      exact noWinNow_sound e2 h
    rw [if_neg e2] at h
    cases ef : S1[pkey (canonKey n A B)]? with
    | none =>
      rw [ef] at h
      exact absurd h Bool.false_ne_true
    | some v =>
      obtain ⟨A', B'⟩ := v
      rw [ef] at h
      obtain ⟨hob, hstep⟩ := hS1 _ _ _ (Std.TreeMap.mem_toList_iff_getElem?_eq_some.mpr ef)
      obtain ⟨hA', hB'⟩ := onBoardAll_sound hob
      have h' : syms.any (fun gs =>
          sameBoard (A.map (symApply n gs)) (B.map (symApply n gs)) A' B') = true := h
      obtain ⟨gs, _, hsame⟩ := List.any_eq_true.mp h'
      have he := sameBoard_sound hsame
      have hp : nextPly A' B' = nextPly A B := he.2.2.symm.trans (nextPly_map _ A B)
      have hd' : P2CanDelay n k A' B' := by
        by_cases e4 : k < nextPly A' B' + 4
        · rw [if_pos e4] at hstep
          exact lateStep_sound e4 hstep
        rw [if_neg e4] at hstep
        refine p1Step_sound hstep fun m r hm hr hfound => ?_
        refine ih _ _ (cons_onBoard hm hA') (cons_onBoard hr hB') ?_ hfound
        have := nextPly_succ A' B' m r
        omega
      have hd2 := delay_equiv hd' _ _ (equiv_sym he)
      have hd3 := delay_sym gs.reverse hd2 (map_symApply_onBoard hA) (map_symApply_onBoard hB)
      rw [map_symApply_rev gs hA, map_symApply_rev gs hB] at hd3
      exact hd3

/-- `delayCheck` proves that P2 keeps P1 from completing a square by ply `k`. -/
theorem p2CanDelay_of_delayCheck {n k : Nat} {S1 : Std.TreeMap Nat (List Cell × List Cell)}
    {answer : List Cell → List Cell → Cell} (h : delayCheck n k S1 answer = true) :
    P2CanDelay n k [] [] := by
  obtain ⟨h0, hall⟩ := boolAnd h
  have h1 : nextPly [] [] = 1 := rfl
  refine delayFound_sound ?_ (k + 1) [] [] (fun s hs => nomatch hs) (fun s hs => nomatch hs)
    (by omega) h0
  intro key A' B' hin
  exact boolAnd (List.all_eq_true.mp hall _ hin)

/-- The certificate replay of `Delay.delayCertCheck` proves the same. -/
theorem p2CanDelay_of_delayCertCheck {n k : Nat} {hex : String}
    (h : delayCertCheck n k hex = true) : P2CanDelay n k [] [] := by
  unfold delayCertCheck at h
  cases hm : sqfMoves n k hex with
  | none =>
    rw [hm] at h
    exact absurd h Bool.false_ne_true
  | some body =>
    rw [hm] at h
    exact p2CanDelay_of_delayCheck h

/-! ## A delay bounds the fastest win -/

theorem p1CanWinBy_ply {n k : Nat} {A B : List Cell} (hw : P1CanWinBy n k A B) :
    nextPly A B ≤ k :=
  nextPly_le_of_p1CanWinBy hw

/-- A delay and a win by the same ply exclude each other. -/
theorem not_p1CanWinBy_of_p2CanDelay {n k : Nat} {A B : List Cell} (hw : P1CanWinBy n k A B) :
    P2CanDelay n k A B → False := by
  induction hw with
  | now A B m hp hm hf hc =>
    intro hd
    cases hd with
    | past _ _ hpast => omega
    | step _ _ reply hsafe2 _ _ => exact hsafe2 m hm hf hc
  | later A B m hm hf hex hsafe hall ih =>
    intro hd
    obtain ⟨r, hr, hrf⟩ := hex
    cases hd with
    | past _ _ hpast =>
      have h := p1CanWinBy_ply (hall r hr hrf)
      have := nextPly_succ A B m r
      omega
    | step _ _ reply _ hreply hnext =>
      have hnf : ¬ IsFull n (m :: A) B := fun hfull => hfull r hr hrf
      obtain ⟨hr2, hrf2⟩ := hreply m hm hf hnf
      exact ih (reply m) hr2 hrf2 (hnext m hm hf hnf (hsafe (reply m) hr2 hrf2))

/-- P1 moves at odd plies only: a win by an even ply `k` is a win by ply `k - 1`. -/
theorem p1CanWinBy_even {n k : Nat} {A B : List Cell} (hk : ∃ a, k = 2 * a)
    (hw : P1CanWinBy n k A B) : (∃ b, nextPly A B = 2 * b + 1) → P1CanWinBy n (k - 1) A B := by
  obtain ⟨a, rfl⟩ := hk
  induction hw with
  | now A B m hp hm hf hc =>
    rintro ⟨b, hb⟩
    exact .now A B m (by omega) hm hf hc
  | later A B m hm hf hex hsafe _ ih =>
    rintro ⟨b, hb⟩
    refine .later A B m hm hf hex hsafe fun r hr hrf => ih r hr hrf ⟨b + 1, ?_⟩
    have := nextPly_succ A B m r
    omega

/-- The lower bound: for odd `k ≥ 2`, a delay by ply `k - 2` means P1 completes no square
before ply `k`. -/
theorem fastest_lower_of_delay {n k : Nat} (hk : ∃ a, k = 2 * a + 1) (h2 : 2 ≤ k)
    (hd : P2CanDelay n (k - 2) [] []) : ∀ j, j < k → ¬ P1CanWinBy n j [] [] := by
  intro j hj hw
  have he : ∃ a, k - 1 = 2 * a := by
    obtain ⟨a, ha⟩ := hk
    exact ⟨a, by omega⟩
  have hw1 := p1CanWinBy_mono (show j ≤ k - 1 by omega) hw
  have ho : ∃ b, nextPly [] [] = 2 * b + 1 := ⟨0, rfl⟩
  have hw2 := p1CanWinBy_even he hw1 ho
  have e : k - 1 - 1 = k - 2 := by omega
  rw [e] at hw2
  exact not_p1CanWinBy_of_p2CanDelay hw2 hd

end SquareGame
