# mvcsh — the two commands a new user needs are `make run` and `make test`.
SWIFT ?= swift
# The shell is linked fully static (no dynamic loader work at start-up: it starts as fast as
# sqlite3); the benchmark program uses Foundation and links the Swift libraries statically.
STATIC_FLAGS = -c release --scratch-path .build/static -Xswiftc -static-executable \
  -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd
RELEASE_FLAGS = -c release --static-swift-stdlib
BIN = .build/static/release/mvcsh

.PHONY: run build release deps test lint format bench embed check-translations clean

## Installs what is missing (libedit-dev), builds a release binary and starts the shell.
run: deps release
	@$(BIN)

## Installs the libedit headers when they are absent (Debian/Ubuntu; needs root or sudo).
deps:
	@if [ ! -f /usr/include/histedit.h ]; then \
	  echo "Installing libedit-dev (the line editor's headers)…"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libedit-dev; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq libedit-dev; fi; \
	fi

release: deps
	$(SWIFT) build $(STATIC_FLAGS) --product mvcsh

build: deps
	$(SWIFT) build

## Runs every test: unit, golden transcripts, lessons, exports, end-to-end through a pseudo-terminal.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

## Prints every speed and memory figure beside its reference, measured in the same run.
bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product mvcsh-bench
	MVCSH_BINARY=$(BIN) .build/release/mvcsh-bench

## Re-embeds Translations/ into the executable after editing a catalog.
embed:
	./scripts/embed-translations.sh
	./scripts/embed-lessons.sh

check-translations:
	$(SWIFT) test --filter MVCLocalizationTests

clean:
	rm -rf .build
