{{ header }}
(** * The lower certificate of the {{ f.n }}×{{ f.n }} board, as a hex string literal (format SQF1)

The literal is the whole [.sqf] file in hex, cut into lines of at most 128 digits (Coq's
parser overflows its stack on one long string literal); [String.concat] joins them and
[SquareGame.Delay.sqfMoves] reads the result. The Coq twin of
[lean/SquareGame/Data/FastestLowerN{{ f.n }}.lean] (`squarecert emit-fastest-lower --lean`). *)

From Coq Require Import String List.
Import ListNotations.
Local Open Scope string_scope.

(** [certs/{{ f.file }}]: {{ f.decisions }} P2 decisions, sha256 {{ f.sha }}. *)
Definition {{ f.hex_name }} : string := String.concat "" [
{%- for c in hex_chunks %}
  "{{ c }}";
{%- endfor %}
  ""].
