(** squarecert's Coq development: the root file requires everything (hand-written and
generated). The Coq twin of [lean/SquareGame.lean]. Build: [squarecert coq] or [make check]. *)
From SquareGame Require Export Basic Lemmas Table PlusRule Data.PlusRule Data.Tables
  Theorems.Plus Theorems.Small Theorems.Outcome.
