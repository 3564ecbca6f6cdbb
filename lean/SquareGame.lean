-- squarecert's Lean project: the root module imports everything (hand-written and generated).
-- The Coq twin is coq/SquareGame.v.
import SquareGame.Basic
import SquareGame.Lemmas
import SquareGame.Table
import SquareGame.Opening
import SquareGame.PlusRule
import SquareGame.Data.PlusRule
import SquareGame.Data.Tables
import SquareGame.Rule5
import SquareGame.Data.Rule5
import SquareGame.OpeningLemmas
import SquareGame.EveryN
import SquareGame.Locality
import SquareGame.Closed
import SquareGame.Data.Opening
import SquareGame.Fastest
import SquareGame.FastestLemmas
import SquareGame.Data.Fastest
import SquareGame.Delay
import SquareGame.DelayLemmas
import SquareGame.Theorems.Plus
import SquareGame.Theorems.Small
import SquareGame.Theorems.Rule5
import SquareGame.Theorems.Opening
import SquareGame.Theorems.FastestUpper
import SquareGame.Theorems.Outcome
import SquareGame.Theorems.Assumptions
