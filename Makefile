# squarecert: `make certs` runs the main job, `make test` the tests (see README.md).
CARGO ?= cargo
BIN := target/release/squarecert
RANGE ?= 6..=32

verify-all: build
	$(BIN) verify-all

.PHONY: build certs search verify verify-all audit test test-slow bench e2e play

build:
	$(CARGO) build --release

# The main job: the rule file, its verification on every board 6..=32, the audit, and the
# reduction of every n > 17 to classes realised on 17x17 (verify-all).
certs: build
	$(BIN) search
	$(BIN) verify --n $(RANGE) --quiet
	$(BIN) audit --n $(RANGE) --quiet
	$(BIN) verify-all --quiet

search: build
	$(BIN) search

verify: build
	$(BIN) verify --n $(RANGE)

audit: build
	$(BIN) audit --n $(RANGE)

test:
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
