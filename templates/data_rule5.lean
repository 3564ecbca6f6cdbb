{{ header }}
/-!
# The 5×5 rule's certificate, verbatim

The text of `certs/rule5.txt` (docs/FORMATS.md, "The 5×5 rule file"), parsed by
`SquareGame.parseRule5`.
-/

namespace SquareGame.Data

/-- The text of `certs/rule5.txt` (sha256 {{ sha }}). -/
def rule5Text : String :=
{%- for l in lines %}
  "{{ l }}" ++
{%- endfor %}
  ""

end SquareGame.Data
