# squarecert. Set-up on a fresh machine: `make certs` runs the main job, `make test` the tests.
CARGO ?= cargo
# The binary cargo builds (honours CARGO_TARGET_DIR).
BIN := $(or $(CARGO_TARGET_DIR),target)/release/squarecert
RANGE ?= 6..=32
PLUS_RANGE ?= 6..=17

.PHONY: build certs search verify verify-all audit small rule5 rule5-search manifest emit check check-coq check-ci coq-deps test test-slow bench e2e play

build:
	$(CARGO) build --release

# The main job, every step deterministic except the audit's wall times:
# the plus rule (search), its verification on every board 6..=32 and the audit, the
# reduction of every n > 17 to classes realised on 17x17 (verify-all), the small-board
# tables (certify), the manifest of sha256 digests, and the generated Lean modules (emit).
certs: build
	$(BIN) search
	$(BIN) verify --n $(RANGE) --quiet
	$(BIN) audit --n $(RANGE) --quiet
	$(BIN) verify-all --quiet
	$(BIN) certify --all --out certs
	$(BIN) certify-rule5 --vcf 5 --deadline 21 --default potential --out certs/rule5.txt
	$(BIN) manifest
	$(BIN) emit --plus-range $(PLUS_RANGE)

search: build
	$(BIN) search

verify: build
	$(BIN) verify --n $(RANGE)

verify-all: build
	$(BIN) verify-all

audit: build
	$(BIN) audit --n $(RANGE)

small: build
	$(BIN) certify --all --out certs

# The 5x5 rule (win, block, shortest VCF, quiet list; docs/FORMATS.md): builds, checks, writes
# certs/rule5.txt (about 2 min of CPU). rule5-search measures the other VCF depths and deadlines
# once (several minutes of CPU; docs/OPEN-QUESTIONS-5x5.md quotes it).
rule5: build
	$(BIN) certify-rule5 --vcf 5 --deadline 21 --default potential --out certs/rule5.txt
	$(BIN) check-rule5 certs/rule5.txt

rule5-search: build
	$(BIN) certify-rule5 --vcf 3..=5 --deadline 19,21 --default none --out /dev/null

manifest: build
	$(BIN) manifest

emit: build
	$(BIN) emit --plus-range $(PLUS_RANGE)

# Regenerates nothing: digests against the manifest, the generated Lean and Coq files against
# the certificates, the Rust mirror of the Lean checks on every certificate, the Coq twin
# checked by coqc (every theorem, n = 6..=17; when coqc is on PATH, else it says the Coq step
# was skipped), then `lake build` in lean/ when lake is on PATH (else it says so).
check: build
	$(BIN) check --plus-range $(PLUS_RANGE) --mirror-range $(PLUS_RANGE)

# The Coq step alone, every theorem (installs Debian's coq when missing).
check-coq: build coq-deps
	$(BIN) check --no-mirror --no-lean --plus-range $(PLUS_RANGE)

# CI's check: the mirror and the Coq theorems on the small boards and n = 6..=9.
check-ci: build coq-deps
	$(BIN) check --mirror-range 6..=9 --coq-range 6..=9

# Debian's coq and libcoq-core-ocaml-dev, when missing (needs root).
coq-deps:
	scripts/install-coq.sh

test: coq-deps
	$(CARGO) test --release

test-slow:
	$(CARGO) test --release -- --ignored

bench:
	$(CARGO) bench --bench verify

# End-to-end test of the play page in headless Chromium (installs chromium and
# playwright-core when missing).
e2e: build
	scripts/e2e.sh

play: build
	$(BIN) play --n 7
