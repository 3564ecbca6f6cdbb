(** squarecert's Coq development: the root file requires everything (hand-written and
generated). The Coq twin of [lean/SquareGame.lean]. Build: [squarecert coq] or [make check]. *)
From SquareGame Require Export Basic Lemmas Table Opening PlusRule Data.PlusRule Data.Tables
  Data.Opening Theorems.Plus Theorems.Small Theorems.Opening Theorems.Outcome.
