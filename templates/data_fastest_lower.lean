{{ header }}
/-!
# The lower certificate of the {{ f.n }}×{{ f.n }} board, as a hex string literal (format SQF1)

The literal is the whole `.sqf` file in hex; `SquareGame.sqfMoves` (`Delay.lean`) reads it. The
Lean twin of `coq/SquareGame/Data/FastestLowerN{{ f.n }}.v` (which cuts the same hex into lines of
128 digits for Coq's parser).
-/

namespace SquareGame.Data

/-- `certs/{{ f.file }}`: {{ f.decisions }} P2 decisions, sha256 {{ f.sha }}. -/
def {{ f.hex_name }} : String :=
  "{{ hex }}"

end SquareGame.Data
