(** squarecert's Coq development: the root file requires everything (hand-written and
generated). The Coq twin of [lean/SquareGame.lean]. Build: [squarecert coq] or [make check]. *)
From SquareGame Require Export Basic Lemmas Table Delay DelayLemmas Opening OpeningLemmas PlusRule EveryN Locality Closed Classes Lockstep FarPairs Data.PlusRule Data.Tables
  Data.Opening Rule5 Data.Rule5 Fastest FastestLemmas Data.Fastest Theorems.Plus Theorems.Small
  Theorems.Rule5 Theorems.Opening Theorems.FastestUpper Theorems.Outcome Window Frames.
