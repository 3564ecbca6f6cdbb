# Certificates. Each target regenerates byte-identical files.
CARGO ?= cargo

.PHONY: certs certs-small
certs: certs-small

# Small boards (issue 3): certs/small-n{1..4}-p{1,2}-draw.sqt, certs/small-n5-p1-win.sqt (+ .txt dumps).
certs-small:
	$(CARGO) run --release --quiet -- certify --all --out certs
