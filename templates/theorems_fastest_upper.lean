{{ header }}
import SquareGame.FastestLemmas
import SquareGame.Data.Fastest

/-!
# Fastest wins: the upper bounds

`fastest_upper_<n> : P1CanWinBy n k [] []`: on the n×n board P1 can force a completed square
by ply k (the k of `certs/fastest.json`). Each is proved from
`fastest_wins_by_<n> : WinsByWith fastestMoveN<n> n k []`, checked by running the compiled
check recursion (`native_decide`, with `set_option maxHeartbeats 0 in` as in
`Theorems/Rule5.lean`), and `winsByWith_sound`. Boards: {{ boards_text }}. The Lean twin of
`coq/SquareGame/Theorems/FastestUpper.v`.
-/

namespace SquareGame
{% for b in boards %}
set_option maxHeartbeats 0 in
theorem fastest_wins_by_{{ b.n }} : WinsByWith {{ b.strategy_name }} {{ b.n }} {{ b.k }} [] := by native_decide

theorem fastest_upper_{{ b.n }} : P1CanWinBy {{ b.n }} {{ b.k }} [] [] := winsByWith_sound fastest_wins_by_{{ b.n }}
{% endfor %}
end SquareGame
