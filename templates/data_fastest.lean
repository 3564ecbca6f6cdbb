{{ header }}
import SquareGame.Fastest

/-!
# The fastest-win tables (format SQFT v1), as hex string literals

One table per board, made by `squarecert emit` from the upper certificate
`certs/fastest-n<N>-upper.sqf` (its walk replayed, each P1 decision stored under its canonical
key; docs/FORMATS.md, "Prover tables of the fastest wins (SQFT)"); `SquareGame.FastTable.decode`
reads it. The Lean twin of `coq/SquareGame/Data/Fastest.v`.
-/

namespace SquareGame.Data
{% for b in boards %}
/-- From `certs/{{ b.file }}` (sha256 {{ b.sha }}): {{ b.entries }} entries, {{ b.bytes }} bytes,
P1 completes by ply {{ b.k }} on {{ b.n }}×{{ b.n }}. -/
def {{ b.hex_name }} : String :=
  "{{ b.hex }}"
{% endfor %}
end SquareGame.Data

namespace SquareGame
{% for b in boards %}
/-- The decoded table of {{ b.n }}×{{ b.n }}. -/
def {{ b.table_name }} : Option FastTable := FastTable.decode Data.{{ b.hex_name }}

/-- P1's fastest-win strategy on {{ b.n }}×{{ b.n }}: complete, block, or the table's move. -/
def {{ b.strategy_name }} : Strategy := fastestMove {{ b.table_name }}
{% endfor %}
end SquareGame
