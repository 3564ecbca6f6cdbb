{{ header }}
(** * The fastest-win tables (format SQFT v1), as hex string literals

One table per board, made by [squarecert emit] from the upper certificate
[certs/fastest-n<N>-upper.sqf] (its walk replayed, each P1 decision stored under its canonical
key; docs/FORMATS.md, "Prover tables of the fastest wins (SQFT)"). Each literal is cut into
lines of at most 128 digits (Coq's parser overflows its stack on one long string literal);
[String.concat] joins them and [SquareGame.Fastest.decodeFastTable] reads the result.
The Coq twin of [lean/SquareGame/Data/Fastest.lean]. *)

From Coq Require Import String List.
Import ListNotations.
Local Open Scope string_scope.
From SquareGame Require Import Basic Fastest.
{% for b in boards %}
(** From [certs/{{ b.file }}] (sha256 {{ b.sha }}): {{ b.entries }} entries, {{ b.bytes }} bytes,
P1 completes by ply {{ b.k }} on {{ b.n }}×{{ b.n }}. *)
Definition {{ b.hex_name }} : string := String.concat "" [
{%- for c in b.hex_chunks %}
  "{{ c }}";
{%- endfor %}
  ""].

(** The decoded table of {{ b.n }}×{{ b.n }}. *)
Definition {{ b.table_name }} : option FastTable := decodeFastTable {{ b.hex_name }}.

(** P1's fastest-win strategy on {{ b.n }}×{{ b.n }}: complete, block, or the table's move. *)
Definition {{ b.strategy_name }} : Strategy := fastestMove {{ b.table_name }}.
{% endfor %}
