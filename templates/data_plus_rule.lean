{{ header }}
/-!
# The plus rule's certificate, verbatim

The text of `certs/plus-rule.txt` (DESIGN §3.1 format), parsed by `SquareGame.parseRule`.
-/

namespace SquareGame.Data

/-- The text of `certs/plus-rule.txt` (sha256 {{ sha }}). -/
def ruleText : String :=
{%- for l in lines %}
  "{{ l }}" ++
{%- endfor %}
  ""

end SquareGame.Data
