import SquareGame.Lemmas
import SquareGame.PlusRule

/-!
# Every board: the reduction to the blocking game (docs/EVERY-N.md, Lemma 2)

The foundation of the all-n proof of docs/EVERY-N.md:

* `threats_spec`: the threat cells `threats n own opp` of `PlusRule.lean` are exactly the free
  cells of the board that complete a square of `own`; `threats_sorted` and `threats_ext`: the
  list is strictly sorted row-major, so two threat lists with the same members are equal.
* `stones_app_pair`: the history bookkeeping of `WinsWith`.
* `blockingGood`: the blocking game `BG` of EVERY-N §1 as a Boolean check (P1 plays
  `plusMoveWith rule`; P2 blocks the first P1 threat cell); `winsWith_of_blocking` (Lemma 2):
  if the blocking game is good for every legal pair `(r1, r2)`, then
  `WinsWith (plusMoveWith rule) n []`.
* `winsWith_of_blockingCheck`, `plus_wins_with_6_by_blocking` and
  `plus_wins_with_17_by_blocking`: Lemma 2 applied to the real rule on the 6×6 and 17×17
  boards, every legal pair checked by `native_decide`.
* `box_three`, `box_two`, `box_one_zone`, `box_topLeft` (Lemma 1, box geometry),
  `pair_square_on_board` (Lemma 3a) and `far_pair_topLeft`, `far_pair_unique`,
  `one_far_pair` (Lemma 4, far pairs).

The Lean twin of `coq/SquareGame/EveryN.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). Core Lean only; the library lemmas used (`List.mem_flatMap`,
`List.mem_filter`, `List.append_of_mem`, `List.contains_iff`, `List.pairwise_cons`,
`eq_of_beq`, `or_left_comm`) were looked up in the sources of leanprover/lean4
(`src/Init/Data/List/Lemmas.lean`, `src/Init/Data/List/Pairwise.lean`, `src/Init/Core.lean`,
`src/Init/PropLemmas.lean`). Where Coq uses `NoDup_incl_length` (not in Lean core),
`free_cell_exists` goes through `exists_not_mem`, proved here.
-/

namespace SquareGame

/-! ## Facts about the checks, read backwards -/

theorem boolAndIntro {a b : Bool} (ha : a = true) (hb : b = true) : (a && b) = true := by
  subst ha; subst hb; rfl

theorem boolOrLeft {a b : Bool} (ha : a = true) : (a || b) = true := by
  subst ha; rfl

theorem boolOrRight {a b : Bool} (hb : b = true) : (a || b) = true := by
  subst hb; cases a <;> rfl

theorem allCells_complete {n : Nat} {p : Cell → Bool} (h : ∀ c, OnBoard n c → p c = true) :
    allCells n p = true :=
  List.all_eq_true.mpr fun y hy => List.all_eq_true.mpr fun x hx =>
    h ⟨x, y⟩ ⟨List.mem_range.mp hx, List.mem_range.mp hy⟩

theorem anyCell_complete {n : Nat} {p : Cell → Bool} {c : Cell} (hc : OnBoard n c)
    (hp : p c = true) : anyCell n p = true :=
  List.any_eq_true.mpr ⟨c.y, List.mem_range.mpr hc.2,
    List.any_eq_true.mpr ⟨c.x, List.mem_range.mpr hc.1, hp⟩⟩

theorem free_spec (A B : List Cell) (c : Cell) : Free A B c ↔ c ∉ A ∧ c ∉ B := by
  unfold Free free
  rw [← List.contains_iff (a := c) (as := A), ← List.contains_iff (a := c) (as := B)]
  cases A.contains c <;> cases B.contains c <;> decide

theorem replies_complete {n : Nat} {A B : List Cell} {next : Cell → Bool}
    (h : ∀ r, OnBoard n r → Free A B r → ¬ Completes n B r ∧ next r = true) :
    replies n A B next = true := by
  unfold replies
  refine allCells_complete fun r hr => ?_
  cases hf : free A B r with
  | false => rfl
  | true =>
    obtain ⟨hc, hn⟩ := h r hr hf
    cases hcr : completes n B r with
    | true => exact absurd hcr hc
    | false => exact hn

/-- `winsStep_sound` read backwards: what a P1 turn of `WinsWith` needs. -/
theorem winsStep_intro {n : Nat} {A B : List Cell} {m : Cell} {next : Cell → Bool}
    (hm : OnBoard n m) (hf : Free A B m)
    (h : Completes n A m ∨
      ((∃ c, OnBoard n c ∧ Free (m :: A) B c) ∧
       ∀ r, OnBoard n r → Free (m :: A) B r → ¬ Completes n B r ∧ next r = true)) :
    winsStep n A B m next = true := by
  unfold winsStep
  refine boolAndIntro (decide_eq_true hm) (boolAndIntro hf ?_)
  rcases h with h | ⟨⟨c, hc1, hc2⟩, hr⟩
  · exact boolOrLeft h
  · exact boolOrRight (boolAndIntro (anyCell_complete hc1 hc2) (replies_complete hr))

/-! ## Few stones complete nothing -/

/-- A completing cell needs two distinct stones of `S` (in fact three). -/
theorem completes_two {n : Nat} {S : List Cell} {c : Cell} (h : Completes n S c) :
    ∃ a b, a ∈ S ∧ b ∈ S ∧ a ≠ b := by
  obtain ⟨cx, cy⟩ := c
  obtain ⟨sx, hs, hd, hab⟩ := row_of_completes h
  rcases hab with ⟨_, h2, _⟩ | ⟨h1, h2, _⟩
  · exact ⟨⟨sx, cy⟩, _, hs, h2, fun e => by have := (Cell.mk.inj e).2; omega⟩
  · exact ⟨⟨sx, cy⟩, _, hs, h2, fun e => by have := (Cell.mk.inj e).2; omega⟩

theorem no_completes_le_one {n : Nat} {S : List Cell} {c : Cell} (hl : S.length ≤ 1) :
    ¬ Completes n S c := by
  intro hc
  obtain ⟨a, b, ha, hb, hab⟩ := completes_two hc
  rcases S with _ | ⟨s, _ | ⟨s', S⟩⟩
  · cases ha
  · exact hab ((List.mem_singleton.mp ha).trans (List.mem_singleton.mp hb).symm)
  · simp only [List.length_cons] at hl <;> omega

/-- A list of pairwise distinct cells longer than `L` has a member outside `L` (pigeonhole;
the Coq twin uses `NoDup_incl_length`). -/
theorem exists_not_mem {K L : List Cell} (hK : K.Pairwise (· ≠ ·)) (hl : L.length < K.length) :
    ∃ k, k ∈ K ∧ k ∉ L := by
  induction K generalizing L with
  | nil => exact absurd hl (Nat.not_lt_zero _)
  | cons k K ih =>
    by_cases hk : k ∈ L
    · obtain ⟨s, t, rfl⟩ := List.append_of_mem hk
      obtain ⟨hk1, hK'⟩ := List.pairwise_cons.mp hK
      obtain ⟨k', hk', hn⟩ := ih (L := s ++ t) hK'
        (by simp only [List.length_append, List.length_cons] at hl ⊢ <;> omega)
      refine ⟨k', List.mem_cons_of_mem _ hk', fun hm => ?_⟩
      rcases List.mem_append.mp hm with h | h
      · exact hn (List.mem_append.mpr (Or.inl h))
      · rcases List.mem_cons.mp h with e | h
        · exact hk1 k' hk' e.symm
        · exact hn (List.mem_append.mpr (Or.inr h))
    · exact ⟨k, List.mem_cons.mpr (Or.inl rfl), hk⟩

/-- A board of side `n ≥ 2` with at most three stones has a free cell. -/
theorem free_cell_exists (n : Nat) (A B : List Cell) (hn : 2 ≤ n)
    (hl : A.length + B.length ≤ 3) : ∃ c, OnBoard n c ∧ Free A B c := by
  have hK : [Cell.mk 0 0, Cell.mk 1 0, Cell.mk 0 1, Cell.mk 1 1].Pairwise (· ≠ ·) := by decide
  obtain ⟨k, hk, hkn⟩ := exists_not_mem (L := A ++ B) hK
    (by simp only [List.length_append, List.length_cons, List.length_nil] <;> omega)
  have hk2 : k.x ≤ 1 ∧ k.y ≤ 1 := by
    simp only [List.mem_cons, List.mem_singleton, List.not_mem_nil, or_false] at hk
    rcases hk with rfl | rfl | rfl | rfl <;> exact ⟨by decide, by decide⟩
  refine ⟨k, ⟨by omega, by omega⟩, (free_spec A B k).mpr ⟨fun h => ?_, fun h => ?_⟩⟩
  · exact hkn (List.mem_append.mpr (Or.inl h))
  · exact hkn (List.mem_append.mpr (Or.inr h))

/-! ## `threats` is the set of free completing cells -/

/-- The candidate cells `threats` takes from the row pair `(s1, s2)`: the two corners above
and the two below, when `s1` lies left of `s2` in the same row. -/
def rowCands (n : Nat) (s1 s2 : Cell) : List Cell :=
  if s1.y == s2.y && decide (s1.x < s2.x) then
    (if s1.y + (s2.x - s1.x) < n then
      [Cell.mk s1.x (s1.y + (s2.x - s1.x)), Cell.mk s2.x (s1.y + (s2.x - s1.x))] else []) ++
    (if s2.x - s1.x ≤ s1.y then
      [Cell.mk s1.x (s1.y - (s2.x - s1.x)), Cell.mk s2.x (s1.y - (s2.x - s1.x))] else [])
  else []

theorem fold_flat {α β : Type} (g : α → List β) (f : α → List β → List β) (l : List α)
    (acc : List β) (hf : ∀ a acc, f a acc = g a ++ acc) :
    l.foldr f acc = l.flatMap g ++ acc := by
  induction l with
  | nil => simp
  | cons a l ih => rw [List.foldr_cons, hf, ih, List.flatMap_cons, List.append_assoc]

/-- `threats` with its candidate list written with `rowCands`. -/
theorem threats_cands (n : Nat) (own opp : List Cell) :
    threats n own opp =
      ((own.flatMap fun s1 => own.flatMap (rowCands n s1)).filter
        fun c => free own opp c && completes n own c).foldr insertCell [] := by
  unfold threats
  try dsimp only
  rw [fold_flat (fun s1 => own.flatMap (rowCands n s1)) _ own [], List.append_nil]
  intro s1 acc
  try dsimp only
  rw [fold_flat (rowCands n s1)]
  intro s2 acc'
  try dsimp only
  unfold rowCands
  by_cases h : (s1.y == s2.y && decide (s1.x < s2.x)) = true
  · rw [if_pos h, if_pos h, List.append_assoc]
  · rw [if_neg h, if_neg h, List.nil_append]

theorem insertCell_mem (c d : Cell) (l : List Cell) : c ∈ insertCell d l ↔ d = c ∨ c ∈ l := by
  induction l with
  | nil =>
    simp only [insertCell, List.mem_singleton, List.not_mem_nil, or_false]
    exact ⟨Eq.symm, Eq.symm⟩
  | cons e l ih =>
    simp only [insertCell]
    split
    · next h =>
      have he : d = e := eq_of_beq h
      subst he
      exact ⟨Or.inr, fun h' => h'.elim (fun e => List.mem_cons.mpr (Or.inl e.symm)) id⟩
    · split
      · rw [List.mem_cons]
        exact ⟨fun h => h.imp Eq.symm id, fun h => h.imp Eq.symm id⟩
      · rw [List.mem_cons, ih, List.mem_cons]
        exact or_left_comm

theorem fold_insert_mem (c : Cell) (l : List Cell) :
    c ∈ l.foldr insertCell [] ↔ c ∈ l := by
  induction l with
  | nil => exact Iff.rfl
  | cons a l ih =>
    rw [List.foldr_cons, insertCell_mem, ih, List.mem_cons]
    exact ⟨fun h => h.imp Eq.symm id, fun h => h.imp Eq.symm id⟩

theorem rowCands_onBoard {n : Nat} {s1 s2 c : Cell} (h1 : OnBoard n s1) (h2 : OnBoard n s2)
    (hc : c ∈ rowCands n s1 s2) : OnBoard n c := by
  unfold rowCands at hc
  by_cases hr : (s1.y == s2.y && decide (s1.x < s2.x)) = true
  · rw [if_pos hr, List.mem_append] at hc
    rcases hc with hc | hc
    · by_cases ha : s1.y + (s2.x - s1.x) < n
      · rw [if_pos ha] at hc
        rcases List.mem_cons.mp hc with rfl | hc
        · exact ⟨h1.1, ha⟩
        · rcases List.mem_cons.mp hc with rfl | hc
          · exact ⟨h2.1, ha⟩
          · cases hc
      · rw [if_neg ha] at hc; cases hc
    · by_cases hb : s2.x - s1.x ≤ s1.y
      · rw [if_pos hb] at hc
        rcases List.mem_cons.mp hc with rfl | hc
        · exact ⟨h1.1, Nat.lt_of_le_of_lt (Nat.sub_le _ _) h1.2⟩
        · rcases List.mem_cons.mp hc with rfl | hc
          · exact ⟨h2.1, Nat.lt_of_le_of_lt (Nat.sub_le _ _) h1.2⟩
          · cases hc
      · rw [if_neg hb] at hc; cases hc
  · rw [if_neg hr] at hc; cases hc

/-- A cell in column `a` or `b`, one side length `b - a` above or below the row `yy`, is a
candidate of the row pair `((a, yy), (b, yy))`. -/
theorem rowCands_mem {n a b yy cx cy : Nat} (hab : a < b)
    (hy : (yy + (b - a) < n ∧ cy = yy + (b - a)) ∨ (b - a ≤ yy ∧ cy = yy - (b - a)))
    (hx : cx = a ∨ cx = b) : Cell.mk cx cy ∈ rowCands n ⟨a, yy⟩ ⟨b, yy⟩ := by
  have hr : ((yy == yy) && decide (a < b)) = true :=
    boolAndIntro (beq_self_eq_true yy) (decide_eq_true hab)
  dsimp only [rowCands]
  rw [if_pos hr, List.mem_append]
  rcases hy with ⟨h1, h2⟩ | ⟨h1, h2⟩
  · refine Or.inl ?_
    rw [if_pos h1]
    rcases hx with h | h
    · exact List.mem_cons.mpr (Or.inl (cell_eq h h2))
    · exact List.mem_cons.mpr (Or.inr (List.mem_cons.mpr (Or.inl (cell_eq h h2))))
  · refine Or.inr ?_
    rw [if_pos h1]
    rcases hx with h | h
    · exact List.mem_cons.mpr (Or.inl (cell_eq h h2))
    · exact List.mem_cons.mpr (Or.inr (List.mem_cons.mpr (Or.inl (cell_eq h h2))))

/-- Every completing cell on the board is a candidate: the square's edge in the other row is
held. -/
theorem rowCands_complete {n : Nat} {own : List Cell} {c : Cell} (hc : OnBoard n c)
    (h : Completes n own c) : ∃ s1 s2, s1 ∈ own ∧ s2 ∈ own ∧ c ∈ rowCands n s1 s2 := by
  obtain ⟨cx, cy⟩ := c
  have hcy : cy < n := hc.2
  obtain ⟨sx, _, hd, hab⟩ := row_of_completes h
  have hD := dist_spec sx cx
  rcases hab with ⟨h1, h2, h3⟩ | ⟨h1, h2, h3⟩ <;> by_cases hlt : sx < cx
  · exact ⟨_, _, h3, h2, rowCands_mem (by omega) (by omega) (by omega)⟩
  · exact ⟨_, _, h2, h3, rowCands_mem (by omega) (by omega) (by omega)⟩
  · exact ⟨_, _, h3, h2, rowCands_mem (by omega) (by omega) (by omega)⟩
  · exact ⟨_, _, h2, h3, rowCands_mem (by omega) (by omega) (by omega)⟩

/-- The threat cells of `own` are exactly the free cells of the board completing a square of
`own` (for stones on the board). -/
theorem threats_spec (n : Nat) (own opp : List Cell) (c : Cell)
    (hown : ∀ s, s ∈ own → OnBoard n s) :
    c ∈ threats n own opp ↔ OnBoard n c ∧ Free own opp c ∧ Completes n own c := by
  rw [threats_cands, fold_insert_mem, List.mem_filter, List.mem_flatMap]
  constructor
  · rintro ⟨⟨s1, hs1, hc⟩, hp⟩
    obtain ⟨s2, hs2, hc⟩ := List.mem_flatMap.mp hc
    obtain ⟨hf, hcomp⟩ := boolAnd hp
    exact ⟨rowCands_onBoard (hown _ hs1) (hown _ hs2) hc, hf, hcomp⟩
  · rintro ⟨hc, hf, hcomp⟩
    obtain ⟨s1, s2, hs1, hs2, hin⟩ := rowCands_complete hc hcomp
    exact ⟨⟨s1, hs1, List.mem_flatMap.mpr ⟨s2, hs2, hin⟩⟩, boolAndIntro hf hcomp⟩

/-! ## `threats` is strictly sorted, so its members determine it -/

/-- Row-major order as a relation. -/
def Before (a b : Cell) : Prop := before a b = true

theorem before_spec (a b : Cell) : Before a b ↔ a.y < b.y ∨ (a.y = b.y ∧ a.x < b.x) := by
  simp only [Before, before, Bool.or_eq_true, Bool.and_eq_true, decide_eq_true_eq, beq_iff_eq]

/-- Two cells with equal coordinates are equal. -/
theorem cell_ext {a b : Cell} (hx : a.x = b.x) (hy : a.y = b.y) : a = b := by
  cases a; cases b; exact cell_eq hx hy

theorem insertCell_sorted (c : Cell) (l : List Cell) (hs : l.Pairwise Before) :
    (insertCell c l).Pairwise Before := by
  induction l with
  | nil => exact List.Pairwise.cons (fun _ h => nomatch h) List.Pairwise.nil
  | cons d l ih =>
    obtain ⟨hd, hs⟩ := List.pairwise_cons.mp hs
    simp only [insertCell]
    split
    · exact List.pairwise_cons.mpr ⟨hd, hs⟩
    · next h1 =>
      split
      · next h2 =>
        refine List.pairwise_cons.mpr ⟨fun a ha => ?_, List.pairwise_cons.mpr ⟨hd, hs⟩⟩
        rcases List.mem_cons.mp ha with e | ha
        · subst e; exact h2
        · have h3 := (before_spec _ _).mp (hd a ha)
          have h4 := (before_spec _ _).mp h2
          exact (before_spec _ _).mpr (by omega)
      · next h2 =>
        refine List.pairwise_cons.mpr ⟨fun a ha => ?_, ih hs⟩
        rcases (insertCell_mem a c l).mp ha with e | ha
        · rw [← e]
          have hne : ¬ (c.x = d.x ∧ c.y = d.y) := fun ⟨e1, e2⟩ =>
            h1 (by have e3 := cell_ext e1 e2; subst e3; exact beq_self_eq_true _)
          have h5 : ¬ (c.y < d.y ∨ (c.y = d.y ∧ c.x < d.x)) := fun h =>
            h2 ((before_spec _ _).mpr h)
          exact (before_spec _ _).mpr (by omega)
        · exact hd a ha

theorem fold_insert_sorted (l : List Cell) : (l.foldr insertCell []).Pairwise Before := by
  induction l with
  | nil => exact List.Pairwise.nil
  | cons a l ih => exact insertCell_sorted a _ ih

theorem threats_sorted (n : Nat) (own opp : List Cell) :
    (threats n own opp).Pairwise Before := by
  rw [threats_cands]; exact fold_insert_sorted _

/-- Two strictly sorted lists with the same members are equal. -/
theorem sorted_ext (l1 l2 : List Cell) (h1 : l1.Pairwise Before) (h2 : l2.Pairwise Before)
    (he : ∀ c, c ∈ l1 ↔ c ∈ l2) : l1 = l2 := by
  induction l1 generalizing l2 with
  | nil =>
    cases l2 with
    | nil => rfl
    | cons b l2 => exact absurd ((he b).mpr (List.mem_cons.mpr (Or.inl rfl))) (fun h => nomatch h)
  | cons a l1 ih =>
    cases l2 with
    | nil => exact absurd ((he a).mp (List.mem_cons.mpr (Or.inl rfl))) (fun h => nomatch h)
    | cons b l2 =>
      obtain ⟨f1, t1⟩ := List.pairwise_cons.mp h1
      obtain ⟨f2, t2⟩ := List.pairwise_cons.mp h2
      have irr : ∀ c, ¬ Before c c := fun c h => by
        have := (before_spec c c).mp h; omega
      have asym : ∀ c d, Before c d → Before d c → False := fun c d h h' => by
        have := (before_spec c d).mp h; have := (before_spec d c).mp h'; omega
      have eab : a = b := by
        rcases List.mem_cons.mp ((he a).mp (List.mem_cons.mpr (Or.inl rfl))) with e | ha
        · exact e
        · rcases List.mem_cons.mp ((he b).mpr (List.mem_cons.mpr (Or.inl rfl))) with e | hb
          · exact e.symm
          · exact (asym a b (f1 b hb) (f2 a ha)).elim
      cases eab
      refine congrArg (a :: ·) (ih l2 t1 t2 fun c => ⟨fun hc => ?_, fun hc => ?_⟩)
      · rcases List.mem_cons.mp ((he c).mp (List.mem_cons.mpr (Or.inr hc))) with e | h
        · subst e; exact (irr _ (f1 _ hc)).elim
        · exact h
      · rcases List.mem_cons.mp ((he c).mpr (List.mem_cons.mpr (Or.inr hc))) with e | h
        · subst e; exact (irr _ (f2 _ hc)).elim
        · exact h

/-- Two threat lists with the same members are equal. -/
theorem threats_ext (n n' : Nat) (own opp own' opp' : List Cell)
    (h : ∀ c, c ∈ threats n own opp ↔ c ∈ threats n' own' opp') :
    threats n own opp = threats n' own' opp' :=
  sorted_ext _ _ (threats_sorted n own opp) (threats_sorted n' own' opp') h

/-! ## History bookkeeping -/

/-- Appending a move pair `[m, r]` to a history of even length gives P1 the stone `m` and P2
the stone `r` (both lists newest first). -/
theorem stones_app_pair (h : List Cell) (m r : Cell) (hev : ∃ q, h.length = 2 * q) :
    p1Stones (h ++ [m, r]) = m :: p1Stones h ∧ p2Stones (h ++ [m, r]) = r :: p2Stones h := by
  obtain ⟨q, hq⟩ := hev
  induction q generalizing h with
  | zero =>
    cases h with
    | nil => exact ⟨rfl, rfl⟩
    | cons a h => simp at hq
  | succ q ih =>
    rcases h with _ | ⟨a, _ | ⟨b, h⟩⟩
    · simp only [List.length_nil] at hq <;> omega
    · simp only [List.length_cons, List.length_nil] at hq <;> omega
    · obtain ⟨e1, e2⟩ := ih h (by simp only [List.length_cons] at hq <;> omega)
      refine ⟨?_, ?_⟩
      · simp only [List.cons_append, p1Stones, e1]
      · simp only [List.cons_append, p2Stones, e2]

/-! ## The blocking game (EVERY-N §1) and Lemma 2 -/

/-- P1's second move after the first reply `r1`: the exception for `r1`, else the default. -/
def secondMove (rule : Rule) (r1 : Cell) : Cell :=
  match rule.exceptions.find? (fun e => e.1 == r1) with
  | some e => e.2
  | none => rule.second

/-- The blocking game from history `h` (P1's stones `A`, P2's `B`, P1 to move), as a check
with `fuel` P1 turns: P1 plays `plusMoveWith rule`, on the board and free; completing a P1
square ends the game (good); otherwise P2 must hold no threat cell and P1 at least one, and
P2 blocks the first P1 threat cell (row-major). -/
def blockingGood (rule : Rule) (n : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | k + 1, h, A, B =>
    let m := plusMoveWith rule n h
    decide (OnBoard n m) && (free A B m &&
      (completes n A m ||
        (match threats n B (m :: A) with
         | _ :: _ => false
         | [] =>
           match threats n (m :: A) B with
           | [] => false
           | t :: _ => blockingGood rule n k (h ++ [m, t]) (m :: A) (t :: B))))

/-- After the second move, `plusMoveWith` plays the first P1 threat cell when there is one
(clause 3a). -/
theorem plusMoveWith_threat (rule : Rule) (n : Nat) (h : List Cell) (c : Cell)
    (cs : List Cell) (hl : 2 < h.length)
    (e : threats n (p1Stones h) (p2Stones h) = c :: cs) : plusMoveWith rule n h = c := by
  rcases h with _ | ⟨a, _ | ⟨b, _ | ⟨d, h⟩⟩⟩
  · exact absurd hl (by simp)
  · exact absurd hl (by simp)
  · exact absurd hl (by simp)
  · simp only [plusMoveWith, e]

/-- One P1 turn of the blocking game gives the rest of `WinsWith`: a P2 reply other than the
block leaves a P1 threat free, and clause 3a completes it at once. `j + 1` levels of
`winsAux` suffice for a game that is good within `k ≤ j` P1 turns. -/
theorem blocking_sound (rule : Rule) (n : Nat) :
    ∀ k h A B j, blockingGood rule n k h A B = true →
    2 < h.length → (∃ q, h.length = 2 * q) →
    p1Stones h = A → p2Stones h = B →
    (∀ s, s ∈ A → OnBoard n s) → (∀ s, s ∈ B → OnBoard n s) →
    k ≤ j → winsAux (plusMoveWith rule) n (j + 1) h A B = true := by
  intro k
  induction k with
  | zero => intro h A B j hb; simp [blockingGood] at hb
  | succ k ih =>
    intro h A B j hb hl hev hA hB hAb hBb hk
    cases j with
    | zero => omega
    | succ j =>
      simp only [blockingGood] at hb
      show winsStep n A B (plusMoveWith rule n h) (fun r =>
        winsAux (plusMoveWith rule) n (j + 1) (h ++ [plusMoveWith rule n h, r])
          (plusMoveWith rule n h :: A) (r :: B)) = true
      obtain ⟨m, hmdef⟩ : ∃ m, plusMoveWith rule n h = m := ⟨_, rfl⟩
      rw [hmdef] at hb ⊢
      obtain ⟨hm, hb1⟩ := boolAnd hb
      obtain ⟨hf, hb2⟩ := boolAnd hb1
      refine winsStep_intro (of_decide_eq_true hm) hf ?_
      cases hc : completes n A m with
      | true => exact Or.inl hc
      | false =>
        rw [hc] at hb2
        have hT2 : threats n B (m :: A) = [] := by
          cases e : threats n B (m :: A) with
          | nil => rfl
          | cons u us => rw [e] at hb2; simp at hb2
        rw [hT2] at hb2
        obtain ⟨t, ts, hT1⟩ : ∃ t ts, threats n (m :: A) B = t :: ts := by
          cases e : threats n (m :: A) B with
          | nil => rw [e] at hb2; simp at hb2
          | cons t ts => exact ⟨t, ts, rfl⟩
        rw [hT1] at hb2
        have hb3 : blockingGood rule n k (h ++ [m, t]) (m :: A) (t :: B) = true := hb2
        have hmA : ∀ s, s ∈ m :: A → OnBoard n s := fun s hs => by
          rcases List.mem_cons.mp hs with e | hs
          · rw [e]; exact of_decide_eq_true hm
          · exact hAb s hs
        have ht : t ∈ threats n (m :: A) B := by
          rw [hT1]; exact List.mem_cons.mpr (Or.inl rfl)
        obtain ⟨htb, htf, htc⟩ := (threats_spec n (m :: A) B t hmA).mp ht
        refine Or.inr ⟨⟨t, htb, htf⟩, fun r hr hrf => ⟨fun hcr => ?_, ?_⟩⟩
        · have hin : r ∈ threats n B (m :: A) := (threats_spec n B (m :: A) r hBb).mpr
            ⟨hr, (free_spec _ _ _).mpr ⟨((free_spec _ _ _).mp hrf).2,
              ((free_spec _ _ _).mp hrf).1⟩, hcr⟩
          rw [hT2] at hin; cases hin
        · show winsAux (plusMoveWith rule) n (j + 1) (h ++ [m, r]) (m :: A) (r :: B) = true
          have hev' : ∃ q, (h ++ [m, r]).length = 2 * q := by
            obtain ⟨q, hq⟩ := hev
            exact ⟨q + 1, by
              simp only [List.length_append, List.length_cons, List.length_nil] <;> omega⟩
          have hl' : 2 < (h ++ [m, r]).length := by
            simp only [List.length_append, List.length_cons, List.length_nil] <;> omega
          obtain ⟨hA', hB'⟩ := stones_app_pair h m r hev
          rw [hA] at hA'
          rw [hB] at hB'
          have hrB : ∀ s, s ∈ r :: B → OnBoard n s := fun s hs => by
            rcases List.mem_cons.mp hs with e | hs
            · rw [e]; exact hr
            · exact hBb s hs
          by_cases ert : r = t
          · -- the block: the game goes on
            subst ert
            exact ih _ _ _ j hb3 hl' hev' hA' hB' hmA hrB (by omega)
          · -- any other reply leaves `t` free: P1 completes a square at once
            have ht' : t ∈ threats n (m :: A) (r :: B) := by
              refine (threats_spec _ _ _ _ hmA).mpr ⟨htb, (free_spec _ _ _).mpr
                ⟨((free_spec _ _ _).mp htf).1, fun hm' => ?_⟩, htc⟩
              rcases List.mem_cons.mp hm' with e | e
              · exact ert e.symm
              · exact ((free_spec _ _ _).mp htf).2 e
            obtain ⟨c, cs, hT⟩ : ∃ c cs, threats n (m :: A) (r :: B) = c :: cs := by
              cases e : threats n (m :: A) (r :: B) with
              | nil => rw [e] at ht'; cases ht'
              | cons c cs => exact ⟨c, cs, rfl⟩
            have hc' : c ∈ threats n (m :: A) (r :: B) := by
              rw [hT]; exact List.mem_cons.mpr (Or.inl rfl)
            obtain ⟨hcb, hcf, hcc⟩ := (threats_spec _ _ _ _ hmA).mp hc'
            have hpm : plusMoveWith rule n (h ++ [m, r]) = c :=
              plusMoveWith_threat rule n _ c cs hl' (by rw [hA', hB']; exact hT)
            show winsStep n (m :: A) (r :: B) (plusMoveWith rule n (h ++ [m, r])) _ = true
            rw [hpm]
            exact winsStep_intro hcb hcf (Or.inl hcc)

/-- Lemma 2 of docs/EVERY-N.md: if the opening and every second move are legal and the
blocking game is good (within `fuel` P1 turns) for every legal pair `(r1, r2)`, the plus rule
`plusMoveWith rule` wins on the `n`×`n` board. -/
theorem winsWith_of_blocking (rule : Rule) (n fuel : Nat) (hn : 2 ≤ n)
    (hfuel : fuel + 3 ≤ n * n + 1) (ho : OnBoard n rule.opening)
    (hs : ∀ r1, OnBoard n r1 → r1 ≠ rule.opening →
      OnBoard n (secondMove rule r1) ∧ secondMove rule r1 ≠ rule.opening ∧
        secondMove rule r1 ≠ r1)
    (hg : ∀ r1 r2, OnBoard n r1 → OnBoard n r2 → r1 ≠ rule.opening → r2 ≠ rule.opening →
      r2 ≠ r1 → r2 ≠ secondMove rule r1 →
      blockingGood rule n fuel [rule.opening, r1, secondMove rule r1, r2]
        [secondMove rule r1, rule.opening] [r2, r1] = true) :
    WinsWith (plusMoveWith rule) n [] := by
  unfold WinsWith
  obtain ⟨j, hj⟩ : ∃ j, n * n + 1 = j + 3 := ⟨n * n + 1 - 3, by omega⟩
  rw [hj]
  -- ply 1: the opening; ply 2: every free `r1`
  show winsStep n [] [] rule.opening _ = true
  refine winsStep_intro ho rfl (Or.inr ⟨free_cell_exists n _ _ hn (by simp), ?_⟩)
  intro r1 hr1 hr1f
  refine ⟨no_completes_le_one (by simp), ?_⟩
  have hro : r1 ≠ rule.opening := fun e =>
    ((free_spec _ _ _).mp hr1f).1 (List.mem_cons.mpr (Or.inl e))
  obtain ⟨hsb, hso, hsr⟩ := hs r1 hr1 hro
  -- ply 3: the second move; ply 4: every free `r2`
  show winsStep n [rule.opening] [r1] (secondMove rule r1) _ = true
  have hsf : Free [rule.opening] [r1] (secondMove rule r1) :=
    (free_spec _ _ _).mpr ⟨fun h => hso (List.mem_singleton.mp h),
      fun h => hsr (List.mem_singleton.mp h)⟩
  refine winsStep_intro hsb hsf (Or.inr ⟨free_cell_exists n _ _ hn (by simp),
    fun r2 hr2 hr2f => ⟨no_completes_le_one (by simp), ?_⟩⟩)
  obtain ⟨hr2A, hr2B⟩ := (free_spec _ _ _).mp hr2f
  -- ply 5 on: the blocking game
  show winsAux (plusMoveWith rule) n (j + 1) [rule.opening, r1, secondMove rule r1, r2]
    [secondMove rule r1, rule.opening] [r2, r1] = true
  have hAb : ∀ s, s ∈ [secondMove rule r1, rule.opening] → OnBoard n s := fun s hs => by
    rcases List.mem_cons.mp hs with e | hs
    · rw [e]; exact hsb
    · rw [List.mem_singleton.mp hs]; exact ho
  have hBb : ∀ s, s ∈ [r2, r1] → OnBoard n s := fun s hs => by
    rcases List.mem_cons.mp hs with e | hs
    · rw [e]; exact hr2
    · rw [List.mem_singleton.mp hs]; exact hr1
  exact blocking_sound rule n fuel _ _ _ j
    (hg r1 r2 hr1 hr2 hro (fun e => hr2A (List.mem_cons.mpr (Or.inr (List.mem_singleton.mpr e))))
      (fun e => hr2B (List.mem_singleton.mpr e)) (fun e => hr2A (List.mem_cons.mpr (Or.inl e))))
    (by simp only [List.length_cons, List.length_nil] <;> omega) ⟨2, rfl⟩ rfl rfl hAb hBb
    (by omega)

/-! ## Lemma 2 on a given board, by computation -/

/-- Lemma 2's premises as one Boolean check: the opening is on the board; for every first
reply `r1` other than the opening, the second move is on the board and differs from the
opening and from `r1`; and for every legal pair the blocking game is good within `fuel` P1
turns. -/
def blockingCheck (rule : Rule) (n fuel : Nat) : Bool :=
  decide (OnBoard n rule.opening) &&
    allCells n fun r1 =>
      r1 == rule.opening ||
        (decide (OnBoard n (secondMove rule r1)) && secondMove rule r1 != rule.opening &&
          secondMove rule r1 != r1 &&
          allCells n fun r2 =>
            r2 == rule.opening || r2 == r1 || r2 == secondMove rule r1 ||
              blockingGood rule n fuel [rule.opening, r1, secondMove rule r1, r2]
                [secondMove rule r1, rule.opening] [r2, r1])

/-- `a != b` answered `true`: the cells differ. -/
theorem cell_ne_of_bne {a b : Cell} (h : (a != b) = true) : a ≠ b := fun e => by
  subst e; simp [bne] at h

theorem winsWith_of_blockingCheck (rule : Rule) (n fuel : Nat) (hn : 2 ≤ n)
    (hfuel : fuel + 3 ≤ n * n + 1) (h : blockingCheck rule n fuel = true) :
    WinsWith (plusMoveWith rule) n [] := by
  obtain ⟨ho, hall⟩ := boolAnd h
  refine winsWith_of_blocking rule n fuel hn hfuel (of_decide_eq_true ho) ?_ ?_
  · intro r1 hr1 hro
    rcases boolOr (allCells_sound hall r1 hr1) with e1 | e2
    · exact absurd (eq_of_beq e1) hro
    · obtain ⟨h123, _⟩ := boolAnd e2
      obtain ⟨h12, h3⟩ := boolAnd h123
      obtain ⟨h1, h2⟩ := boolAnd h12
      exact ⟨of_decide_eq_true h1, cell_ne_of_bne h2, cell_ne_of_bne h3⟩
  · intro r1 r2 hr1 hr2 hro hr2o hr21 hr2s
    rcases boolOr (allCells_sound hall r1 hr1) with e1 | e2
    · exact absurd (eq_of_beq e1) hro
    · obtain ⟨_, h4⟩ := boolAnd e2
      rcases boolOr (allCells_sound h4 r2 hr2) with f | f4
      · rcases boolOr f with f | f3
        · rcases boolOr f with f1 | f2
          · exact absurd (eq_of_beq f1) hr2o
          · exact absurd (eq_of_beq f2) hr21
        · exact absurd (eq_of_beq f3) hr2s
      · exact f4

set_option maxHeartbeats 0 in
/-- The blocking game of the plus rule is good for every legal pair on the 6×6 board, every
game completing within 7 P1 turns after ply 4, i.e. by ply 17. -/
theorem plus_blocking_check_6 : blockingCheck plusRule 6 7 = true := by native_decide

set_option maxHeartbeats 0 in
/-- The same on the 17×17 board (the base board `N₀` of docs/EVERY-N.md). -/
theorem plus_blocking_check_17 : blockingCheck plusRule 17 7 = true := by native_decide

/-- `WinsWith plusMove 6 []` a second way: through Lemma 2 (`Theorems/Plus/N6.lean` checks it
by the full recursion). -/
theorem plus_wins_with_6_by_blocking : WinsWith plusMove 6 [] :=
  winsWith_of_blockingCheck plusRule 6 7 (by decide) (by decide) plus_blocking_check_6

/-- `WinsWith plusMove 17 []` through Lemma 2 (`Theorems/Plus/N17.lean` checks it by the full
recursion). -/
theorem plus_wins_with_17_by_blocking : WinsWith plusMove 17 [] :=
  winsWith_of_blockingCheck plusRule 17 7 (by decide) (by decide) plus_blocking_check_17

/-! ## Box geometry (EVERY-N Lemma 1) and far pairs (Lemma 4)

Each proof splits every corner membership into its four cases (`mem_corners`), turns cell
equalities into coordinate equalities (`Cell.mk.injEq`; `simp only` leaves `y = y` as `True`,
hence `and_true`) and closes the case by `omega` (Coq: `by_corners`, with `lia`). -/

/-- The cell lies in the box `[0, w)²`: the line region is `R = InBox w`, the zone
`Z = InBox (2w - 1)`, and Lemma 1c's box is `InBox (3w - 2)`. -/
abbrev InBox (w : Nat) (c : Cell) : Prop := c.x < w ∧ c.y < w

/-- Lemma 1a: if three corners of a square lie in `R`, all four do. -/
theorem box_three (w : Nat) (q : Square) (a b c : Cell) (ha : a ∈ q.corners)
    (hb : b ∈ q.corners) (hc : c ∈ q.corners) (hab : a ≠ b) (hac : a ≠ c) (hbc : b ≠ c)
    (haw : InBox w a) (hbw : InBox w b) (hcw : InBox w c) :
    ∀ k, k ∈ q.corners → InBox w k := by
  intro k hk
  obtain ⟨qx, qy, qd⟩ := q
  rcases mem_corners.mp ha with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hb with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hc with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- Lemma 1b: if two corners lie in `R`, all four lie in `Z`. -/
theorem box_two (w : Nat) (q : Square) (a b : Cell) (ha : a ∈ q.corners) (hb : b ∈ q.corners)
    (hab : a ≠ b) (haw : InBox w a) (hbw : InBox w b) :
    ∀ k, k ∈ q.corners → InBox (2 * w - 1) k := by
  intro k hk
  obtain ⟨qx, qy, qd⟩ := q
  rcases mem_corners.mp ha with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hb with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- Lemma 1c: if one corner lies in `R` and another in `Z`, all four lie in `[0, 3w - 2)²`. -/
theorem box_one_zone (w : Nat) (q : Square) (a b : Cell) (ha : a ∈ q.corners)
    (hb : b ∈ q.corners) (hab : a ≠ b) (haw : InBox w a) (hbw : InBox (2 * w - 1) b) :
    ∀ k, k ∈ q.corners → InBox (3 * w - 2) k := by
  intro k hk
  obtain ⟨qx, qy, qd⟩ := q
  rcases mem_corners.mp ha with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hb with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- Lemma 1d: if some corner lies in `R`, the top-left corner does. -/
theorem box_topLeft (w : Nat) (q : Square) (a : Cell) (ha : a ∈ q.corners)
    (haw : InBox w a) : InBox w ⟨q.x, q.y⟩ := by
  obtain ⟨qx, qy, qd⟩ := q
  rcases mem_corners.mp ha with rfl | rfl | rfl | rfl <;>
  simp only [InBox] at * <;> omega

/-- Lemma 3a: a pair square of two stones on the `n`×`n` board that reaches `R` (with
`w ≤ n`) lies on the board: its three named corners do, so the fourth does (Lemma 1a). -/
theorem pair_square_on_board (n w : Nat) (q : Square) (r1 r2 c : Cell) (hw : w ≤ n)
    (h1 : r1 ∈ q.corners) (h2 : r2 ∈ q.corners) (hc : c ∈ q.corners) (h12 : r1 ≠ r2)
    (hc1 : c ≠ r1) (hc2 : c ≠ r2) (hb1 : OnBoard n r1) (hb2 : OnBoard n r2)
    (hcw : InBox w c) : ∀ k, k ∈ q.corners → OnBoard n k :=
  box_three n q r1 r2 c h1 h2 hc h12 (Ne.symm hc1) (Ne.symm hc2) hb1 hb2
    ⟨Nat.lt_of_lt_of_le hcw.1 hw, Nat.lt_of_lt_of_le hcw.2 hw⟩

/-- Lemma 4, first part: when `r1` and `r2` both lie outside `Z`, a corner `c` of a pair
square (a square with corners `r1 ≠ r2`, side `≥ 1`) that lies in `R` and is neither stone
is the square's top-left corner, and the fourth corner (its partner) is not in `R`. -/
theorem far_pair_topLeft (w : Nat) (q : Square) (r1 r2 c : Cell) (hd : 1 ≤ q.d)
    (h1 : r1 ∈ q.corners) (h2 : r2 ∈ q.corners) (h12 : r1 ≠ r2)
    (hz1 : ¬ InBox (2 * w - 1) r1) (hz2 : ¬ InBox (2 * w - 1) r2)
    (hc : c ∈ q.corners) (hc1 : c ≠ r1) (hc2 : c ≠ r2) (hcw : InBox w c) :
    c = ⟨q.x, q.y⟩ ∧ ∀ k, k ∈ q.corners → k ≠ r1 → k ≠ r2 → k ≠ c → ¬ InBox w k := by
  obtain ⟨qx, qy, qd⟩ := q
  refine ⟨?_, fun k hk hk1 hk2 hkc => ?_⟩
  · rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp hc with rfl | rfl | rfl | rfl <;>
    simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega
  · rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp hc with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp hk with rfl | rfl | rfl | rfl <;>
    simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;> omega

/-- Lemma 4, second part: when `r1` and `r2` both lie outside `Z`, at most one pair square
reaches `R` (has a corner other than the stones in `R`). -/
theorem far_pair_unique (w : Nat) (q q' : Square) (r1 r2 c c' : Cell) (hd : 1 ≤ q.d)
    (hd' : 1 ≤ q'.d) (h12 : r1 ≠ r2) (h1 : r1 ∈ q.corners) (h2 : r2 ∈ q.corners)
    (h1' : r1 ∈ q'.corners) (h2' : r2 ∈ q'.corners)
    (hz1 : ¬ InBox (2 * w - 1) r1) (hz2 : ¬ InBox (2 * w - 1) r2)
    (hc : c ∈ q.corners) (hc1 : c ≠ r1) (hc2 : c ≠ r2) (hcw : InBox w c)
    (hc' : c' ∈ q'.corners) (hc1' : c' ≠ r1) (hc2' : c' ≠ r2) (hcw' : InBox w c') :
    q = q' := by
  obtain ⟨rfl, -⟩ := far_pair_topLeft w q r1 r2 c hd h1 h2 h12 hz1 hz2 hc hc1 hc2 hcw
  obtain ⟨rfl, -⟩ := far_pair_topLeft w q' r1 r2 c' hd' h1' h2' h12 hz1 hz2 hc' hc1' hc2' hcw'
  obtain ⟨qx, qy, qd⟩ := q
  obtain ⟨px, py, pd⟩ := q'
  rcases mem_corners.mp h1 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h2 with rfl | rfl | rfl | rfl <;>
  rcases mem_corners.mp h1' with e1 | e1 | e1 | e1 <;>
  rcases mem_corners.mp h2' with e2 | e2 | e2 | e2 <;>
  simp only [InBox, ne_eq, Cell.mk.injEq, Square.mk.injEq, and_true, true_and,
    not_true_eq_false] at * <;> omega

/-- Lemma 4, last part (Lemma 1c): when one stone lies in `Z` and a pair square reaches `R`,
all its corners lie in `[0, 3w - 2)²`. -/
theorem one_far_pair (w : Nat) (q : Square) (r1 c : Cell) (h1 : r1 ∈ q.corners)
    (hz : InBox (2 * w - 1) r1) (hc : c ∈ q.corners) (hne : c ≠ r1) (hcw : InBox w c) :
    ∀ k, k ∈ q.corners → InBox (3 * w - 2) k :=
  box_one_zone w q c r1 hc h1 hne hcw hz

end SquareGame
