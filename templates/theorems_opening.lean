{{ header }}
import SquareGame.OpeningLemmas
import SquareGame.Data.Opening

/-!
# The pair opening (2,2), second move (3,2) needs only the forced exception on {{ o.n }}×{{ o.n }}

For every first reply `r1` other than (2,2) and (3,2), P1 playing (3,2) at ply 3 and then the
table strategy of `certs/{{ o.t.file }}` wins against every P2 move, quiet moves allowed
(docs/OPEN-QUESTIONS.md §1). The computed fact is checked by `native_decide`, with
`set_option maxHeartbeats 0 in` as in `Theorems/Small.lean`; `openingCheck_sound` states it
for every such `r1`. The Lean twin of `coq/SquareGame/Theorems/Opening.v`.
-/

namespace SquareGame

set_option maxHeartbeats 0 in
theorem {{ o.check_name }} : openingCheck {{ o.t.strategy_name }} {{ o.n }} (Cell.mk 2 2) (Cell.mk 3 2) = true := by
  native_decide

theorem {{ o.theorem_name }} : ∀ r1, OnBoard {{ o.n }} r1 → r1 ≠ Cell.mk 2 2 → r1 ≠ Cell.mk 3 2 →
    WinsWith {{ o.t.strategy_name }} {{ o.n }} [Cell.mk 2 2, r1] :=
  openingCheck_sound {{ o.check_name }}

end SquareGame
