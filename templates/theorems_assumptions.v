{{ header }}
(** * What the headline theorems rest on

[Print Assumptions] lists every axiom, parameter and primitive a theorem depends on; each must
print [Closed under the global context]. [squarecert check] reads this file's output. The
Coq twin of [lean/SquareGame/Theorems/Assumptions.lean] ([#print axioms]). *)

From SquareGame Require Import Lemmas EveryN Locality Closed Classes Lockstep FarPairs FastestLemmas DelayLemmas Window
  Frames Theorems.Plus Theorems.Small Theorems.Rule5 Theorems.Opening Theorems.FastestUpper Theorems.Outcome.
{% for t in theorems %}
Print Assumptions {{ t }}.
{%- endfor %}
