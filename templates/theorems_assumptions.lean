{{ header }}
import SquareGame.Theorems.Outcome
import SquareGame.Theorems.Rule5
import SquareGame.Theorems.Opening
import SquareGame.EveryN
import SquareGame.Theorems.FastestUpper
import SquareGame.Locality
import SquareGame.Closed
import SquareGame.Classes
import SquareGame.Lockstep
import SquareGame.FarPairs
import SquareGame.DelayLemmas
import SquareGame.Window
import SquareGame.Frames

/-!
# What the headline theorems rest on

`#print axioms` lists the axioms each theorem depends on: the three standard ones at most,
plus one auto-generated axiom per `native_decide` (Lean ≥ 4.29.0, see docs/TRUST.md). The
Lean twin of `coq/SquareGame/Theorems/Assumptions.v` (`Print Assumptions`).
-/
{% for t in theorems %}
#print axioms SquareGame.{{ t }}
{%- endfor %}
