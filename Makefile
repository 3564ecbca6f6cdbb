# squarecert. Set-up on a fresh machine: `make certs` runs the main job, `make test` the tests.
CARGO ?= cargo
# The binary cargo builds (honours CARGO_TARGET_DIR).
BIN := $(or $(CARGO_TARGET_DIR),target)/release/squarecert
RANGE ?= 6..=32
PLUS_RANGE ?= 6..=17

# The opening scan's pairs; OPEN_DEEP are the pairs with the fewest failures at ply 15.
OPEN_DEEP := --pair '(2,1)/(2,2)' --pair '(2,2)/(2,1)' --pair '(2,2)/(3,2)' --pair '(3,1)/(3,2)' --pair '(3,2)/(3,1)' \
	--pair '(3,2)/(2,2)' --pair '(3,2)/(4,2)' --pair '(3,2)/(3,3)' --pair '(4,2)/(3,2)' --pair '(3,3)/(3,2)' --pair '(3,3)/(4,3)' --pair '(4,3)/(3,3)'

.PHONY: openings build certs search fast-rule verify-fast family delay-every-board family-boards family-far-boards explicit-defence quiet-moves quiet-corner closed-corner quadrant test-quadrant verify verify-all far-mutant audit small rule5 rule5-search manifest emit check check-coq check-ci check-coq-fastest coq-deps test test-slow bench fastest fastest-memory test-fastest e2e play

build:
	$(CARGO) build --release

# The main job, every step deterministic except the audit's wall times:
# the plus rule (search), its verification on every board 6..=32 and the audit, the
# reduction of every n > 17 to classes realised on 17x17 (verify-all), the fast rule and its
# proof for every n >= 7 (docs/FASTEST.md), the small-board tables (certify), the 5x5 rule
# (certify-rule5), the manifest of sha256 digests, and the generated Lean and Coq modules
# (emit). The long searches have their own targets: openings, fastest, family-boards.
certs: build
	$(BIN) search
	$(BIN) search --max-ply 15 --cover-from 7 --opening '(3,3)' --second '(4,3)' --region 7 --out certs/fast-rule.txt
	$(BIN) verify --n $(RANGE) --quiet
	$(BIN) audit --n $(RANGE) --quiet
	$(BIN) verify-all --quiet
	$(BIN) verify-all --rule certs/fast-rule.txt --from 7 --max-ply 15 --quiet
	$(BIN) certify --all --out certs
	$(BIN) certify-rule5 --vcf 5 --deadline 21 --default potential --out certs/rule5.txt
	$(BIN) manifest
	$(BIN) emit --plus-range $(PLUS_RANGE)

search: build
	$(BIN) search

# The fast rule (docs/FASTEST.md): completes by ply 15 on every n >= 7.
fast-rule: build
	$(BIN) search --max-ply 15 --cover-from 7 --opening '(3,3)' --second '(4,3)' --region 7 --out certs/fast-rule.txt

# Its proofs: every board 7..=32 by enumeration (about 30 s), every n >= 7 by classes (7 s).
verify-fast: build
	$(BIN) verify --rule certs/fast-rule.txt --n 7..=32 --max-ply 15 --quiet
	$(BIN) verify-all --rule certs/fast-rule.txt --from 7 --max-ply 15 --quiet

# What the line-catalog family cannot do (docs/FASTEST.md): 15 on 6x6, 13 on every n >= 64
# (the second command takes about 25 s on one core).
family: build
	$(BIN) family --n 6 --max-ply 15
	$(BIN) family --far 32 --max-ply 13

# Lemma L11 (docs/FASTEST.md section 5): on every board P1 completes no square before ply 11
# (the case check, about 22 s on one core; tests/every_board.rs plays it out); then Lemma S,
# ply 11 after a pair and a third stone in a pair form with neither of its stones (about
# about 2 minutes on two threads; tests/stray.rs),
# and its lone form, with no P2 stone beside the pair but one third corner, and the corners
# P2 takes at ply 8 (under a second; tests/stray.rs).
delay-every-board: build
	$(BIN) delay-every-board
	$(BIN) delay-every-board --diagonal --stray
	$(BIN) delay-every-board --lone

# Ply 13 refuted for the family on every board 6..=32 (about 9 min on one core).
family-boards: build
	for n in $$(seq 6 32); do out=$$($(BIN) family --n $$n --max-ply 13) || exit 1; echo "$$out" | tail -1; done

# (XD) The explicit defence (docs/FASTEST.md §5, "An explicit defence"): checks that P2 holds
# ply 11 with it on every board XD_FROM..=XD_TO (default 5..=32; about 99 min of CPU on two
# threads), Lemma Q asked after every P1 line to ply 5 except those unrelated_three_delay
# settles; fails on the first board with a loss.
XD_FROM ?= 5
XD_TO ?= 32
explicit-defence:
	$(CARGO) build --release --example explicit_defence
	for n in $$(seq $(XD_FROM) $(XD_TO)); do $(or $(CARGO_TARGET_DIR),target)/release/examples/explicit_defence $$n || exit 1; done

# The latest quiet ply P1 needs, every board 5..=32, at each board's fastest ply (13 past 8;
# docs/FASTEST.md §5, "Quiet moves"; about 16 min and 1.2 GB on one core).
quiet-moves:
	$(CARGO) build --release --example forcing_solve
	for n in $$(seq 5 32); do d=13; [ $$n -le 8 ] && d=15; [ $$n -eq 5 ] && d=19; $(or $(CARGO_TARGET_DIR),target)/release/examples/forcing_solve $$n $$d || exit 1; done

# (QC) P1 forcing from ply 7, from the opening (4,4), its choices in the corner square [0,9)^2, every
# board 9..=32 (about 24 min and 2.3 GB on one core).
quiet-corner:
	$(CARGO) build --release --example forcing_solve
	for n in $$(seq 9 32); do out=$$($(or $(CARGO_TARGET_DIR),target)/release/examples/forcing_solve $$n 13 9 4 4) || exit 1; echo "$$out"; case "$$out" in *": yes ("*) ;; *) echo "quiet-corner: no win on $$n x $$n"; exit 1;; esac; done

# The closed corner game (every P1 stone in [0,9)^2, forced blocks too) from (4,4), by ply 13, on
# every board 9..=32 (docs/FASTEST.md §5; about 25 min on one core).
closed-corner:
	$(CARGO) build --release --example forcing_solve
	for n in $$(seq 9 32); do out=$$($(or $(CARGO_TARGET_DIR),target)/release/examples/forcing_solve $$n 13 9 4 4 closed) || exit 1; echo "$$out"; case "$$out" in *": yes ("*) ;; *) echo "closed-corner: no win on $$n x $$n"; exit 1;; esac; done

# The quadrant game (docs/FASTEST.md §5, (QG) and (QO)): P1 completes by 13 against every
# first stone in [0,17)^2 and outside it (about 14 min on two threads); fails on a "no".
# Writes certs/quadrant-strategy.txt (docs/FORMATS.md) and the manifest; `make test-quadrant`
# checks every entry with the independent checker (tests/quadrant_checker.rs).
quadrant: build
	$(CARGO) build --release --example quadrant_game
	$(or $(CARGO_TARGET_DIR),target)/release/examples/quadrant_game cert certs/quadrant-strategy.txt
	$(BIN) manifest

test-quadrant:
	$(CARGO) test --release --test quadrant_checker -- --include-ignored

# Ply 13 refuted for the family on every board 33..=63 (about 36 s each, 19 min on one core).
family-far-boards: build
	for n in $$(seq 33 63); do $(BIN) family --far 32 --far-board $$n --max-ply 13 || exit 1; done

verify: build
	$(BIN) verify --n $(RANGE)

verify-all: build
	$(BIN) verify-all

# The negative test's rule (issue 10 item 5, docs/EVERY-N.md §3): the catalog edit that breaks
# a class with a far stone through the fewest near pairs; rewrites its test fixture.
far-mutant:
	$(CARGO) run --release --example far_mutant -- tests/fixtures/far-break-rule.txt

audit: build
	$(BIN) audit --n $(RANGE)

small: build
	$(BIN) certify --all --out certs

# The 5x5 rule (win, block, shortest VCF, quiet list; docs/FORMATS.md): builds, checks, writes
# certs/rule5.txt (about 2 min of CPU). rule5-search measures the other VCF depths and deadlines
# once (several minutes of CPU; docs/OPEN-QUESTIONS.md §2 quotes it).
rule5: build
	$(BIN) certify-rule5 --vcf 5 --deadline 21 --default potential --out certs/rule5.txt
	$(BIN) check-rule5 certs/rule5.txt

rule5-search: build
	$(BIN) certify-rule5 --vcf 3..=5 --deadline 19,21 --default none --out /dev/null

manifest: build
	$(BIN) manifest

# Issue 13 item 1 (docs/OPEN-QUESTIONS.md §1), about 10 minutes of one core: every
# (opening, second move) pair on 6x6 by ply 15, the best ones again by ply 25, the P1 win
# table of each pair that beats every reply but the forced one, and the P2 no-win table of
# (2,2)/(3,2) by ply 17 (the completion ply of the plus rule's forcing lines), and the 7x7
# and 8x8 win tables of (2,2)/(3,2).
openings: build
	RAYON_NUM_THREADS=1 nice $(BIN) openings --n 6 --max-ply 15 --json certs/openings-6.json
	RAYON_NUM_THREADS=1 nice $(BIN) openings --n 6 --max-ply 25 --node-budget 20000000 $(OPEN_DEEP) --all \
		--json certs/openings-6-deep.json --win-tables certs
	RAYON_NUM_THREADS=1 nice $(BIN) openings --n 6 --max-ply 17 --node-budget 20000000 --pair '(2,2)/(3,2)' --no-win-tables certs
	RAYON_NUM_THREADS=1 nice $(BIN) openings --n 7 --max-ply 25 --node-budget 300000000 --pair '(2,2)/(3,2)' --win-tables certs
	RAYON_NUM_THREADS=1 nice $(BIN) openings --n 8 --max-ply 21 --node-budget 300000000 --pair '(2,2)/(3,2)' --win-tables certs
	$(BIN) manifest

emit: build
	$(BIN) emit --plus-range $(PLUS_RANGE)

# Regenerates nothing: digests against the manifest, the generated Lean and Coq files against
# the certificates, the opening tables and the fastest-win certificates (both bounds, 5..=12:
# about 45 s) against every opposing move, the Rust mirror of the Lean checks on every certificate, the Coq twin
# checked by coqc (every theorem, n = 6..=17; when coqc is on PATH, else it says the Coq step
# was skipped), then `lake build` in lean/ when lake is on PATH (else it says so).
# The fastest-win certificates of boards above FASTEST_WALK_MAX keep their digest check here;
# `squarecert fastest --check --n 5..=16` walks every board to 16x16 (580 s, 6.5 GB, before
# the walk's set was packed; 17x17 alone 562 s, 3.5 GB); `make test-fastest` walks every
# board with the simple checker of tests/ too (about 80 min of CPU to 16x16).
FASTEST_WALK_MAX ?= 12
check: build
	$(BIN) check --plus-range $(PLUS_RANGE) --mirror-range $(PLUS_RANGE) --fastest-walk-max $(FASTEST_WALK_MAX)

# The Coq step alone, every theorem (installs Debian's coq when missing).
check-coq: build coq-deps
	$(BIN) check --no-mirror --no-lean --no-fastest --plus-range $(PLUS_RANGE)

# CI's check: the mirror and the Coq theorems on the small boards, n = 6..=9 and the
# fastest wins on n = 5..=6.
check-ci: build coq-deps
	$(BIN) check --mirror-range 6..=9 --coq-range 6..=9 --coq-fastest-range 5..=6 --fastest-walk-max $(FASTEST_WALK_MAX)

# The fastest-win theorems that do not fit `make check` (issue 11, docs/TRUST.md):
# - the upper bounds fastest_upper_N of the boards FASTEST_UPPER_RANGE (default 9..=9: the
#   9x9 one, whose compiled table needs a larger stack than the default 8 MB; 10x10 and
#   11x11 add about 10 and 20 minutes and 4.5 and 3.5 GB each, docs/TRUST.md);
# - the lower bounds fastest_lower_N (P1 cannot force a square before the exact ply) for the
#   boards FASTEST_LOWER_NS, in a scratch copy of coq/ (target/coq-fastest). Kernel times per
#   board in docs/TRUST.md ("Fastest-win lower bounds": 75 s for 6x6 to 22 min and 5.6 GB for
#   8x8); the whole target, about 55 min on one core (the sum of those per-board times and the
#   9x9 upper bound's; not timed as one run).
FASTEST_LOWER_NS ?= 5 6 7 8 9
FASTEST_UPPER_RANGE ?= 9..=9
check-coq-fastest: build coq-deps
	ulimit -s unlimited && $(BIN) check --no-mirror --no-lean --no-fastest --coq-range 6..=6 --coq-fastest-range $(FASTEST_UPPER_RANGE)
	rm -rf target/coq-fastest && mkdir -p target/coq-fastest && cp -r coq/SquareGame target/coq-fastest/
	for n in $(FASTEST_LOWER_NS); do $(BIN) emit-fastest-lower --n $$n --coq target/coq-fastest || exit 1; done
	cd target/coq-fastest && ulimit -s unlimited && for f in Basic Lemmas Table Delay DelayLemmas \
	  Data/PlusRule PlusRule EveryN Locality Data/Tables Theorems/Small Fastest FastestLemmas Window \
	  $(foreach n,$(FASTEST_LOWER_NS),Data/FastestLowerN$(n) Theorems/FastestLowerN$(n)); do \
	  echo "coqc SquareGame/$$f.v"; coqc -R SquareGame SquareGame SquareGame/$$f.v || exit 1; done

# Debian's coq and libcoq-core-ocaml-dev, when missing (needs root).
coq-deps:
	scripts/install-coq.sh

test: coq-deps
	$(CARGO) test --release

test-slow:
	$(CARGO) test --release -- --ignored

bench:
	$(CARGO) bench --bench verify
	$(CARGO) bench --bench fastest

# The fastest forced win (issue 11): exact ply and both certificates per board, into certs/
# (fastest-n<N>-{upper,lower}.sqf and fastest.json); FASTEST_RANGE boards, one thread (README:
# the parallel search of the openings costs nodes and memory on 12x12). 5..=16 took 1 h 12 min
# and 6.8 GB, 17x17 alone 55 min and 16.9 GB, 18x18 alone 1 h 56 min and 12.1 GB (before
# the solver's table was packed; its 18x18 search now peaks at 2.7 GB, README). 19x19 is
# accepted too (1 h 58 min, 7.5 GB) but left out: its lower certificate is 121 MB, too large
# to commit, so certs/ stops at 18x18 (README).
FASTEST_RANGE ?= 5..=18
fastest: build
	RAYON_NUM_THREADS=1 $(BIN) fastest --n $(FASTEST_RANGE)

# Peak memory of settling each board of FASTEST_RANGE (certificates into a temporary folder).
fastest-memory: build
	for n in $$(seq $$(echo $(FASTEST_RANGE) | sed 's/\.\.=/ /')); do d=$$(mktemp -d); \
	  /usr/bin/time -f "n=$$n: %e s wall, peak %M KB" $(BIN) fastest --n $$n --out $$d; rm -rf $$d; done

# Every committed fastest-win certificate, both bounds, by the simple checker of tests/
# (5x5 to 15x15 took 39 min and 4.8 GB, 16x16 41 min and 5.3 GB, 17x17 1 h 30 min and
# 10.8 GB, 18x18 6,531 s CPU and 13.8 GB; FASTEST_CHECK_N=16 picks a board), the prover tables of the upper ones played by
# the simple mirror of tests/fastest_prover.rs (about 45 s), and by `squarecert fastest --check`.
test-fastest: build
	$(CARGO) test --release --test fastest_checker --test fastest_cli --test fastest_prover --test every_board --test ply9_double_threats -- --include-ignored
	$(BIN) fastest --check --n $(FASTEST_RANGE)

# End-to-end test of the play page in headless Chromium (installs chromium and
# playwright-core when missing).
e2e: build
	scripts/e2e.sh

play: build
	$(BIN) play --n 7
