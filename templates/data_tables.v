{{ header }}
(** * The small-board strategy tables, as hex string literals (table format v1)

Each literal is the whole [.sqt] file in hex, cut into lines of at most 128 digits (Coq's
parser overflows its stack on one string literal of 50,000 characters); [String.concat] joins
them and [SquareGame.Table.decodeTable] reads the result.
The Coq twin of [lean/SquareGame/Data/Tables.lean]. *)

From Coq Require Import String List.
Import ListNotations.
Local Open Scope string_scope.
From SquareGame Require Import Basic Table.
{% for t in tables %}
(** [certs/{{ t.file }}]: {{ t.entries }} entries, sha256 {{ t.sha }}. *)
Definition {{ t.hex_name }} : string := String.concat "" [
{%- for c in t.hex_chunks %}
  "{{ c }}";
{%- endfor %}
  ""].
{% endfor %}{% for t in tables %}
(** The decoded table of [certs/{{ t.file }}]. *)
Definition {{ t.table_name }} : option Table := decodeTable {{ t.hex_name }}.

(** {{ t.doc_coq }} *)
Definition {{ t.strategy_name }} : Strategy := tableMove {{ t.table_name }}.
{% endfor %}
