# squarecert: the Lean-side targets. `make certs` first runs the certificate producers (the
# plus-rule search and the small-board tables; wired in at merge time), then writes the
# manifest and the generated Lean modules. `make check` regenerates nothing.
CARGO ?= cargo
SQ = $(CARGO) run --release --quiet --
PLUS_RANGE ?= 6..=17
MIRROR_RANGE ?= 6..=8

.PHONY: certs check emit manifest

certs: manifest emit

manifest:
	$(SQ) manifest

emit:
	$(SQ) emit --plus-range $(PLUS_RANGE)

check:
	$(SQ) check --plus-range $(PLUS_RANGE) --mirror-range $(MIRROR_RANGE)
