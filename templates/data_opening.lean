{{ header }}
import SquareGame.Opening

/-!
# The opening win table of (2,2)/(3,2) on {{ o.n }}×{{ o.n }}, as a hex string literal (format SQOW v1)

The literal is the whole `.sqo` file in hex; `SquareGame.OpenTable.decode` reads it. The Lean
twin of `coq/SquareGame/Data/Opening.v`.
-/

namespace SquareGame.Data

/-- `certs/{{ o.t.file }}`: {{ o.t.entries }} entries, sha256 {{ o.t.sha }}. -/
def {{ o.t.hex_name }} : String :=
  "{{ o.t.hex }}"

end SquareGame.Data

namespace SquareGame

/-- The decoded table of `certs/{{ o.t.file }}`. -/
def {{ o.t.table_name }} : Option OpenTable := OpenTable.decode Data.{{ o.t.hex_name }}

/-- {{ o.t.doc }} -/
def {{ o.t.strategy_name }} : Strategy := openingMove {{ o.t.table_name }}

end SquareGame
