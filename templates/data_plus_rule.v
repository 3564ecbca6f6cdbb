{{ header }}
(** * The plus rule's certificate, verbatim

The text of [certs/plus-rule.txt] (DESIGN §3.1 format), parsed by [SquareGame.PlusRule.parseRule].
The Coq twin of [lean/SquareGame/Data/PlusRule.lean]. *)

From Coq Require Import String.

(** The text of [certs/plus-rule.txt] (sha256 {{ sha }}); a Coq string literal spans lines and
writes a double quote twice. *)
Definition ruleText : string :=
"{{ text }}".
