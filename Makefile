# intent-migrate — the two commands a newcomer needs: `make demo` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
BIN := .build/release/intent-migrate
DEBUG_BIN := .build/debug/intent-migrate

.PHONY: demo test build release install deps golden readme fuzz bench plugin-test evaluate typecheck clean

# Installs libpcre2-dev (apt) or pcre2 (Homebrew) when the PCRE2 headers are missing.
deps:
	@if [ "$$(uname)" = "Darwin" ]; then \
	  brew list pcre2 >/dev/null 2>&1 || brew install pcre2; \
	elif ! pkg-config --exists libpcre2-8 2>/dev/null || [ ! -f /usr/include/pcre2.h ]; then \
	  echo "installing libpcre2-dev (and pkg-config)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libpcre2-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

# On Linux the release binary carries the Swift runtime and Foundation (--static-swift-stdlib):
# nothing to load at start, which is most of a small run's time. It links with the toolchain's lld,
# which doesn't repeat glibc's link-time note about a mktemp call inside static Foundation.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname)),--static-swift-stdlib $(if $(shell command -v ld.lld 2>/dev/null),-Xswiftc -use-ld=lld,),)

release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)

# The main job on the bundled samples: the patch the migration would make.
demo: release
	$(BIN) diff Samples

test: deps
	$(SWIFT) test

# The SwiftPM command plugins, run through `swift package` in a package that depends on this one (CI runs it).
plugin-test: deps
	Scripts/plugin-test.sh

# A longer fuzz run than the one in `make test` (same fixed seed, more iterations).
FUZZ_ITERATIONS ?= 100000
PROJECT_FUZZ_ITERATIONS ?= 20000
fuzz: deps
	FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) PROJECT_FUZZ_ITERATIONS=$(PROJECT_FUZZ_ITERATIONS) $(SWIFT) test --filter FuzzTests

# Times check and diff against rg (and ast-grep if installed) on generated trees of 1,000, 5,000
# and 20,000 files; BENCH_SIZES="5000" for one size.
BENCH_SIZES ?= 1000 5000 20000
bench: deps
	RELEASE_FLAGS="$(RELEASE_FLAGS)" Scripts/bench.sh $(BENCH_SIZES)

# Type-checks a tree before and after the migration against the stub Apple SDK in Tests/TypeCheck and
# fails on any error the migration adds (docs/typecheck.md): `make typecheck TREE=/path/to/app`.
TREE ?= Samples
typecheck: deps
	Scripts/typecheck.sh tree $(TREE)

# The README's pass and check tables, from each Migrations/<id>/README.md ("## README row").
readme: build
	Scripts/readme-tables.sh $(DEBUG_BIN)

# Regenerate the expected patch of the samples on purpose; review it in `git diff`.
golden: build readme
	$(DEBUG_BIN) diff Samples > Tests/IntentMigrateCLITests/Golden/Samples.patch 2>/dev/null || true
	$(DEBUG_BIN) report Samples > Tests/IntentMigrateCLITests/Golden/Samples.report.md 2>/dev/null || true
	$(DEBUG_BIN) scaffold evaluations Samples > Tests/IntentMigrateCLITests/Golden/Samples.evaluations.swift 2>/dev/null || true
	$(DEBUG_BIN) check --format sarif Samples 2>/dev/null | sed "s|file://$$(pwd)/|file:///REPOSITORY/|" > Tests/IntentMigrateCLITests/Golden/Samples.sarif || true

# Scores the tool against the hand-labelled apps in Evaluation/ (see Evaluation/README.md for how to
# export the trees); EVAL_TREES is a folder holding one exported tree per labelled repository.
EVAL_TREES ?= /tmp/apps
evaluate: release
	python3 Evaluation/score.py --bin $(BIN) --all-trees $(EVAL_TREES) --details

install: release
	install -d $(PREFIX)/bin
	install -m 0755 $(BIN) $(PREFIX)/bin/intent-migrate

clean:
	rm -rf .build
