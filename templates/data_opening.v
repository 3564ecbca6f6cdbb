{{ header }}
(** * The opening win table of (2,2)/(3,2) on 6×6, as a hex string literal (format SQOW v1)

The literal is the whole [.sqo] file in hex, cut into lines of at most 128 digits (Coq's
parser overflows its stack on one long string literal); [String.concat] joins them and
[SquareGame.Opening.decodeOpenTable] reads the result.
The Coq twin of [lean/SquareGame/Data/Opening.lean]. *)

From Coq Require Import String List.
Import ListNotations.
Local Open Scope string_scope.
From SquareGame Require Import Basic Opening.

(** [certs/{{ o.t.file }}]: {{ o.t.entries }} entries, sha256 {{ o.t.sha }}. *)
Definition {{ o.t.hex_name }} : string := String.concat "" [
{%- for c in o.t.hex_chunks %}
  "{{ c }}";
{%- endfor %}
  ""].

(** The decoded table of [certs/{{ o.t.file }}]. *)
Definition {{ o.t.table_name }} : option OpenTable := decodeOpenTable {{ o.t.hex_name }}.

(** {{ o.t.doc_coq }} *)
Definition {{ o.t.strategy_name }} : Strategy := openingMove {{ o.t.table_name }}.
