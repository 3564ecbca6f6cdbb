import SquareGame.Closed
import SquareGame.Classes

/-!
# Every board: the lockstep of a far pair with its representative (docs/EVERY-N.md §10, Lemmas 6–7)

A far pair `(r1, r2)` (a reply outside `[0, 17)²`) on a board `n ≥ 18` is compared with a
representative pair `(r1', r2')` on the 17×17 board. `FarView n r1 r2 n' r1' r2'` is what the
rule can see of the free stones, with the line region `R = [0, 6)²` and the zone
`Z = [0, 11)²` (coordinates (x, y), 0-based, in cells):
* both pairs lie on their boards;
* each reply is the same cell of `Z` in both, or lies outside `Z` in both;
* for every position whose P1 stones `A` and P2 blocks `B0` lie in `R`, P2's threat cells in
  `Z` are the same list, and P2 holds as many threat cells in all (Lemma 6b).

The simulation (§10, steps 1–9): the board-`n` game has P2 stones `B0 ++ [r2, r1]`, the
17×17 game `B0 ++ [r2', r1']`, with the same P1 stones `A` and blocks `B0` in `R`.
* `free_zone`: on `Z` the two positions have the same free cells; `threats_zone`: P1's threat
  cells, for P1 stones in `Z`, are the same list on both boards; `threats_far_block`: a P1
  block outside `Z` adds no P1 threat cell (`completes_far_block`, Lemma 1b).
* `blockLoop_lockstep`, `liveSim_lockstep`, `isLive_lockstep`, `lines_lockstep`: the live test
  on board `n` gives the verdict of the audited live test on 17×17 (`Closed.lean`).
* `fallback_lockstep`: the fallback clause plays the same cell (row 0 holds a free cell of `Z`
  on 17×17).
* `lateMove` (`plusMoveWith` after the second move), `lateMove_lockstep`: P1 plays the same
  cell whenever the closed game's move on 17×17 lies in `R` and passes the audit.
* `closedGood_lockstep`, `far_lockstep`: the closed blocking game of the representative on
  17×17 gives the blocking game of the far pair on board `n ≥ 17`.
The rule facts used: `plus_lines_in_box` (every line in `R`) and `plus_rule_in_region` (the
opening and every second move in `R`), by `native_decide`.

The Lean twin of `coq/SquareGame/Lockstep.v`, lemma for lemma; the Coq proofs are checked by
Coq's kernel (`make check`), these have not been checked by Lean (no Lean toolchain here,
docs/TRUST.md). `box_cons` is `Locality.allInBox_cons` here (Coq's Locality.v has no such
lemma, so the Coq twin proves it). Where Coq's `cells m` is row-major by `flat_map`, Lean's `cells` maps
`List.range (n * n)`: `cells_row_zero` splits it with `List.range_add` as
`Locality.fallback_box` does. Where Coq tests membership of the zone with `onBoardb 11`, this
file uses `decide (InBox 11 c)`. Core Lean only; the names used are those `Locality.lean`,
`Closed.lean` and `EveryN.lean` already use (`List.mem_filter`, `List.mem_map`,
`List.mem_range`, `List.range_add`, `List.map_append`, `List.filter`, `List.find?_cons`,
`List.pairwise_cons`, `List.mem_append`, `List.mem_cons`, `List.mem_singleton`,
`List.length_append`, `List.length_cons`, `List.length_nil`, `List.cons_append`,
`Nat.mod_eq_of_lt`, `Nat.div_eq_of_lt`, `Nat.mul_le_mul`, `decide_eq_true`,
`of_decide_eq_true`, `if_pos`, `if_neg`, `Option.some.inj`, `Option.some.injEq`,
`Bool.true_and`, `Bool.false_or`) plus `decide_eq_false` (`src/Init/Prelude.lean` of
leanprover/lean4, next to `decide_eq_true`).
-/

namespace SquareGame

/-- What the plus rule can see of the free stones `(r1, r2)` on board `n` and `(r1', r2')` on
board `n'` (docs/EVERY-N.md Lemma 6, with `w = 6`). -/
def FarView (n : Nat) (r1 r2 : Cell) (n' : Nat) (r1' r2' : Cell) : Prop :=
  OnBoard n r1 ∧ OnBoard n r2 ∧ OnBoard n' r1' ∧ OnBoard n' r2' ∧
  (∀ c, InBox 11 c → (c = r1 ↔ c = r1') ∧ (c = r2 ↔ c = r2')) ∧
  (∀ A B0, AllInBox 6 A → AllInBox 6 B0 →
     (threats n (B0 ++ [r2, r1]) A).filter (fun c => decide (InBox 11 c)) =
       (threats n' (B0 ++ [r2', r1']) A).filter (fun c => decide (InBox 11 c)) ∧
     (threats n (B0 ++ [r2, r1]) A).length = (threats n' (B0 ++ [r2', r1']) A).length)

/-! ## Facts about the rule -/

/-- Every line of the plus rule lies in the line region `R = [0, 6)²`. -/
theorem plus_lines_in_box : LinesInBox 6 plusRule := by
  have h : (plusRule.lines.all fun L => L.all fun c => decide (InBox 6 c)) = true := by
    native_decide
  intro L hL s hs
  exact of_decide_eq_true (List.all_eq_true.mp (List.all_eq_true.mp h L hL) s hs)

/-- The opening and every second move of the plus rule lie in `R`. -/
theorem plus_rule_in_region : ruleInZone 6 plusRule = true := by native_decide

/-! ## The two positions agree on the zone `Z = [0, 11)²` -/

/-- A cell of `Z` is a P2 stone on the board `n` side iff it is one on the 17×17 side, for the
same blocks `B0` (FarView's fifth conjunct). -/
theorem free_zone {n n' : Nat} {r1 r2 r1' r2' : Cell} (A B0 : List Cell) (c : Cell)
    (hv : FarView n r1 r2 n' r1' r2') (hc : InBox 11 c) :
    free A (B0 ++ [r2, r1]) c = free A (B0 ++ [r2', r1']) c := by
  obtain ⟨_, _, _, _, hz, _⟩ := hv
  obtain ⟨e1, e2⟩ := hz c hc
  have hB : ∀ {a b a' b' : Cell}, (c = a ↔ c = a') → (c = b ↔ c = b') →
      c ∈ B0 ++ [a, b] → c ∈ B0 ++ [a', b'] := by
    intro a b a' b' ea eb h
    rcases List.mem_append.mp h with h | h
    · exact List.mem_append.mpr (Or.inl h)
    · rcases List.mem_cons.mp h with h | h
      · exact List.mem_append.mpr (Or.inr (List.mem_cons.mpr (Or.inl (ea.mp h))))
      · exact List.mem_append.mpr (Or.inr (List.mem_cons_of_mem _
          (List.mem_singleton.mpr (eb.mp (List.mem_singleton.mp h)))))
  cases h1 : free A (B0 ++ [r2, r1]) c <;> cases h2 : free A (B0 ++ [r2', r1']) c
  · rfl
  · have g := (free_spec _ _ _).mp h2
    have g' : free A (B0 ++ [r2, r1]) c = true :=
      (free_spec _ _ _).mpr ⟨g.1, fun h => g.2 (hB e2 e1 h)⟩
    rw [h1] at g'
    cases g'
  · have g := (free_spec _ _ _).mp h1
    have g' : free A (B0 ++ [r2', r1']) c = true :=
      (free_spec _ _ _).mpr ⟨g.1, fun h => g.2 (hB e2.symm e1.symm h)⟩
    rw [h2] at g'
    cases g'
  · rfl

/-- Lemma 0 with the zone: for P1 stones `A` in `Z` (the threat cells of `A` then lie in `Z`)
and two P2 positions that agree on `Z`, P1's threat cells are the same list on both boards. -/
theorem threats_zone {n n' : Nat} {A B B' : List Cell} (hn : 11 ≤ n) (hn' : 11 ≤ n')
    (hA : AllInBox 11 A) (hf : ∀ c, InBox 11 c → free A B c = free A B' c) :
    threats n A B = threats n' A B' := by
  have hon : ∀ k, 11 ≤ k → ∀ s, s ∈ A → OnBoard k s :=
    fun k hk s hs => onBoard_of_box hk (hA s hs)
  refine threats_ext n n' A B A B' fun c => ?_
  rw [threats_spec n A B c (hon n hn), threats_spec n' A B' c (hon n' hn')]
  have e := completes_box_ext (n := n) (n' := n') c hA hn hn'
  constructor
  · rintro ⟨_, hfr, hc⟩
    have hcz : InBox 11 c := completes_box hA hc
    have hc' : Completes n' A c := by
      show completes n' A c = true
      rw [← e]; exact hc
    have hfr' : Free A B' c := by
      show free A B' c = true
      rw [← hf c hcz]; exact hfr
    exact ⟨onBoard_of_box hn' hcz, hfr', hc'⟩
  · rintro ⟨_, hfr, hc⟩
    have hcz : InBox 11 c := completes_box hA hc
    have hc' : Completes n A c := by
      show completes n A c = true
      rw [e]; exact hc
    have hfr' : Free A B c := by
      show free A B c = true
      rw [hf c hcz]; exact hfr
    exact ⟨onBoard_of_box hn hcz, hfr', hc'⟩

/-- A square completed for `u :: A` with `A` in `R` and `u` outside `Z` does not use `u`: two
other corners would lie in `A`, so the whole square in `Z` (Lemma 1b). -/
theorem completes_far_block {n : Nat} {A : List Cell} {u c : Cell} (hA : AllInBox 6 A)
    (hu : ¬ InBox 11 u) (hon : ∀ s, s ∈ u :: A → OnBoard n s)
    (hc : completes n (u :: A) c = true) : completes n A c = true := by
  have hAb : ∀ s, s ∈ A → OnBoard n s := fun s hs => hon s (List.mem_cons_of_mem _ hs)
  obtain ⟨q, hq, hcq, hk⟩ := (completes_iff n (u :: A) c hon).mp hc
  refine (completes_iff n A c hAb).mpr ⟨q, hq, hcq, fun k hkq hkc => ?_⟩
  rcases List.mem_cons.mp (hk k hkq hkc) with e | h
  · exfalso
    have hall : ∀ k', k' ∈ q.corners → k' = c ∨ k' = u ∨ InBox 6 k' := fun k' hk' => by
      by_cases e' : k' = c
      · exact Or.inl e'
      · rcases List.mem_cons.mp (hk k' hk' e') with e'' | h''
        · exact Or.inr (Or.inl e'')
        · exact Or.inr (Or.inr (hA _ h''))
    obtain ⟨qx, qy, qd⟩ := q
    have hd : 1 ≤ qd := (squareOnBoard_mk.mp hq).1
    have k1 := hall ⟨qx, qy⟩ (mem_corners.mpr (Or.inl rfl))
    have k2 := hall ⟨qx + qd, qy⟩ (mem_corners.mpr (Or.inr (Or.inl rfl)))
    have k3 := hall ⟨qx, qy + qd⟩ (mem_corners.mpr (Or.inr (Or.inr (Or.inl rfl))))
    have k4 := hall ⟨qx + qd, qy + qd⟩ (mem_corners.mpr (Or.inr (Or.inr (Or.inr rfl))))
    subst e
    rcases mem_corners.mp hcq with rfl | rfl | rfl | rfl <;>
    rcases mem_corners.mp hkq with rfl | rfl | rfl | rfl <;>
    simp only [InBox, ne_eq, Cell.mk.injEq, and_true, true_and, not_true_eq_false] at * <;>
    omega
  · exact h

/-- Adding a stone to a position keeps a completed square. -/
theorem completes_cons {n : Nat} {S : List Cell} (u c : Cell) (h : completes n S c = true) :
    completes n (u :: S) c = true := by
  obtain ⟨s, hs, hy, hd, hab⟩ := (completes_spec n S c).mp h
  refine (completes_spec n (u :: S) c).mpr ⟨s, List.mem_cons_of_mem _ hs, hy, hd, ?_⟩
  rcases hab with ⟨h1, h2, h3⟩ | ⟨h1, h2, h3⟩
  · exact Or.inl ⟨h1, List.mem_cons_of_mem _ h2, List.mem_cons_of_mem _ h3⟩
  · exact Or.inr ⟨h1, List.mem_cons_of_mem _ h2, List.mem_cons_of_mem _ h3⟩

/-- A P1 block `u` outside `Z` changes no P1 threat cell when P1's other stones lie in `R`
(docs/EVERY-N.md §10: the P1 threats after a block outside `Z` are the same on both boards). -/
theorem threats_far_block {n : Nat} {A B : List Cell} {u : Cell} (hn : 6 ≤ n)
    (hA : AllInBox 6 A) (hu : ¬ InBox 11 u) (hub : OnBoard n u) :
    threats n (u :: A) B = threats n A B := by
  have hAb : ∀ s, s ∈ A → OnBoard n s := fun s hs => onBoard_of_box hn (hA s hs)
  have huA : ∀ s, s ∈ u :: A → OnBoard n s := fun s hs => by
    rcases List.mem_cons.mp hs with e | hs
    · rw [e]; exact hub
    · exact hAb s hs
  refine threats_ext n n (u :: A) B A B fun c => ?_
  rw [threats_spec n (u :: A) B c huA, threats_spec n A B c hAb]
  constructor
  · rintro ⟨hb, hf, hc⟩
    obtain ⟨g1, g2⟩ := (free_spec _ _ _).mp hf
    exact ⟨hb, (free_spec _ _ _).mpr ⟨fun h => g1 (List.mem_cons_of_mem _ h), g2⟩,
      completes_far_block hA hu huA hc⟩
  · rintro ⟨hb, hf, hc⟩
    obtain ⟨g1, g2⟩ := (free_spec _ _ _).mp hf
    have hc6 : InBox 6 c := completes_box hA hc
    refine ⟨hb, (free_spec _ _ _).mpr ⟨fun h => ?_, g2⟩, completes_cons u c hc⟩
    rcases List.mem_cons.mp h with e | h
    · rw [e] at hc6
      exact hu ⟨Nat.lt_of_lt_of_le hc6.1 (by decide), Nat.lt_of_lt_of_le hc6.2 (by decide)⟩
    · exact g1 h

/-- Stones of `R` and two stones on the board lie on the board. -/
theorem blocks_on_board {n : Nat} {B0 : List Cell} {a b : Cell} (hn : 6 ≤ n)
    (hB : AllInBox 6 B0) (ha : OnBoard n a) (hb : OnBoard n b) :
    ∀ s, s ∈ B0 ++ [a, b] → OnBoard n s := by
  intro s hs
  rcases List.mem_append.mp hs with hs | hs
  · exact onBoard_of_box hn (hB s hs)
  · rcases List.mem_cons.mp hs with e | hs
    · rw [e]; exact ha
    · rw [List.mem_singleton.mp hs]; exact hb

/-- A list in `R` lies in `Z`. -/
theorem region_in_zone {A : List Cell} (hA : AllInBox 6 A) : AllInBox 11 A := fun s hs =>
  ⟨Nat.lt_of_lt_of_le (hA s hs).1 (by decide), Nat.lt_of_lt_of_le (hA s hs).2 (by decide)⟩

/-- A stone of the box added to a list in the box (`Locality.allInBox_cons`). -/
theorem box_cons {m : Nat} {u : Cell} {A : List Cell} (hu : InBox m u) (hA : AllInBox m A) :
    AllInBox m (u :: A) :=
  allInBox_cons hu hA

/-! ## The block loop in lockstep (step 5 of the live test) -/

/-- The block loop on board `n` (P2 stones `B0 ++ [r2, r1]`) follows the audited block loop on
17×17 (P2 stones `B0 ++ [r2', r1']`), for P1 stones `A` and blocks `B0` in `R` and fuels above
half the free cells of `R`: the same verdict, or the same next position (new blocks in `R`).
P2's threat cells: the same in `Z` and as many (FarView); a P1 block `u` in `Z`: the same P1
threats after it (`threats_zone`); outside `Z`: no P1 threat through it (`threats_far_block`),
and the audit then only lets the test end "not live". -/
theorem blockLoop_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (hn : 17 ≤ n)
    (hv : FarView n r1 r2 17 r1' r2') : ∀ k' k A B0 p s, AllInBox 6 A → AllInBox 6 B0 →
    boxFree 6 A (B0 ++ [r2', r1']) < 2 * k' → boxFree 6 A (B0 ++ [r2', r1']) < 2 * k →
    blockClosed 17 6 k' A (B0 ++ [r2', r1']) p = some s →
    (match s with
     | .done v => blockLoop n k A (B0 ++ [r2, r1]) p = .done v
     | .cont A2 B2 p2 => ∃ B02, B2 = B02 ++ [r2', r1'] ∧ AllInBox 6 A2 ∧ AllInBox 6 B02 ∧
         blockLoop n k A (B0 ++ [r2, r1]) p = .cont A2 (B02 ++ [r2, r1]) p2) := by
  have hv' := hv
  obtain ⟨hb1, hb2, hb1', hb2', _, hth⟩ := hv'
  intro k'
  induction k' with
  | zero => intro k A B0 p s _ _ hf' _ _; omega
  | succ k' ih =>
    intro k A B0 p s hA hB0 hf' hf hs
    cases k with
    | zero => omega
    | succ k =>
      have hBb : ∀ s, s ∈ B0 ++ [r2, r1] → OnBoard n s :=
        blocks_on_board (by omega) hB0 hb2 hb1
      have hBb' : ∀ s, s ∈ B0 ++ [r2', r1'] → OnBoard 17 s :=
        blocks_on_board (by decide) hB0 hb2' hb1'
      have hzone : ∀ A0 c, InBox 11 c →
          free A0 (B0 ++ [r2, r1]) c = free A0 (B0 ++ [r2', r1']) c :=
        fun A0 c hc => free_zone A0 B0 c hv hc
      cases e1' : threats 17 (B0 ++ [r2', r1']) A with
      | nil =>
        cases e1 : threats n (B0 ++ [r2, r1]) A with
        | cons u us =>
          obtain ⟨_, el⟩ := hth A B0 hA hB0
          rw [e1, e1'] at el
          simp only [List.length_cons, List.length_nil] at el <;> omega
        | nil =>
          simp only [blockClosed, e1', Option.some.injEq] at hs
          subst hs
          dsimp only
          exact ⟨B0, rfl, hA, hB0, by simp only [blockLoop, e1]⟩
      | cons u' us' =>
        cases us' with
        | cons v' vs' =>
          -- two or more P2 threat cells on 17×17: as many on board `n`
          cases e1 : threats n (B0 ++ [r2, r1]) A with
          | nil =>
            obtain ⟨_, el⟩ := hth A B0 hA hB0
            rw [e1, e1'] at el
            simp only [List.length_cons, List.length_nil] at el <;> omega
          | cons u us =>
            cases us with
            | nil =>
              obtain ⟨_, el⟩ := hth A B0 hA hB0
              rw [e1, e1'] at el
              simp only [List.length_cons, List.length_nil] at el <;> omega
            | cons v vs =>
              simp only [blockClosed, e1', Option.some.injEq] at hs
              subst hs
              show blockLoop n (k + 1) A (B0 ++ [r2, r1]) p = .done false
              simp only [blockLoop, e1]
        | nil =>
          cases e1 : threats n (B0 ++ [r2, r1]) A with
          | nil =>
            obtain ⟨_, el⟩ := hth A B0 hA hB0
            rw [e1, e1'] at el
            simp only [List.length_cons, List.length_nil] at el <;> omega
          | cons u us =>
            cases us with
            | cons v vs =>
              obtain ⟨_, el⟩ := hth A B0 hA hB0
              rw [e1, e1'] at el
              simp only [List.length_cons, List.length_nil] at el <;> omega
            | nil =>
              obtain ⟨ef, _⟩ := hth A B0 hA hB0
              have hu17 : OnBoard 17 u' :=
                ((threats_spec 17 _ A u' hBb').mp
                  (by rw [e1']; exact List.mem_cons.mpr (Or.inl rfl))).1
              have hun : OnBoard n u :=
                ((threats_spec n _ A u hBb).mp
                  (by rw [e1]; exact List.mem_cons.mpr (Or.inl rfl))).1
              by_cases z' : InBox 11 u'
              · -- the P2 threat cell lies in `Z`: the same cell on both boards
                have hm : u' ∈ (threats n (B0 ++ [r2, r1]) A).filter
                    (fun c => decide (InBox 11 c)) := by
                  rw [ef, e1']
                  exact List.mem_filter.mpr ⟨List.mem_cons.mpr (Or.inl rfl), decide_eq_true z'⟩
                have hm' := (List.mem_filter.mp hm).1
                rw [e1] at hm'
                have eu : u' = u := List.mem_singleton.mp hm'
                rw [← eu] at e1
                have huA : AllInBox 11 (u' :: A) := box_cons z' (region_in_zone hA)
                have eT := threats_zone (n := n) (n' := 17) (A := u' :: A)
                  (B := B0 ++ [r2, r1]) (B' := B0 ++ [r2', r1']) (by omega) (by decide) huA
                  (hzone (u' :: A))
                cases e2 : threats 17 (u' :: A) (B0 ++ [r2', r1']) with
                | nil =>
                  simp only [blockClosed, e1', e2, Option.some.injEq] at hs
                  subst hs
                  show blockLoop n (k + 1) A (B0 ++ [r2, r1]) p = .done false
                  simp only [blockLoop, e1, eT, e2]
                | cons t ts =>
                  cases ts with
                  | nil =>
                    simp only [blockClosed, e1', e2] at hs
                    split at hs
                    · next h6 =>
                      obtain ⟨hu6b, ht6b⟩ := boolAnd h6
                      have hu6 : InBox 6 u' := of_decide_eq_true hu6b
                      have ht6 : InBox 6 t := of_decide_eq_true ht6b
                      have huf := ((threats_spec 17 _ A u' hBb').mp
                        (by rw [e1']; exact List.mem_cons.mpr (Or.inl rfl))).2.1
                      have huf' : Free A (B0 ++ [r2', r1']) u' := (free_spec _ _ _).mpr
                        ⟨((free_spec _ _ _).mp huf).2, ((free_spec _ _ _).mp huf).1⟩
                      have huA17 : ∀ s, s ∈ u' :: A → OnBoard 17 s :=
                        fun s hs' => onBoard_of_box (by decide) (box_cons hu6 hA s hs')
                      have htf := ((threats_spec 17 (u' :: A) (B0 ++ [r2', r1']) t huA17).mp
                        (by rw [e2]; exact List.mem_cons.mpr (Or.inl rfl))).2.1
                      have d1 := (boxFree_lt 6 A _ u' hu6 huf').1
                      have d2 := (boxFree_lt 6 (u' :: A) _ t ht6 htf).2
                      have d2' : boxFree 6 (u' :: A) ((t :: B0) ++ [r2', r1']) <
                          boxFree 6 (u' :: A) (B0 ++ [r2', r1']) := d2
                      have r := ih k (u' :: A) (t :: B0) (p + 2) s (box_cons hu6 hA)
                        (box_cons ht6 hB0) (by omega) (by omega) hs
                      have eL : blockLoop n (k + 1) A (B0 ++ [r2, r1]) p =
                          blockLoop n k (u' :: A) (t :: (B0 ++ [r2, r1])) (p + 2) := by
                        simp only [blockLoop, e1, eT, e2]
                      rw [eL]
                      exact r
                    · simp at hs
                  | cons t2 ts2 =>
                    have eL : blockLoop n (k + 1) A (B0 ++ [r2, r1]) p =
                        .done (decide (p + 2 + 2 ≤ 17)) := by
                      simp only [blockLoop, e1, eT, e2]
                    rw [eL]
                    simp only [blockClosed, e1', e2] at hs
                    split at hs
                    · next hp =>
                      split at hs
                      · simp only [Option.some.injEq] at hs
                        subst hs
                        have hp' : p + 2 + 2 ≤ 17 := by
                          first
                          | exact of_decide_eq_true hp
                          | exact hp
                          | (simp at hp; omega)
                        show SimStep.done (decide (p + 2 + 2 ≤ 17)) = SimStep.done true
                        rw [decide_eq_true hp']
                      · simp at hs
                    · next hp =>
                      simp only [Option.some.injEq] at hs
                      subst hs
                      have hp' : ¬ (p + 2 + 2 ≤ 17) := fun h' => hp (by
                        first
                        | exact decide_eq_true h'
                        | exact h'
                        | (simp; omega))
                      show SimStep.done (decide (p + 2 + 2 ≤ 17)) = SimStep.done false
                      rw [decide_eq_false hp']
              · -- outside `Z` on both boards: P1's threats stay those before the block
                have z : ¬ InBox 11 u := fun hz => by
                  have hm : u ∈ (threats n (B0 ++ [r2, r1]) A).filter
                      (fun c => decide (InBox 11 c)) := by
                    rw [e1]
                    exact List.mem_filter.mpr ⟨List.mem_cons.mpr (Or.inl rfl), decide_eq_true hz⟩
                  rw [ef] at hm
                  have hm' := (List.mem_filter.mp hm).1
                  rw [e1'] at hm'
                  rw [List.mem_singleton.mp hm'] at hz
                  exact z' hz
                have eA := threats_zone (n := n) (n' := 17) (A := A) (B := B0 ++ [r2, r1])
                  (B' := B0 ++ [r2', r1']) (by omega) (by decide) (region_in_zone hA) (hzone A)
                have f1 := threats_far_block (n := n) (B := B0 ++ [r2, r1]) (by omega) hA z hun
                have f2 := threats_far_block (n := 17) (B := B0 ++ [r2', r1']) (by decide) hA z'
                  hu17
                cases e2 : threats 17 A (B0 ++ [r2', r1']) with
                | nil =>
                  simp only [blockClosed, e1', f2, e2, Option.some.injEq] at hs
                  subst hs
                  show blockLoop n (k + 1) A (B0 ++ [r2, r1]) p = .done false
                  simp only [blockLoop, e1, f1, eA, e2]
                | cons t ts =>
                  cases ts with
                  | nil =>
                    simp only [blockClosed, e1', f2, e2] at hs
                    split at hs
                    · next h6 =>
                      have hu6 : InBox 6 u' := of_decide_eq_true (boolAnd h6).1
                      exact (z' ⟨Nat.lt_of_lt_of_le hu6.1 (by decide),
                        Nat.lt_of_lt_of_le hu6.2 (by decide)⟩).elim
                    · simp at hs
                  | cons t2 ts2 =>
                    have eL : blockLoop n (k + 1) A (B0 ++ [r2, r1]) p =
                        .done (decide (p + 2 + 2 ≤ 17)) := by
                      simp only [blockLoop, e1, f1, eA, e2]
                    rw [eL]
                    simp only [blockClosed, e1', f2, e2] at hs
                    split at hs
                    · split at hs
                      · next h11 => exact (z' (of_decide_eq_true h11)).elim
                      · simp at hs
                    · next hp =>
                      simp only [Option.some.injEq] at hs
                      subst hs
                      have hp' : ¬ (p + 2 + 2 ≤ 17) := fun h' => hp (by
                        first
                        | exact decide_eq_true h'
                        | exact h'
                        | (simp; omega))
                      show SimStep.done (decide (p + 2 + 2 ≤ 17)) = SimStep.done false
                      rw [decide_eq_false hp']

/-! ## The live test in lockstep -/

/-- The live test's simulation on board `n` gives the verdict the audited simulation gives on
17×17, for a line and stones in `R`: the line cells lie in `Z`, so on both boards with the same
freeness; P1's threats after a line cell are the same (`threats_zone`); the block loop by
`blockLoop_lockstep` (fuels `n * n` and `17 * 17`, both above the 36 cells of `R`). -/
theorem liveSim_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (hn : 17 ≤ n)
    (hv : FarView n r1 r2 17 r1' r2') : ∀ fuel rem A B0 p v, AllInBox 6 rem → AllInBox 6 A →
    AllInBox 6 B0 → liveClosed 17 6 fuel rem A (B0 ++ [r2', r1']) p = some v →
    liveSim n fuel rem A (B0 ++ [r2, r1]) p = v := by
  intro fuel
  induction fuel with
  | zero =>
    intro rem A B0 p v _ _ _ hs
    simp only [liveClosed, Option.some.injEq] at hs; simp only [liveSim]; exact hs
  | succ k ih =>
    intro rem A B0 p v hr hA hB0 hs
    cases rem with
    | nil => simp only [liveClosed, Option.some.injEq] at hs; simp only [liveSim]; exact hs
    | cons c rest =>
      have hc : InBox 6 c := hr c (List.mem_cons.mpr (Or.inl rfl))
      have hcz : InBox 11 c :=
        ⟨Nat.lt_of_lt_of_le hc.1 (by decide), Nat.lt_of_lt_of_le hc.2 (by decide)⟩
      have hcA : AllInBox 6 (c :: A) := box_cons hc hA
      have eT := threats_zone (n := n) (n' := 17) (A := c :: A) (B := B0 ++ [r2, r1])
        (B' := B0 ++ [r2', r1']) (by omega) (by decide) (region_in_zone hcA)
        (fun c0 hc0 => free_zone (c :: A) B0 c0 hv hc0)
      simp only [liveClosed] at hs
      simp only [liveSim]
      by_cases hf : (decide (OnBoard 17 c) && free A (B0 ++ [r2', r1']) c) = true
      · rw [if_pos hf] at hs
        have hf' : (decide (OnBoard n c) && free A (B0 ++ [r2, r1]) c) = true := by
          rw [decide_eq_true (onBoard_of_box (n := n) (by omega) hc), free_zone A B0 c hv hcz]
          rw [decide_eq_true (onBoard_of_box (n := 17) (by decide) hc)] at hf
          exact hf
        rw [if_pos hf']
        rw [if_pos (decide_eq_true hc)] at hs
        rw [eT]
        cases e1 : threats 17 (c :: A) (B0 ++ [r2', r1']) with
        | nil => simp only [e1, Option.some.injEq] at hs; exact hs
        | cons t ts =>
          cases ts with
          | cons t' ts' => simp only [e1, Option.some.injEq] at hs; exact hs
          | nil =>
            simp only [e1] at hs
            dsimp only
            by_cases hrest : rest.isEmpty = true
            · rw [if_pos hrest] at hs ⊢; exact Option.some.inj hs
            · rw [if_neg hrest] at hs ⊢
              by_cases ht : decide (InBox 6 t) = true
              · rw [if_pos ht] at hs
                try rw [show (17 : Nat) * 17 = 289 from rfl] at hs
                cases eb : blockClosed 17 6 289 (c :: A) (t :: (B0 ++ [r2', r1'])) p with
                | none => rw [eb] at hs; simp at hs
                | some s =>
                  rw [eb] at hs
                  have d1 := boxFree_le 6 (c :: A) ((t :: B0) ++ [r2', r1'])
                  have d2 : 17 * 17 ≤ n * n := Nat.mul_le_mul hn hn
                  have hl := blockLoop_lockstep hn hv 289 (n * n) (c :: A) (t :: B0) p s hcA
                    (box_cons (of_decide_eq_true ht) hB0) (by omega) (by omega) eb
                  cases s with
                  | done live =>
                    have hl' : blockLoop n (n * n) (c :: A) (t :: (B0 ++ [r2, r1])) p =
                        .done live := hl
                    rw [hl']
                    exact Option.some.inj hs
                  | cont A2 B2 p2 =>
                    obtain ⟨B02, eB, hA2, hB02, hl'⟩ := hl
                    subst eB
                    have hl'' : blockLoop n (n * n) (c :: A) (t :: (B0 ++ [r2, r1])) p =
                        .cont A2 (B02 ++ [r2, r1]) p2 := hl'
                    rw [hl'']
                    exact ih rest A2 B02 (p2 + 2) v (fun s hs' => hr s (List.mem_cons_of_mem _ hs'))
                      hA2 hB02 hs
              · rw [if_neg ht] at hs; simp at hs
      · rw [if_neg hf] at hs
        have hf' : ¬ (decide (OnBoard n c) && free A (B0 ++ [r2, r1]) c) = true := by
          rw [decide_eq_true (onBoard_of_box (n := n) (by omega) hc), free_zone A B0 c hv hcz]
          rw [decide_eq_true (onBoard_of_box (n := 17) (by decide) hc)] at hf
          exact hf
        rw [if_neg hf']
        exact Option.some.inj hs

/-- The live test of a line in `R` on board `n` gives the verdict of the audited live test on
17×17. -/
theorem isLive_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (A B0 : List Cell) (p : Nat)
    (L : List Cell) (v : Bool) (hn : 17 ≤ n) (hv : FarView n r1 r2 17 r1' r2')
    (hA : AllInBox 6 A) (hB0 : AllInBox 6 B0) (hL : AllInBox 6 L)
    (hs : isLiveClosed 17 6 A (B0 ++ [r2', r1']) p L = some v) :
    isLive n A (B0 ++ [r2, r1]) p L = v := by
  have hrem : AllInBox 6 (remaining A L) := fun s hs' => by
    unfold remaining at hs'
    exact hL s (List.mem_filter.mp hs').1
  unfold isLiveClosed at hs
  unfold isLive
  by_cases hr : (remaining A L).isEmpty = true
  · rw [if_pos hr] at hs; rw [hr]; exact Option.some.inj hs
  · rw [if_neg hr] at hs
    rw [liveSim_lockstep hn hv _ _ A B0 p v hrem hA hB0 hs]
    cases h : (remaining A L).isEmpty
    · rfl
    · exact absurd h hr

/-- Clause 3c in lockstep: when the audit `linesClosed` passes on 17×17, the first live line is
the same on board `n` (docs/EVERY-N.md §10, step 6). -/
theorem lines_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (A B0 : List Cell) (p : Nat)
    (hn : 17 ≤ n) (hv : FarView n r1 r2 17 r1' r2') (hA : AllInBox 6 A) (hB0 : AllInBox 6 B0) :
    ∀ ls : List (List Cell), (∀ L, L ∈ ls → AllInBox 6 L) →
    linesClosed 17 6 A (B0 ++ [r2', r1']) p ls = true →
    ls.find? (isLive n A (B0 ++ [r2, r1]) p) = ls.find? (isLive 17 A (B0 ++ [r2', r1']) p) := by
  intro ls
  induction ls with
  | nil => intro _ _; rfl
  | cons L ls ih =>
    intro hL hc
    simp only [linesClosed] at hc
    cases e : isLiveClosed 17 6 A (B0 ++ [r2', r1']) p L with
    | none => rw [e] at hc; simp at hc
    | some v =>
      rw [e] at hc
      rw [List.find?_cons, List.find?_cons,
        isLive_lockstep A B0 p L v hn hv hA hB0 (hL L (List.mem_cons.mpr (Or.inl rfl))) e,
        isLiveClosed_sim 17 6 _ _ _ _ _ e]
      cases v with
      | true => rfl
      | false => exact ih (fun L' hL' => hL L' (List.mem_cons_of_mem _ hL')) hc

/-! ## The fallback clause in lockstep -/

/-- Two filters over lists with a common prefix that holds a passing cell, where the tests
agree, have the same first cell. -/
theorem firstOr_filter_prefix (f g : Cell → Bool) (pre l1 l2 : List Cell) (d c : Cell)
    (hfg : ∀ a, a ∈ pre → f a = g a) (hc : c ∈ pre) (hf : f c = true) :
    firstOr ((pre ++ l1).filter f) d = firstOr ((pre ++ l2).filter g) d := by
  have hg : g c = true := by rw [← hfg c hc]; exact hf
  rw [firstOr_filter_app f pre l1 d c hc hf, firstOr_filter_app g pre l2 d c hc hg]
  have e : ∀ l : List Cell, (∀ a, a ∈ l → f a = g a) → l.filter f = l.filter g := by
    intro l
    induction l with
    | nil => intro _; rfl
    | cons b l ih =>
      intro h
      have hb := h b (List.mem_cons.mpr (Or.inl rfl))
      have hl := ih (fun a ha => h a (List.mem_cons_of_mem _ ha))
      simp only [List.filter, hb, hl]
  rw [e pre hfg]

/-- The cells of a board of side `m ≥ 11` start with the cells `(0, 0) … (10, 0)`. -/
theorem cells_row_zero (m : Nat) (hm : 11 ≤ m) :
    ∃ rest, cells m = ((List.range 11).map fun xx => Cell.mk xx 0) ++ rest := by
  have hsplit : m * m = 11 + (m * m - 11) := by
    have : m * 1 ≤ m * m := Nat.mul_le_mul (Nat.le_refl m) (by omega)
    omega
  have hpre : ((List.range 11).map fun i => Cell.mk (i % m) (i / m)) =
      (List.range 11).map fun xx => Cell.mk xx 0 :=
    map_ext_in _ _ _ fun i hi => by
      have hi' : i < m := Nat.lt_of_lt_of_le (List.mem_range.mp hi) hm
      rw [Nat.mod_eq_of_lt hi', Nat.div_eq_of_lt hi']
  unfold cells
  rw [hsplit, List.range_add, List.map_append, hpre]
  exact ⟨_, rfl⟩

/-- The fallback clause plays the same cell on board `n` and on 17×17: one of `(6, 0)`,
`(7, 0)`, `(8, 0)` is free on 17×17 (it lies outside `R`, and `r1'`, `r2'` are two cells), so
the first free cell lies in `(0, 0) … (10, 0)`, a stretch of `Z` where freeness agrees. -/
theorem fallback_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (A B0 : List Cell) (hn : 17 ≤ n)
    (hv : FarView n r1 r2 17 r1' r2') (hA : AllInBox 6 A) (hB0 : AllInBox 6 B0) :
    firstOr ((cells n).filter (free A (B0 ++ [r2, r1]))) badCell =
    firstOr ((cells 17).filter (free A (B0 ++ [r2', r1']))) badCell := by
  have hj : ∃ j, 6 ≤ j ∧ j ≤ 8 ∧ Cell.mk j 0 ≠ r1' ∧ Cell.mk j 0 ≠ r2' := by
    have pick : ∀ j, r1'.x ≠ j → r2'.x ≠ j → Cell.mk j 0 ≠ r1' ∧ Cell.mk j 0 ≠ r2' :=
      fun j h1 h2 => ⟨fun e => h1 (congrArg Cell.x e).symm, fun e => h2 (congrArg Cell.x e).symm⟩
    by_cases f1 : r1'.x = 6
    · by_cases f2 : r2'.x = 7
      · exact ⟨8, by omega, by omega, pick 8 (by omega) (by omega)⟩
      · exact ⟨7, by omega, by omega, pick 7 (by omega) f2⟩
    · by_cases f2 : r2'.x = 6
      · by_cases f3 : r1'.x = 7
        · exact ⟨8, by omega, by omega, pick 8 (by omega) (by omega)⟩
        · exact ⟨7, by omega, by omega, pick 7 f3 (by omega)⟩
      · exact ⟨6, by omega, by omega, pick 6 f1 f2⟩
  obtain ⟨j, hj6, hj8, hj1, hj2⟩ := hj
  have hin : Cell.mk j 0 ∈ (List.range 11).map fun xx => Cell.mk xx 0 :=
    List.mem_map.mpr ⟨j, List.mem_range.mpr (by omega), rfl⟩
  have hfree : free A (B0 ++ [r2', r1']) (Cell.mk j 0) = true := by
    refine (free_spec _ _ _).mpr ⟨fun h => ?_, fun h => ?_⟩
    · have hx : j < 6 := (hA _ h).1
      omega
    · rcases List.mem_append.mp h with h | h
      · have hx : j < 6 := (hB0 _ h).1
        omega
      · rcases List.mem_cons.mp h with e | h
        · exact hj2 e
        · exact hj1 (List.mem_singleton.mp h)
  obtain ⟨restn, en⟩ := cells_row_zero n (by omega)
  obtain ⟨rest17, e17⟩ := cells_row_zero 17 (by decide)
  rw [en, e17]
  refine (firstOr_filter_prefix (free A (B0 ++ [r2', r1'])) (free A (B0 ++ [r2, r1]))
    ((List.range 11).map fun xx => Cell.mk xx 0) rest17 restn badCell (Cell.mk j 0)
    (fun a ha => ?_) hin hfree).symm
  obtain ⟨xx, hx, rfl⟩ := List.mem_map.mp ha
  exact (free_zone A B0 (Cell.mk xx 0) hv
    ⟨List.mem_range.mp hx, (by decide : (0 : Nat) < 11)⟩).symm

/-! ## P1's move in lockstep -/

/-- The plus rule after the second move (clauses 3a–3c and the fallback), as a function of the
position `(A, B)` and the ply `p` of the move: `plusMoveWith` reads a history of length at
least 3 only through `p1Stones`, `p2Stones` and its length (`plusMoveWith_late`). -/
def lateMove (rule : Rule) (n : Nat) (A B : List Cell) (p : Nat) : Cell :=
  match threats n A B with
  | c :: _ => c
  | [] =>
    match threats n B A with
    | c :: _ => c
    | [] =>
      match rule.lines.find? (isLive n A B p) with
      | some L => firstOr (remaining A L) badCell
      | none => firstOr ((cells n).filter (free A B)) badCell

/-- `plusMoveWith` after the second move is `lateMove` of the history's stones and ply. -/
theorem plusMoveWith_late (rule : Rule) (n : Nat) (h : List Cell) (hl : 2 < h.length) :
    plusMoveWith rule n h = lateMove rule n (p1Stones h) (p2Stones h) (h.length + 1) := by
  rcases h with _ | ⟨a, _ | ⟨b, _ | ⟨d, h⟩⟩⟩
  · exact absurd hl (by simp)
  · exact absurd hl (by simp)
  · exact absurd hl (by simp)
  · rfl

/-- P1 plays the same cell on board `n` and on 17×17 when the closed blocking game's move `mv`
on 17×17 lies in `R`, is free, and, unless it completes a P1 square, leaves P2 no threat cell
and passes the audit of clause 3c (docs/EVERY-N.md §10, step 7): clause 3a by
`threats_zone`; clause 3b: P2 holds exactly one threat cell on 17×17 (a second one would
survive P1's move), in `R`, so the same one on board `n` (FarView); clause 3c by
`lines_lockstep`; the fallback by `fallback_lockstep`. -/
theorem lateMove_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (A B0 : List Cell) (p : Nat)
    (hn : 17 ≤ n) (hv : FarView n r1 r2 17 r1' r2') (hA : AllInBox 6 A) (hB0 : AllInBox 6 B0)
    (hm : InBox 6 (lateMove plusRule 17 A (B0 ++ [r2', r1']) p))
    (hf : free A (B0 ++ [r2', r1']) (lateMove plusRule 17 A (B0 ++ [r2', r1']) p) = true)
    (hcl : completes 17 A (lateMove plusRule 17 A (B0 ++ [r2', r1']) p) = false →
      threats 17 (B0 ++ [r2', r1']) (lateMove plusRule 17 A (B0 ++ [r2', r1']) p :: A) = [] ∧
      (threats 17 A (B0 ++ [r2', r1']) = [] → threats 17 (B0 ++ [r2', r1']) A = [] →
        linesClosed 17 6 A (B0 ++ [r2', r1']) p plusRule.lines = true)) :
    lateMove plusRule n A (B0 ++ [r2, r1]) p = lateMove plusRule 17 A (B0 ++ [r2', r1']) p := by
  have hv' := hv
  obtain ⟨_, _, hb1', hb2', _, hth⟩ := hv'
  have hBb' : ∀ s, s ∈ B0 ++ [r2', r1'] → OnBoard 17 s :=
    blocks_on_board (by decide) hB0 hb2' hb1'
  have hAb : ∀ s, s ∈ A → OnBoard 17 s := fun s hs => onBoard_of_box (by decide) (hA s hs)
  have eA := threats_zone (n := n) (n' := 17) (A := A) (B := B0 ++ [r2, r1])
    (B' := B0 ++ [r2', r1']) (by omega) (by decide) (region_in_zone hA)
    (fun c hc => free_zone A B0 c hv hc)
  obtain ⟨mv, hmv⟩ : ∃ mv, lateMove plusRule 17 A (B0 ++ [r2', r1']) p = mv := ⟨_, rfl⟩
  rw [hmv] at hm hf hcl ⊢
  cases eA' : threats 17 A (B0 ++ [r2', r1']) with
  | cons c cs =>
    -- clause 3a: the same P1 threat cells
    simp only [lateMove, eA'] at hmv
    simp only [lateMove, eA, eA']
    exact hmv
  | nil =>
    -- P1 holds no threat cell: a free cell of `R` completes no P1 square
    have hnc : ∀ c, InBox 6 c → free A (B0 ++ [r2', r1']) c = true → completes 17 A c = false := by
      intro c hc hfc
      cases ec : completes 17 A c with
      | false => rfl
      | true =>
        have hin : c ∈ threats 17 A (B0 ++ [r2', r1']) :=
          (threats_spec 17 A _ c hAb).mpr ⟨onBoard_of_box (by decide) hc, hfc, ec⟩
        rw [eA'] at hin
        cases hin
    obtain ⟨ef, el⟩ := hth A B0 hA hB0
    cases e2' : threats 17 (B0 ++ [r2', r1']) A with
    | nil =>
      -- no P2 threat cell: clause 3c, then the fallback
      have e2 : threats n (B0 ++ [r2, r1]) A = [] := by
        rw [e2'] at el
        cases e : threats n (B0 ++ [r2, r1]) A with
        | nil => rfl
        | cons u us => rw [e] at el; simp at el
      obtain ⟨_, hlc⟩ := hcl (hnc mv hm hf)
      have eL := lines_lockstep A B0 p hn hv hA hB0 plusRule.lines plus_lines_in_box
        (hlc eA' e2')
      simp only [lateMove, eA', e2'] at hmv
      simp only [lateMove, eA, eA', e2, eL]
      rw [fallback_lockstep A B0 hn hv hA hB0]
      exact hmv
    | cons c' cs' =>
      cases cs' with
      | nil =>
        -- one P2 threat cell, in `R`: the same one on board `n`
        simp only [lateMove, eA', e2'] at hmv
        subst hmv
        have hz : InBox 11 c' :=
          ⟨Nat.lt_of_lt_of_le hm.1 (by decide), Nat.lt_of_lt_of_le hm.2 (by decide)⟩
        have hin : c' ∈ (threats n (B0 ++ [r2, r1]) A).filter (fun c => decide (InBox 11 c)) := by
          rw [ef, e2']
          exact List.mem_filter.mpr ⟨List.mem_cons.mpr (Or.inl rfl), decide_eq_true hz⟩
        rw [e2'] at el
        cases e2 : threats n (B0 ++ [r2, r1]) A with
        | nil =>
          rw [e2] at el
          simp only [List.length_cons, List.length_nil] at el <;> omega
        | cons u us =>
          cases us with
          | cons u2 us2 =>
            rw [e2] at el
            simp only [List.length_cons, List.length_nil] at el <;> omega
          | nil =>
            rw [e2] at hin
            have hu : c' = u := List.mem_singleton.mp (List.mem_filter.mp hin).1
            simp only [lateMove, eA, eA', e2]
            exact hu.symm
      | cons c2 cs2 =>
        -- two P2 threat cells on 17×17: the second survives P1's move, which the game forbids
        exfalso
        simp only [lateMove, eA', e2'] at hmv
        subst hmv
        obtain ⟨h2, _⟩ := hcl (hnc c' hm hf)
        have hin : c2 ∈ threats 17 (B0 ++ [r2', r1']) A := by
          rw [e2']
          exact List.mem_cons_of_mem _ (List.mem_cons.mpr (Or.inl rfl))
        obtain ⟨hc2b, hc2f, hc2c⟩ := (threats_spec 17 _ A c2 hBb').mp hin
        have hs := threats_sorted 17 (B0 ++ [r2', r1']) A
        rw [e2'] at hs
        have hbe := (before_spec c' c2).mp
          ((List.pairwise_cons.mp hs).1 c2 (List.mem_cons.mpr (Or.inl rfl)))
        have hin' : c2 ∈ threats 17 (B0 ++ [r2', r1']) (c' :: A) := by
          refine (threats_spec 17 _ _ c2 hBb').mpr
            ⟨hc2b, (free_spec _ _ _).mpr ⟨((free_spec _ _ _).mp hc2f).1, fun h => ?_⟩, hc2c⟩
          rcases List.mem_cons.mp h with e | h
          · rw [e] at hbe
            omega
          · exact ((free_spec _ _ _).mp hc2f).2 h
        rw [h2] at hin'
        cases hin'

/-! ## The blocking game in lockstep -/

/-- The closed blocking game on 17×17 (P2 stones `B0 ++ [r2', r1']`) gives the blocking game on
board `n` (P2 stones `B0 ++ [r2, r1]`), for histories with the same P1 stones `A` and blocks
`B0` in `R` and the same length (docs/EVERY-N.md §10, step 8): P1 plays the same cell
(`lateMove_lockstep`), free on both boards, completing on both or neither
(`completes_box_ext`); P2's threats after it: none on both (FarView); P2 blocks the same first
P1 threat cell (`threats_zone`), in `R` by the audit. -/
theorem closedGood_lockstep {n : Nat} {r1 r2 r1' r2' : Cell} (hn : 17 ≤ n)
    (hv : FarView n r1 r2 17 r1' r2') : ∀ k h h' A B0, 2 < h.length → h'.length = h.length →
    (∃ q, h.length = 2 * q) → p1Stones h = A → p1Stones h' = A →
    p2Stones h = B0 ++ [r2, r1] → p2Stones h' = B0 ++ [r2', r1'] →
    AllInBox 6 A → AllInBox 6 B0 →
    closedGood plusRule 17 6 k h' A (B0 ++ [r2', r1']) = true →
    blockingGood plusRule n k h A (B0 ++ [r2, r1]) = true := by
  have hv' := hv
  obtain ⟨_, _, _, _, _, hth⟩ := hv'
  intro k
  induction k with
  | zero => intro h h' A B0 _ _ _ _ _ _ _ _ _ hc; simp [closedGood] at hc
  | succ k ih =>
    intro h h' A B0 hl hl' hev hA1 hA1' hB2 hB2' hA hB0 hc
    simp only [closedGood] at hc
    simp only [blockingGood]
    rw [plusMoveWith_late plusRule 17 h' (by omega), hA1', hB2', hl'] at hc
    rw [plusMoveWith_late plusRule n h hl, hA1, hB2]
    obtain ⟨mv, hmv⟩ : ∃ mv, lateMove plusRule 17 A (B0 ++ [r2', r1']) (h.length + 1) = mv :=
      ⟨_, rfl⟩
    rw [hmv] at hc
    obtain ⟨hm, hc1⟩ := boolAnd hc
    obtain ⟨hf, hc2⟩ := boolAnd hc1
    have hm6 : InBox 6 mv := of_decide_eq_true hm
    have hmvn : lateMove plusRule n A (B0 ++ [r2, r1]) (h.length + 1) = mv := by
      have r := lateMove_lockstep A B0 (h.length + 1) hn hv hA hB0
      rw [hmv] at r
      refine r hm6 hf (fun hnc => ?_)
      rw [hnc] at hc2
      cases e3 : threats 17 (B0 ++ [r2', r1']) (mv :: A) with
      | cons u us => rw [e3] at hc2; simp at hc2
      | nil =>
        rw [e3] at hc2
        refine ⟨rfl, fun e1 e2 => ?_⟩
        cases e4 : threats 17 (mv :: A) (B0 ++ [r2', r1']) with
        | nil => rw [e4] at hc2; simp at hc2
        | cons t ts =>
          rw [e4] at hc2
          simp only [Bool.false_or] at hc2
          obtain ⟨_, hc3⟩ := boolAnd hc2
          obtain ⟨hlc, _⟩ := boolAnd hc3
          rw [e1, e2] at hlc
          exact hlc
    rw [hmvn]
    have hmvz : InBox 11 mv :=
      ⟨Nat.lt_of_lt_of_le hm6.1 (by decide), Nat.lt_of_lt_of_le hm6.2 (by decide)⟩
    rw [decide_eq_true (onBoard_of_box (n := n) (by omega) hm6), free_zone A B0 mv hv hmvz, hf,
      completes_box_ext (n := n) (n' := 17) mv hA (by omega) (by decide),
      Bool.true_and, Bool.true_and]
    cases hc0 : completes 17 A mv with
    | true => rfl
    | false =>
      rw [hc0] at hc2
      have hmA := box_cons hm6 hA
      obtain ⟨_, el⟩ := hth (mv :: A) B0 hmA hB0
      cases e3 : threats 17 (B0 ++ [r2', r1']) (mv :: A) with
      | cons u us => rw [e3] at hc2; simp at hc2
      | nil =>
        rw [e3] at hc2 el
        have e3n : threats n (B0 ++ [r2, r1]) (mv :: A) = [] := by
          cases e : threats n (B0 ++ [r2, r1]) (mv :: A) with
          | nil => rfl
          | cons u us => rw [e] at el; simp at el
        have eT := threats_zone (n := n) (n' := 17) (A := mv :: A) (B := B0 ++ [r2, r1])
          (B' := B0 ++ [r2', r1']) (by omega) (by decide) (region_in_zone hmA)
          (fun c hc => free_zone (mv :: A) B0 c hv hc)
        rw [e3n, eT]
        cases e4 : threats 17 (mv :: A) (B0 ++ [r2', r1']) with
        | nil => rw [e4] at hc2; simp at hc2
        | cons t ts =>
          rw [e4] at hc2
          simp only [Bool.false_or] at hc2 ⊢
          obtain ⟨ht6, hc3⟩ := boolAnd hc2
          obtain ⟨_, hc4⟩ := boolAnd hc3
          obtain ⟨q, hq⟩ := hev
          obtain ⟨e1, e2⟩ := stones_app_pair h mv t ⟨q, hq⟩
          obtain ⟨e1', e2'⟩ := stones_app_pair h' mv t ⟨q, by omega⟩
          exact ih (h ++ [mv, t]) (h' ++ [mv, t]) (mv :: A) (t :: B0)
            (by simp only [List.length_append, List.length_cons, List.length_nil] <;> omega)
            (by simp only [List.length_append, List.length_cons, List.length_nil] <;> omega)
            ⟨q + 1, by simp only [List.length_append, List.length_cons, List.length_nil] <;> omega⟩
            (by rw [e1, hA1]) (by rw [e1', hA1']) (by rw [e2, hB2, List.cons_append])
            (by rw [e2', hB2', List.cons_append]) hmA (box_cons (of_decide_eq_true ht6) hB0)
            hc4

/-! ## The far pair and its representative -/

/-- The blocking game of a far pair `(r1, r2)` on board `n ≥ 17` is good when the closed
blocking game of its representative `(r1', r2')` on 17×17 is good, the two pairs have the same
view (`FarView`) and P1's second move is the same (docs/EVERY-N.md §10, Lemmas 6–7; the opening
and the second move lie in `R`, `plus_rule_in_region`). -/
theorem far_lockstep (n : Nat) (r1 r2 r1' r2' : Cell) (hn : 17 ≤ n)
    (hv : FarView n r1 r2 17 r1' r2') (hs : secondMove plusRule r1 = secondMove plusRule r1')
    (hc : closedGood plusRule 17 6 7 [plusRule.opening, r1', secondMove plusRule r1', r2']
      [secondMove plusRule r1', plusRule.opening] [r2', r1'] = true) :
    blockingGood plusRule n 7 [plusRule.opening, r1, secondMove plusRule r1, r2]
      [secondMove plusRule r1, plusRule.opening] [r2, r1] = true := by
  rw [hs]
  have ho : OnBoard 6 plusRule.opening := (ruleInZone_spec 6 plusRule plus_rule_in_region).1
  have hsm : OnBoard 6 (secondMove plusRule r1') :=
    secondMove_in_zone 6 plusRule r1' plus_rule_in_region
  have hA : AllInBox 6 [secondMove plusRule r1', plusRule.opening] := fun c hc => by
    simp only [List.mem_cons, List.not_mem_nil, or_false] at hc
    rcases hc with rfl | rfl <;> assumption
  exact closedGood_lockstep hn hv 7 [plusRule.opening, r1, secondMove plusRule r1', r2]
    [plusRule.opening, r1', secondMove plusRule r1', r2']
    [secondMove plusRule r1', plusRule.opening] [] (by simp) rfl ⟨2, rfl⟩ rfl rfl rfl rfl hA
    (fun c hc => nomatch hc) hc

end SquareGame
