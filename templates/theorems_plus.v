{{ header }}
(** * The plus rule wins on every checked board ({{ range_text }})

[plus_wins_with_n : WinsWith plusMove n []], one file per board ([Theorems/Plus/N<n>.v]).
The Coq twin of [lean/SquareGame/Theorems/Plus.lean]. *)
{% for n in ns %}
From SquareGame Require Export Theorems.Plus.N{{ n }}.
{%- endfor %}
