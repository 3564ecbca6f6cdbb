import SquareGame.EveryN

/-!
# Every board: locality of the plus rule (the box half of the lockstep, issue 10 item 2)

A square completed by a stone `c` for the stones `S` has its other three corners in `S`; so
when `S` lies in the box `[0, m)²`, so does `c`, and completion, threat lists, the live test
and the plus rule itself do not depend on the board size `n > m`.

* `completes_box`, `completes_box_iff`, `completes_box_ext`, `threats_box`: completion and
  threat lists of stones in the box are the same on every board `n ≥ m`.
* `blockLoop_box`, `blockLoop_fuel`, `blockLoop_cont_box`, `blockLoop_board`: the block loop
  of the live test is the same on every board, and any fuel above half the free cells of the
  box (`boxFree`) gives the same result.
* `liveSim_box`, `isLive_box`, `fallback_box`, `plusMoveWith_box`: the plus rule plays the
  same cell on every board `n > m`, for a history and lines in the box.
* `boxGood`, `boxGood_sound`, `boxCheck`, `winsWith_of_boxCheck`, `plus_box_check_18`,
  `plus_wins_beyond_17_of_far`, `plus_wins_every_n_of_base_far`: the blocking game of every
  legal pair in `[0, 17)²` checked once on the 18×18 reference board carries to every board
  `n ≥ 18`; the far pairs are a hypothesis here (`PlusFarPairsGood`), proved in
  `FarPairs.lean` (`plus_far_pairs_good`).

The Lean twin of `coq/SquareGame/Locality.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). It uses `InBox` from `SquareGame/EveryN.lean`. Where Coq's `cells m` is
row-major by `flat_map`, Lean's `cells` maps `List.range (n * n)`: the box's cells are
`boxCells m` here (the Coq `cells m`), and `fallback_box` splits `List.range (n * n)` with
`List.range_add`. Core Lean only; the library lemmas used (`List.mem_flatMap`,
`List.flatMap_cons`, `List.mem_filter`, `List.filter_append`, `List.map_append`,
`List.range_add`, `List.find?_cons`, `Nat.mod_eq_of_lt`, `Nat.div_eq_of_lt`,
`Nat.mul_le_mul`) were looked up in the sources of leanprover/lean4
(`src/Init/Data/List/Basic.lean` for `find?_cons`, `src/Init/Data/List/Lemmas.lean`,
`src/Init/Data/List/Nat/Range.lean` for `range_add`, `src/Init/Data/Nat/Basic.lean`); the
versions read may be older than the pinned v4.29.0, so the proofs use them only through `rw`
and `simp only`, which do not depend on which arguments are implicit.
-/

namespace SquareGame

/-! ## Completion and threats in the box -/

/-- Every cell of the list lies in the box `[0, m)²`. -/
abbrev AllInBox (m : Nat) (S : List Cell) : Prop := ∀ s, s ∈ S → InBox m s

/-- A square completed at `c` for stones `S` in the box has `c` in the box. -/
theorem completes_box {n m : Nat} {S : List Cell} {c : Cell} (hS : AllInBox m S)
    (h : Completes n S c) : InBox m c := by
  obtain ⟨s, hs, hy, _, hab⟩ := (completes_spec n S c).mp h
  have hsy : s.y < m := (hS s hs).2
  rcases hab with ⟨_, h2, _⟩ | ⟨_, h2, _⟩
  · exact ⟨(hS _ h2).1, by omega⟩
  · exact ⟨(hS _ h2).1, by omega⟩

/-- `completes_spec` with the board bound dropped, for stones in the box. -/
theorem completes_box_iff {n m : Nat} {S : List Cell} {c : Cell} (hS : AllInBox m S)
    (hm : m ≤ n) :
    Completes n S c ↔
    ∃ s, s ∈ S ∧ s.y = c.y ∧ dist s.x c.x ≠ 0 ∧
      ((Cell.mk c.x (c.y + dist s.x c.x) ∈ S ∧ Cell.mk s.x (c.y + dist s.x c.x) ∈ S) ∨
       (dist s.x c.x ≤ c.y ∧ Cell.mk c.x (c.y - dist s.x c.x) ∈ S ∧
          Cell.mk s.x (c.y - dist s.x c.x) ∈ S)) := by
  rw [completes_spec]
  constructor
  · rintro ⟨s, hs, hy, hd, hab⟩
    refine ⟨s, hs, hy, hd, ?_⟩
    rcases hab with ⟨_, h⟩ | h
    · exact Or.inl h
    · exact Or.inr h
  · rintro ⟨s, hs, hy, hd, hab⟩
    refine ⟨s, hs, hy, hd, ?_⟩
    rcases hab with ⟨h2, h3⟩ | h
    · have hb : c.y + dist s.x c.x < m := (hS _ h2).2
      exact Or.inl ⟨by omega, h2, h3⟩
    · exact Or.inr h

/-- For stones in the box, completion is the same on every board of size at least `m`. -/
theorem completes_box_ext {n n' m : Nat} {S : List Cell} (c : Cell) (hS : AllInBox m S)
    (hn : m ≤ n) (hn' : m ≤ n') : completes n S c = completes n' S c := by
  have e : Completes n S c ↔ Completes n' S c :=
    (completes_box_iff hS hn).trans (completes_box_iff hS hn').symm
  cases h1 : completes n S c <;> cases h2 : completes n' S c
  · rfl
  · have := e.mpr h2
    simp [Completes, h1] at this
  · have := e.mp h1
    simp [Completes, h2] at this
  · rfl

/-- Stones in the box lie on every board of size at least `m`. -/
theorem onBoard_of_box {n m : Nat} {c : Cell} (hm : m ≤ n) (h : InBox m c) : OnBoard n c :=
  ⟨Nat.lt_of_lt_of_le h.1 hm, Nat.lt_of_lt_of_le h.2 hm⟩

/-- For `own` in the box, the threat cells of `own` are the same list on every board of size
at least `m`, and each of them lies in the box. -/
theorem threats_box {n n' m : Nat} {own opp : List Cell} (hS : AllInBox m own)
    (hn : m ≤ n) (hn' : m ≤ n') :
    threats n own opp = threats n' own opp ∧ (∀ c, c ∈ threats n own opp → InBox m c) := by
  have hon : ∀ k, m ≤ k → ∀ s, s ∈ own → OnBoard k s :=
    fun k hk s hs => onBoard_of_box hk (hS s hs)
  refine ⟨threats_ext n n' own opp own opp fun c => ?_, fun c hc => ?_⟩
  · rw [threats_spec n own opp c (hon n hn), threats_spec n' own opp c (hon n' hn')]
    have e := completes_box_ext (n := n) (n' := n') c hS hn hn'
    constructor
    · rintro ⟨_, hf, hc⟩
      have hc' : Completes n' own c := by
        show completes n' own c = true
        rw [← e]; exact hc
      exact ⟨onBoard_of_box hn' (completes_box hS hc'), hf, hc'⟩
    · rintro ⟨_, hf, hc⟩
      have hc' : Completes n own c := by
        show completes n own c = true
        rw [e]; exact hc
      exact ⟨onBoard_of_box hn (completes_box hS hc'), hf, hc'⟩
  · exact completes_box hS ((threats_spec n own opp c (hon n hn)).mp hc).2.2

/-- A list with one more cell in the box in front. -/
theorem allInBox_cons {m : Nat} {u : Cell} {S : List Cell} (hu : InBox m u)
    (hS : AllInBox m S) : AllInBox m (u :: S) := fun s hs => by
  rcases List.mem_cons.mp hs with e | hs
  · rw [e]; exact hu
  · exact hS s hs

/-- For stones in the box, the block loop of the live test gives the same result on every
board of size at least `m`, for the same fuel. -/
theorem blockLoop_box {n n' m : Nat} (k : Nat) (hn : m ≤ n) (hn' : m ≤ n') :
    ∀ A B p, AllInBox m A → AllInBox m B → blockLoop n k A B p = blockLoop n' k A B p := by
  induction k with
  | zero => intro A B p _ _; simp [blockLoop]
  | succ k ih =>
    intro A B p hA hB
    obtain ⟨eB, inB⟩ := threats_box (opp := A) hB hn hn'
    cases e1 : threats n B A with
    | nil => simp only [blockLoop, ← eB, e1]
    | cons u rest =>
      cases rest with
      | cons u' rest' => simp only [blockLoop, ← eB, e1]
      | nil =>
        have huI : InBox m u := inB u (by rw [e1]; exact List.mem_cons.mpr (Or.inl rfl))
        have hA' := allInBox_cons huI hA
        obtain ⟨eA, inA⟩ := threats_box (opp := B) hA' hn hn'
        cases e2 : threats n (u :: A) B with
        | nil => simp only [blockLoop, ← eB, e1, ← eA, e2]
        | cons t rest =>
          cases rest with
          | cons t' rest' => simp only [blockLoop, ← eB, e1, ← eA, e2]
          | nil =>
            have htI : InBox m t := inA t (by rw [e2]; exact List.mem_cons.mpr (Or.inl rfl))
            simp only [blockLoop, ← eB, e1, ← eA, e2]
            exact ih _ _ _ hA' (allInBox_cons htI hB)

/-! ## Fuel: each round of the block loop fills two free cells of the box -/

/-- The cells of the box `[0, m)²` in row-major order (the Coq twin's `cells m`). -/
def boxCells (m : Nat) : List Cell :=
  (List.range m).flatMap fun yy => (List.range m).map fun xx => Cell.mk xx yy

/-- The cells of `boxCells m` are the cells of the box. -/
theorem inBox_boxCells {m : Nat} {c : Cell} : InBox m c ↔ c ∈ boxCells m := by
  unfold boxCells
  rw [List.mem_flatMap]
  constructor
  · intro h
    exact ⟨c.y, List.mem_range.mpr h.2, List.mem_map.mpr ⟨c.x, List.mem_range.mpr h.1, rfl⟩⟩
  · rintro ⟨yy, hy, hc⟩
    obtain ⟨xx, hx, rfl⟩ := List.mem_map.mp hc
    exact ⟨List.mem_range.mp hx, List.mem_range.mp hy⟩

/-- The box holds `m * m` cells. -/
theorem boxCells_length (m : Nat) : (boxCells m).length = m * m := by
  have h : ∀ (xs ys : List Nat),
      (ys.flatMap fun yy => xs.map fun xx => Cell.mk xx yy).length = ys.length * xs.length := by
    intro xs ys
    induction ys with
    | nil => simp
    | cons yy ys ih =>
      rw [List.flatMap_cons, List.length_append, List.length_map, ih, List.length_cons,
        Nat.add_mul, Nat.one_mul, Nat.add_comm]
  unfold boxCells
  rw [h, List.length_range]

/-- The free cells of the box at the position `(A, B)`, in cells: the measure that each round
of the block loop lowers by two. -/
def boxFree (m : Nat) (A B : List Cell) : Nat := ((boxCells m).filter (free A B)).length

theorem filter_length_le {α : Type} (p : α → Bool) (l : List α) :
    (l.filter p).length ≤ l.length := by
  induction l with
  | nil => exact Nat.le_refl _
  | cons b l ih =>
    cases hp : p b with
    | true => simp only [List.filter, hp, List.length_cons]; omega
    | false => simp only [List.filter, hp, List.length_cons]; omega

theorem filter_length_mono {α : Type} (p q : α → Bool) (l : List α)
    (hpq : ∀ b, q b = true → p b = true) : (l.filter q).length ≤ (l.filter p).length := by
  induction l with
  | nil => exact Nat.le_refl _
  | cons b l ih =>
    cases hq : q b with
    | true => simp only [List.filter, hq, hpq b hq, List.length_cons]; omega
    | false =>
      cases hp : p b with
      | true => simp only [List.filter, hq, hp, List.length_cons]; omega
      | false => simp only [List.filter, hq, hp]; omega

theorem filter_length_lt {α : Type} (p q : α → Bool) (l : List α) (a : α)
    (hpq : ∀ b, q b = true → p b = true) (ha : a ∈ l) (hp : p a = true) (hq : q a = false) :
    (l.filter q).length < (l.filter p).length := by
  induction l with
  | nil => cases ha
  | cons b l ih =>
    have hm := filter_length_mono p q l hpq
    rcases List.mem_cons.mp ha with e | ha'
    · subst e
      simp only [List.filter, hp, hq, List.length_cons]; omega
    · have ih' := ih ha'
      cases hqb : q b with
      | true => simp only [List.filter, hqb, hpq b hqb, List.length_cons]; omega
      | false =>
        cases hpb : p b with
        | true => simp only [List.filter, hqb, hpb, List.length_cons]; omega
        | false => simp only [List.filter, hqb, hpb]; omega

theorem boxFree_le (m : Nat) (A B : List Cell) : boxFree m A B ≤ m * m := by
  unfold boxFree
  rw [← boxCells_length m]
  exact filter_length_le _ _

/-- A new P1 stone or a new P2 stone on a free cell of the box lowers `boxFree`. -/
theorem boxFree_lt (m : Nat) (A B : List Cell) (u : Cell) (hu : InBox m u) (hf : Free A B u) :
    boxFree m (u :: A) B < boxFree m A B ∧ boxFree m A (u :: B) < boxFree m A B := by
  have hu' := inBox_boxCells.mp hu
  refine ⟨filter_length_lt _ _ _ u (fun b hb => ?_) hu' hf ?_,
    filter_length_lt _ _ _ u (fun b hb => ?_) hu' hf ?_⟩
  · obtain ⟨g1, g2⟩ := (free_spec _ _ _).mp hb
    exact (free_spec _ _ _).mpr ⟨fun h => g1 (List.mem_cons_of_mem _ h), g2⟩
  · cases e : free (u :: A) B u with
    | false => rfl
    | true => exact absurd (List.mem_cons.mpr (Or.inl rfl)) ((free_spec _ _ _).mp e).1
  · obtain ⟨g1, g2⟩ := (free_spec _ _ _).mp hb
    exact (free_spec _ _ _).mpr ⟨g1, fun h => g2 (List.mem_cons_of_mem _ h)⟩
  · cases e : free A (u :: B) u with
    | false => rfl
    | true => exact absurd (List.mem_cons.mpr (Or.inl rfl)) ((free_spec _ _ _).mp e).2

/-- Fuel independence of the block loop: for stones in the box (`m ≤ n`), any two fuels above
half the free cells of the box give the same result. -/
theorem blockLoop_fuel {n m : Nat} (hm : m ≤ n) : ∀ k k' A B p,
    AllInBox m A → AllInBox m B → boxFree m A B < 2 * k → boxFree m A B < 2 * k' →
    blockLoop n k A B p = blockLoop n k' A B p := by
  intro k
  induction k with
  | zero => intro k' A B p _ _ hk _; omega
  | succ k ih =>
    intro k' A B p hA hB hk hk'
    cases k' with
    | zero => omega
    | succ k' =>
      have hBb : ∀ s, s ∈ B → OnBoard n s := fun s hs => onBoard_of_box hm (hB s hs)
      obtain ⟨_, inB⟩ := threats_box (n' := n) (opp := A) hB hm hm
      cases e1 : threats n B A with
      | nil => simp only [blockLoop, e1]
      | cons u rest =>
        cases rest with
        | cons u' rest' => simp only [blockLoop, e1]
        | nil =>
          have hu : u ∈ threats n B A := by rw [e1]; exact List.mem_cons.mpr (Or.inl rfl)
          have huI : InBox m u := inB u hu
          obtain ⟨_, huf, _⟩ := (threats_spec n B A u hBb).mp hu
          have huf' : Free A B u := (free_spec _ _ _).mpr
            ⟨((free_spec _ _ _).mp huf).2, ((free_spec _ _ _).mp huf).1⟩
          have hA' := allInBox_cons huI hA
          have hAb : ∀ s, s ∈ u :: A → OnBoard n s := fun s hs => onBoard_of_box hm (hA' s hs)
          obtain ⟨_, inA⟩ := threats_box (n' := n) (opp := B) hA' hm hm
          cases e2 : threats n (u :: A) B with
          | nil => simp only [blockLoop, e1, e2]
          | cons t rest =>
            cases rest with
            | cons t' rest' => simp only [blockLoop, e1, e2]
            | nil =>
              have ht : t ∈ threats n (u :: A) B := by
                rw [e2]; exact List.mem_cons.mpr (Or.inl rfl)
              have htI : InBox m t := inA t ht
              obtain ⟨_, htf, _⟩ := (threats_spec n (u :: A) B t hAb).mp ht
              have d1 := (boxFree_lt m A B u huI huf').1
              have d2 := (boxFree_lt m (u :: A) B t htI htf).2
              simp only [blockLoop, e1, e2]
              exact ih k' (u :: A) (t :: B) (p + 2) hA' (allInBox_cons htI hB)
                (by omega) (by omega)

/-- A block loop that hands back to the live test (`cont`) leaves its stones in the box. -/
theorem blockLoop_cont_box {n m : Nat} (hm : m ≤ n) : ∀ k A B p A' B' p',
    AllInBox m A → AllInBox m B → blockLoop n k A B p = .cont A' B' p' →
    AllInBox m A' ∧ AllInBox m B' := by
  intro k
  induction k with
  | zero => intro A B p A' B' p' _ _ e; simp [blockLoop] at e
  | succ k ih =>
    intro A B p A' B' p' hA hB e
    obtain ⟨_, inB⟩ := threats_box (n' := n) (opp := A) hB hm hm
    cases e1 : threats n B A with
    | nil =>
      simp only [blockLoop, e1, SimStep.cont.injEq] at e
      obtain ⟨rfl, rfl, _⟩ := e
      exact ⟨hA, hB⟩
    | cons u rest =>
      cases rest with
      | cons u' rest' => simp [blockLoop, e1] at e
      | nil =>
        have huI : InBox m u := inB u (by rw [e1]; exact List.mem_cons.mpr (Or.inl rfl))
        have hA' := allInBox_cons huI hA
        obtain ⟨_, inA⟩ := threats_box (n' := n) (opp := B) hA' hm hm
        cases e2 : threats n (u :: A) B with
        | nil => simp [blockLoop, e1, e2] at e
        | cons t rest =>
          cases rest with
          | cons t' rest' => simp [blockLoop, e1, e2] at e
          | nil =>
            have htI : InBox m t := inA t (by rw [e2]; exact List.mem_cons.mpr (Or.inl rfl))
            simp only [blockLoop, e1, e2] at e
            exact ih _ _ _ _ _ _ hA' (allInBox_cons htI hB) e

/-- The block loop as `liveSim` calls it, with fuel `n * n` on board `n`, after P1's stone
and P2's block `t` (a free cell of the box): the same result on every board `n ≥ m`. -/
theorem blockLoop_board {n n' m : Nat} (A B : List Cell) (t : Cell) (p : Nat)
    (hn : m ≤ n) (hn' : m ≤ n') (hA : AllInBox m A) (hB : AllInBox m B) (ht : InBox m t)
    (htf : Free A B t) :
    blockLoop n (n * n) A (t :: B) p = blockLoop n' (n' * n') A (t :: B) p := by
  have hB' := allInBox_cons ht hB
  have d1 := (boxFree_lt m A B t ht htf).2
  have d2 := boxFree_le m A B
  have h1 : m * m ≤ n * n := Nat.mul_le_mul hn hn
  have h2 : m * m ≤ n' * n' := Nat.mul_le_mul hn' hn'
  rw [blockLoop_fuel hn (n * n) (n' * n') A (t :: B) p hA hB' (by omega) (by omega)]
  exact blockLoop_box (n' * n') hn hn' A (t :: B) p hA hB'

/-- The live test's simulation (`PlusRule.liveSim`) gives the same answer on every board
`n ≥ m` for a line and stones in the box. -/
theorem liveSim_box {n n' m : Nat} (hn : m ≤ n) (hn' : m ≤ n') : ∀ fuel rem A B p,
    AllInBox m rem → AllInBox m A → AllInBox m B →
    liveSim n fuel rem A B p = liveSim n' fuel rem A B p := by
  intro fuel
  induction fuel with
  | zero => intro rem A B p _ _ _; simp [liveSim]
  | succ k ih =>
    intro rem A B p hr hA hB
    cases rem with
    | nil => simp [liveSim]
    | cons c rest =>
      have hc : InBox m c := hr c (List.mem_cons.mpr (Or.inl rfl))
      have hob : decide (OnBoard n c) = true := decide_eq_true (onBoard_of_box hn hc)
      have hob' : decide (OnBoard n' c) = true := decide_eq_true (onBoard_of_box hn' hc)
      -- The facts themselves as well: the default simp set may rewrite `decide (OnBoard n c)`
      -- with `decide_and` (through the abbreviation) before it tries `hob`; then `hon` closes
      -- each half (docs/reviews/lean-locality-delay-review.md, U1).
      have hon : OnBoard n c := onBoard_of_box hn hc
      have hon' : OnBoard n' c := onBoard_of_box hn' hc
      cases hf : free A B c with
      | false => simp [liveSim, hf]
      | true =>
        have hcA := allInBox_cons hc hA
        have hcAb : ∀ s, s ∈ c :: A → OnBoard n s := fun s hs => onBoard_of_box hn (hcA s hs)
        obtain ⟨e, inT⟩ := threats_box (opp := B) hcA hn hn'
        cases e1 : threats n (c :: A) B with
        | nil => simp [liveSim, hob, hob', hon, hon', hf, ← e, e1]
        | cons t r =>
          cases r with
          | cons t' r' => simp [liveSim, hob, hob', hon, hon', hf, ← e, e1]
          | nil =>
            have ht : t ∈ threats n (c :: A) B := by
              rw [e1]; exact List.mem_cons.mpr (Or.inl rfl)
            have htI : InBox m t := inT t ht
            obtain ⟨_, htf, _⟩ := (threats_spec n (c :: A) B t hcAb).mp ht
            cases rest with
            | nil => simp [liveSim, hob, hob', hon, hon', hf, ← e, e1]
            | cons c' rest' =>
              have eb := blockLoop_board (c :: A) B t p hn hn' hcA hB htI htf
              cases eb' : blockLoop n' (n' * n') (c :: A) (t :: B) p with
              | done live => simp [liveSim, hob, hob', hon, hon', hf, ← e, e1, eb, eb']
              | cont A' B' p' =>
                obtain ⟨hA', hB'⟩ :=
                  blockLoop_cont_box hn' _ _ _ _ _ _ _ hcA (allInBox_cons htI hB) eb'
                have e' := ih (c' :: rest') A' B' (p' + 2)
                  (fun s hs => hr s (List.mem_cons_of_mem _ hs)) hA' hB'
                simp [liveSim, hob, hob', hon, hon', hf, ← e, e1, eb, eb', e']

/-- The live test (`PlusRule.isLive`) of a line in the box, stones in the box: the same on
every board `n ≥ m`. -/
theorem isLive_box {n n' m : Nat} (A B : List Cell) (p : Nat) (L : List Cell)
    (hn : m ≤ n) (hn' : m ≤ n') (hA : AllInBox m A) (hB : AllInBox m B) (hL : AllInBox m L) :
    isLive n A B p L = isLive n' A B p L := by
  have hrem : AllInBox m (remaining A L) := fun s hs => by
    unfold remaining at hs
    exact hL s (List.mem_filter.mp hs).1
  unfold isLive
  rw [liveSim_box hn hn' _ (remaining A L) A B p hrem hA hB]

theorem find_ext_in {α : Type} (f g : α → Bool) (l : List α) (h : ∀ a, a ∈ l → f a = g a) :
    l.find? f = l.find? g := by
  induction l with
  | nil => rfl
  | cons a l ih =>
    simp only [List.find?_cons, h a (List.mem_cons.mpr (Or.inl rfl)),
      ih (fun b hb => h b (List.mem_cons_of_mem _ hb))]

/-! ## The fallback clause: the first free cell lies in row 0 -/

theorem map_ext_in {α β : Type} (f g : α → β) (l : List α) (h : ∀ a, a ∈ l → f a = g a) :
    l.map f = l.map g := by
  induction l with
  | nil => rfl
  | cons a l ih =>
    rw [List.map_cons, List.map_cons, h a (List.mem_cons.mpr (Or.inl rfl)),
      ih (fun b hb => h b (List.mem_cons_of_mem _ hb))]

theorem firstOr_filter_app (f : Cell → Bool) (l1 l2 : List Cell) (d c : Cell) (hc : c ∈ l1)
    (hf : f c = true) : firstOr ((l1 ++ l2).filter f) d = firstOr (l1.filter f) d := by
  rw [List.filter_append]
  cases e : l1.filter f with
  | nil =>
    have h : c ∈ l1.filter f := List.mem_filter.mpr ⟨hc, hf⟩
    rw [e] at h
    cases h
  | cons a l => rfl

/-- For stones in the box and `m < n`, the first free cell of the board (row-major) is the
first free cell of `(0, 0), …, (m, 0)`: `(m, 0)` is free. -/
theorem fallback_box {n m : Nat} {A B : List Cell} (hmn : m < n) (hA : AllInBox m A)
    (hB : AllInBox m B) :
    firstOr ((cells n).filter (free A B)) badCell =
    firstOr (((List.range (m + 1)).map fun i => Cell.mk i 0).filter (free A B)) badCell := by
  have hfm : free A B (Cell.mk m 0) = true := (free_spec _ _ _).mpr
    ⟨fun h => Nat.lt_irrefl m (hA _ h).1, fun h => Nat.lt_irrefl m (hB _ h).1⟩
  have him : Cell.mk m 0 ∈ (List.range (m + 1)).map fun i => Cell.mk i 0 :=
    List.mem_map.mpr ⟨m, List.mem_range.mpr (Nat.lt_succ_self m), rfl⟩
  have hsplit : n * n = (m + 1) + (n * n - (m + 1)) := by
    have : n * 1 ≤ n * n := Nat.mul_le_mul (Nat.le_refl n) (by omega)
    omega
  have hpre : ((List.range (m + 1)).map fun i => Cell.mk (i % n) (i / n)) =
      (List.range (m + 1)).map fun i => Cell.mk i 0 :=
    map_ext_in _ _ _ fun i hi => by
      have hi' : i < n := Nat.lt_of_lt_of_le (List.mem_range.mp hi) hmn
      rw [Nat.mod_eq_of_lt hi', Nat.div_eq_of_lt hi']
  unfold cells
  rw [hsplit, List.range_add, List.map_append, hpre]
  exact firstOr_filter_app _ _ _ _ _ him hfm

/-! ## The plus rule is local -/

/-- Both players' stones come from the history. -/
theorem stones_incl : ∀ (h : List Cell) (s : Cell), s ∈ p1Stones h ∨ s ∈ p2Stones h → s ∈ h
  | [], s, hs => by simp [p1Stones, p2Stones] at hs
  | [a], s, hs => by
    simp [p1Stones, p2Stones] at hs
    simp [hs]
  | a :: b :: h', s, hs => by
    have ih := stones_incl h' s
    simp only [p1Stones, p2Stones, List.mem_append, List.mem_singleton] at hs
    rcases hs with (h1 | h1) | (h2 | h2)
    · exact List.mem_cons_of_mem _ (List.mem_cons_of_mem _ (ih (Or.inl h1)))
    · rw [h1]; exact List.mem_cons.mpr (Or.inl rfl)
    · exact List.mem_cons_of_mem _ (List.mem_cons_of_mem _ (ih (Or.inr h2)))
    · rw [h2]; exact List.mem_cons_of_mem _ (List.mem_cons.mpr (Or.inl rfl))

/-- Every line of the rule lies in the box. -/
abbrev LinesInBox (m : Nat) (rule : Rule) : Prop := ∀ L, L ∈ rule.lines → AllInBox m L

/-- The plus rule is local: for a history whose stones lie in the box `[0, m)²` and a rule
whose lines lie in the box, `plusMoveWith` plays the same cell on every board `n > m`. -/
theorem plusMoveWith_box {n n' m : Nat} (rule : Rule) (h : List Cell) (hn : m < n)
    (hn' : m < n') (hL : LinesInBox m rule) (hh : AllInBox m h) :
    plusMoveWith rule n h = plusMoveWith rule n' h := by
  have hle : m ≤ n := Nat.le_of_lt hn
  have hle' : m ≤ n' := Nat.le_of_lt hn'
  have hA : AllInBox m (p1Stones h) := fun s hs => hh s (stones_incl h s (Or.inl hs))
  have hB : AllInBox m (p2Stones h) := fun s hs => hh s (stones_incl h s (Or.inr hs))
  obtain ⟨e1, _⟩ := threats_box (opp := p2Stones h) hA hle hle'
  obtain ⟨e2, _⟩ := threats_box (opp := p1Stones h) hB hle hle'
  have e3 : rule.lines.find? (isLive n (p1Stones h) (p2Stones h) (h.length + 1)) =
      rule.lines.find? (isLive n' (p1Stones h) (p2Stones h) (h.length + 1)) :=
    find_ext_in _ _ _ fun L hl => isLive_box _ _ _ L hle hle' hA hB (hL L hl)
  have e4 := fallback_box hn hA hB
  have e5 := fallback_box hn' hA hB
  rcases h with _ | ⟨a, _ | ⟨b, _ | ⟨d, h'⟩⟩⟩
  · rfl
  · simp only [plusMoveWith, e1, e2, e3, e4, e5]
  · rfl
  · simp only [plusMoveWith, e1, e2, e3, e4, e5]

/-! ## The blocking game on a reference board -/

/-- The blocking game of `EveryN.blockingGood` on the reference board `n`, with "P1's move
lies in the box `[0, m)²`" in place of "P1's move lies on the board". -/
def boxGood (rule : Rule) (n m : Nat) : Nat → List Cell → List Cell → List Cell → Bool
  | 0, _, _, _ => false
  | k + 1, h, A, B =>
    let mv := plusMoveWith rule n h
    decide (InBox m mv) && (free A B mv &&
      (completes n A mv ||
        (match threats n B (mv :: A) with
         | _ :: _ => false
         | [] =>
           match threats n (mv :: A) B with
           | [] => false
           | t :: _ => boxGood rule n m k (h ++ [mv, t]) (mv :: A) (t :: B))))

/-- A blocking game that stays in the box on a reference board `n' > m` is good on every
board `n > m`. -/
theorem boxGood_sound (rule : Rule) {n n' m : Nat} (hn : m < n) (hn' : m < n')
    (hL : LinesInBox m rule) : ∀ fuel h A B, AllInBox m h → AllInBox m A → AllInBox m B →
    boxGood rule n' m fuel h A B = true → blockingGood rule n fuel h A B = true := by
  have hle : m ≤ n := Nat.le_of_lt hn
  have hle' : m ≤ n' := Nat.le_of_lt hn'
  intro fuel
  induction fuel with
  | zero => intro h A B _ _ _ hb; simp [boxGood] at hb
  | succ k ih =>
    intro h A B hh hA hB hb
    simp only [boxGood] at hb
    simp only [blockingGood]
    rw [plusMoveWith_box rule h hn hn' hL hh]
    obtain ⟨mv, hmv⟩ : ∃ mv, plusMoveWith rule n' h = mv := ⟨_, rfl⟩
    rw [hmv] at hb ⊢
    obtain ⟨hm, hb1⟩ := boolAnd hb
    obtain ⟨hf, hb2⟩ := boolAnd hb1
    have hmI : InBox m mv := of_decide_eq_true hm
    rw [decide_eq_true (onBoard_of_box hle hmI), hf,
      completes_box_ext (n := n) (n' := n') mv hA hle hle']
    cases hc : completes n' A mv with
    | true => rfl
    | false =>
      rw [hc] at hb2
      have hmA := allInBox_cons hmI hA
      obtain ⟨e1, _⟩ := threats_box (opp := mv :: A) hB hle hle'
      obtain ⟨e2, in2⟩ := threats_box (opp := B) hmA hle hle'
      rw [e1, e2]
      cases e3 : threats n' B (mv :: A) with
      | cons u us => rw [e3] at hb2; simp at hb2
      | nil =>
        rw [e3] at hb2
        cases e4 : threats n' (mv :: A) B with
        | nil => rw [e4] at hb2; simp at hb2
        | cons t ts =>
          rw [e4] at hb2
          have htI : InBox m t := in2 t (by rw [e2, e4]; exact List.mem_cons.mpr (Or.inl rfl))
          have hh' : AllInBox m (h ++ [mv, t]) := fun s hs => by
            rcases List.mem_append.mp hs with hs | hs
            · exact hh s hs
            · rcases List.mem_cons.mp hs with e | hs
              · rw [e]; exact hmI
              · rw [List.mem_singleton.mp hs]; exact htI
          exact ih _ _ _ hh' hmA (allInBox_cons htI hB) hb2

/-- Every pair of first replies in the box, checked on the reference board `n`: the rule's
lines and exception keys, its default second move and its opening lie in the box, the
default second move differs from the opening, and for every legal pair `(r1, r2)` in the box
the second move lies in the box and `boxGood` holds within `fuel` P1 turns. -/
def boxCheck (rule : Rule) (n m fuel : Nat) : Bool :=
  rule.lines.all (fun L => L.all fun c => decide (InBox m c)) &&
    rule.exceptions.all (fun e => decide (InBox m e.1)) &&
    decide (InBox m rule.second) && rule.second != rule.opening &&
    decide (InBox m rule.opening) &&
    allCells m fun r1 =>
      r1 == rule.opening ||
        (decide (InBox m (secondMove rule r1)) && secondMove rule r1 != rule.opening &&
          secondMove rule r1 != r1 &&
          allCells m fun r2 =>
            r2 == rule.opening || r2 == r1 || r2 == secondMove rule r1 ||
              boxGood rule n m fuel [rule.opening, r1, secondMove rule r1, r2]
                [secondMove rule r1, rule.opening] [r2, r1])

theorem find_none_intro {α : Type} (f : α → Bool) (l : List α) (h : ∀ a, a ∈ l → f a = false) :
    l.find? f = none := by
  induction l with
  | nil => rfl
  | cons a l ih =>
    simp only [List.find?_cons, h a (List.mem_cons.mpr (Or.inl rfl)),
      ih (fun b hb => h b (List.mem_cons_of_mem _ hb))]

/-- `boxCheck` on a reference board `n' > m` and the far pairs (at least one reply outside
the box) on board `n > m` give `WinsWith (plusMoveWith rule) n []` (Lemma 2,
`EveryN.winsWith_of_blocking`). -/
theorem winsWith_of_boxCheck (rule : Rule) (n' m fuel n : Nat)
    (hc : boxCheck rule n' m fuel = true) (hn' : m < n') (hn : m < n) (h2 : 2 ≤ n)
    (hfuel : fuel + 3 ≤ n * n + 1)
    (hfar : ∀ r1 r2, OnBoard n r1 → OnBoard n r2 → r1 ≠ rule.opening → r2 ≠ rule.opening →
      r2 ≠ r1 → r2 ≠ secondMove rule r1 → ¬ (InBox m r1 ∧ InBox m r2) →
      blockingGood rule n fuel [rule.opening, r1, secondMove rule r1, r2]
        [secondMove rule r1, rule.opening] [r2, r1] = true) :
    WinsWith (plusMoveWith rule) n [] := by
  obtain ⟨h12345, hall⟩ := boolAnd hc
  obtain ⟨h1234, ho⟩ := boolAnd h12345
  obtain ⟨h123, hso⟩ := boolAnd h1234
  obtain ⟨h12, hs⟩ := boolAnd h123
  obtain ⟨hl, hx⟩ := boolAnd h12
  have hle : m ≤ n := Nat.le_of_lt hn
  have hL : LinesInBox m rule := fun L hLm s hs =>
    of_decide_eq_true (List.all_eq_true.mp (List.all_eq_true.mp hl L hLm) s hs)
  have hoI : InBox m rule.opening := of_decide_eq_true ho
  have hsI : InBox m rule.second := of_decide_eq_true hs
  have hsec : ∀ r1, ¬ InBox m r1 → secondMove rule r1 = rule.second := by
    intro r1 hr1
    have hnone : rule.exceptions.find? (fun e => e.1 == r1) = none :=
      find_none_intro _ _ fun e he => by
        cases hb : (e.1 == r1) with
        | false => rfl
        | true =>
          have h1 : InBox m e.1 := of_decide_eq_true (List.all_eq_true.mp hx e he)
          rw [eq_of_beq hb] at h1
          exact absurd h1 hr1
    simp only [secondMove, hnone]
  refine winsWith_of_blocking rule n fuel h2 hfuel (onBoard_of_box hle hoI) ?_ ?_
  · intro r1 hr1 hro
    by_cases hb1 : InBox m r1
    · rcases boolOr (allCells_sound hall r1 hb1) with e1 | e2
      · exact absurd (eq_of_beq e1) hro
      · obtain ⟨h123, _⟩ := boolAnd e2
        obtain ⟨h12, h3⟩ := boolAnd h123
        obtain ⟨h1, h2⟩ := boolAnd h12
        exact ⟨onBoard_of_box hle (of_decide_eq_true h1), cell_ne_of_bne h2, cell_ne_of_bne h3⟩
    · rw [hsec r1 hb1]
      exact ⟨onBoard_of_box hle hsI, cell_ne_of_bne hso, fun e => hb1 (e ▸ hsI)⟩
  · intro r1 r2 hr1 hr2 hro hr2o hr21 hr2s
    by_cases hb1 : InBox m r1
    · by_cases hb2 : InBox m r2
      · rcases boolOr (allCells_sound hall r1 hb1) with e1 | e2
        · exact absurd (eq_of_beq e1) hro
        · obtain ⟨h123, h4⟩ := boolAnd e2
          obtain ⟨h12, _⟩ := boolAnd h123
          obtain ⟨h1, _⟩ := boolAnd h12
          have hsb : InBox m (secondMove rule r1) := of_decide_eq_true h1
          rcases boolOr (allCells_sound h4 r2 hb2) with f | f4
          · rcases boolOr f with f | f3
            · rcases boolOr f with f1 | f2
              · exact absurd (eq_of_beq f1) hr2o
              · exact absurd (eq_of_beq f2) hr21
            · exact absurd (eq_of_beq f3) hr2s
          · have hh : AllInBox m [rule.opening, r1, secondMove rule r1, r2] := fun c hc => by
              simp only [List.mem_cons, List.not_mem_nil, or_false] at hc
              rcases hc with rfl | rfl | rfl | rfl <;> assumption
            have hA : AllInBox m [secondMove rule r1, rule.opening] := fun c hc => by
              simp only [List.mem_cons, List.not_mem_nil, or_false] at hc
              rcases hc with rfl | rfl <;> assumption
            have hB : AllInBox m [r2, r1] := fun c hc => by
              simp only [List.mem_cons, List.not_mem_nil, or_false] at hc
              rcases hc with rfl | rfl <;> assumption
            exact boxGood_sound rule hn hn' hL fuel _ _ _ hh hA hB f4
      · exact hfar r1 r2 hr1 hr2 hro hr2o hr21 hr2s (fun h => hb2 h.2)
    · exact hfar r1 r2 hr1 hr2 hro hr2o hr21 hr2s (fun h => hb1 h.1)

set_option maxHeartbeats 0 in
/-- The blocking game of the plus rule stays in the box `[0, 17)²` and is good for every
legal pair in the box, on the 18×18 reference board. -/
theorem plus_box_check_18 : boxCheck plusRule 18 17 7 = true := by native_decide

/-- The far-pair case of docs/EVERY-N.md (§10; proved in `FarPairs.lean`): on every board `n ≥ 18`, the
blocking game of the plus rule is good for every legal pair with a reply outside the box
`[0, 17)²`. -/
def PlusFarPairsGood : Prop :=
  ∀ n, 18 ≤ n → ∀ r1 r2, OnBoard n r1 → OnBoard n r2 →
    r1 ≠ plusRule.opening → r2 ≠ plusRule.opening → r2 ≠ r1 →
    r2 ≠ secondMove plusRule r1 → ¬ (InBox 17 r1 ∧ InBox 17 r2) →
    blockingGood plusRule n 7 [plusRule.opening, r1, secondMove plusRule r1, r2]
      [secondMove plusRule r1, plusRule.opening] [r2, r1] = true

/-- The plus rule wins on every board `n ≥ 18`, given the far-pair case. -/
theorem plus_wins_beyond_17_of_far (hfar : PlusFarPairsGood) (n : Nat) (hn : 18 ≤ n) :
    WinsWith plusMove n [] := by
  have hsq : 18 * 18 ≤ n * n := Nat.mul_le_mul hn hn
  exact winsWith_of_boxCheck plusRule 18 17 7 n plus_box_check_18 (by decide) (by omega)
    (by omega) (by omega) (hfar n hn)

/-- The plus rule wins on every board `n ≥ 6`, given the boards 6…17 and the far-pair case
(`Theorems/Outcome.lean` supplies the boards 6…17 as `plus_wins_every_n_of_far`). -/
theorem plus_wins_every_n_of_base_far (hbase : ∀ n, 6 ≤ n → n ≤ 17 → WinsWith plusMove n [])
    (hfar : PlusFarPairsGood) (n : Nat) (hn : 6 ≤ n) : WinsWith plusMove n [] := by
  by_cases h : n ≤ 17
  · exact hbase n hn h
  · exact plus_wins_beyond_17_of_far hfar n (by omega)

end SquareGame
