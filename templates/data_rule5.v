{{ header }}
(** * The 5×5 rule's certificate, verbatim

The text of [certs/rule5.txt] (docs/FORMATS.md, "The 5×5 rule file"), parsed by
[SquareGame.Rule5.parseRule5]. The Coq twin of [lean/SquareGame/Data/Rule5.lean]. *)

From Coq Require Import String.

(** The text of [certs/rule5.txt] (sha256 {{ sha }}); a Coq string literal spans lines and
writes a double quote twice. *)
Definition rule5Text : string :=
"{{ text }}".
