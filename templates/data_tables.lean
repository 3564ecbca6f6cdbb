{{ header }}
import SquareGame.Table

/-!
# The small-board strategy tables, as hex string literals (table format v1)

Each literal is the whole `.sqt` file in hex; `SquareGame.Table.decode` reads it.
-/

namespace SquareGame.Data
{% for t in tables %}
/-- `certs/{{ t.file }}`: {{ t.entries }} entries, sha256 {{ t.sha }}. -/
def {{ t.hex_name }} : String :=
  "{{ t.hex }}"
{% endfor %}
end SquareGame.Data

namespace SquareGame
{% for t in tables %}
/-- The decoded table of `certs/{{ t.file }}`. -/
def {{ t.table_name }} : Option Table := Table.decode Data.{{ t.hex_name }}

/-- {{ t.doc }} -/
def {{ t.strategy_name }} : Strategy := tableMove {{ t.table_name }}
{% endfor %}
end SquareGame
