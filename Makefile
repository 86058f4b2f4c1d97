# mvcsh — the two commands a new user needs are `make run` and `make test`.
SWIFT ?= swift
# The shell is linked fully static (no dynamic loader work at start-up: it starts as fast as
# sqlite3); the benchmark program uses Foundation and links the Swift libraries statically.
STATIC_FLAGS = -c release --scratch-path .build/static -Xswiftc -static-executable \
  -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd
RELEASE_FLAGS = -c release --static-swift-stdlib
BIN = .build/static/release/mvcsh
# A check that needs a missing tool (graphviz, plantuml, chromium, Mermaid, cmark-gfm,
# python3-jsonschema, man-db, zsh, fish) is skipped and appends `check<TAB>tool<TAB>install`
# here; `make test` sums the file up.
SKIPPED_CHECKS = .build/mvcsh-skipped-checks.txt

.PHONY: run build release deps test skipped-checks lint format bench embed check-translations \
  fuzz fuzz-build fuzz-regressions sanitize clean install uninstall

# Where `make install` puts things: $(DESTDIR)$(PREFIX)/bin/mvcsh, the man page and the
# completion scripts for bash, zsh and fish. INSTALL_BIN is the binary installed (the static
# release build, made first when it is missing).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BIN ?= $(BIN)
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

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
## Then the lint, and last one line: the checks skipped for a missing tool and what installs it,
## or "no checks skipped". With CI=true (.ci/run) a missing tool fails its check instead.
test: deps
	$(SWIFT) build --build-tests
	@mkdir -p .build && rm -f $(SKIPPED_CHECKS)
	@echo "$(SWIFT) test --skip-build --parallel --num-workers 2"
	@status=0; \
	MVCSH_SKIPPED_CHECKS="$(CURDIR)/$(SKIPPED_CHECKS)" \
	  $(SWIFT) test --skip-build --parallel --num-workers 2 || status=$$?; \
	if [ $$status -eq 0 ]; then .build/debug/mvcsh --check-lessons || status=$$?; fi; \
	if [ $$status -eq 0 ]; then $(MAKE) --no-print-directory lint || status=$$?; fi; \
	$(MAKE) --no-print-directory skipped-checks; \
	exit $$status

## One line: how many checks the last `make test` skipped, for which tools, and what installs them.
skipped-checks:
	@if [ -s $(SKIPPED_CHECKS) ]; then \
	  sort -u $(SKIPPED_CHECKS) | awk -F '\t' -v file=$(SKIPPED_CHECKS) ' \
	    !check[$$1]++ { checks++ } \
	    !tool[$$2]++ { tools = tools (tools == "" ? "" : ", ") $$2 } \
	    $$3 ~ /^apt-get install / { \
	      n = split(substr($$3, 17), names, " "); \
	      for (i = 1; i <= n; i++) if (!package[names[i]]++) packages = packages " " names[i]; \
	      next } \
	    !other[$$3]++ { others = others (others == "" ? "" : "; ") $$3 } \
	    END { \
	      install = packages == "" ? "" : "apt-get install" packages; \
	      if (others != "") install = install (install == "" ? "" : "; ") others; \
	      printf "skipped %d check%s (%s; see %s): install with: %s\n", \
	        checks, checks == 1 ? "" : "s", tools, file, install }'; \
	else echo "no checks skipped"; fi

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Fuzz Package.swift

## Fuzzes each target of Fuzz/ for FUZZ_SECONDS (default 60) with libFuzzer and AddressSanitizer
## (FUZZ_TARGETS="line trace" for some only). Fails on a crash, leak or timeout that no input
## kept in Fuzz/<target>/regressions already shows; ends with one line a target: executions,
## executions a second, result. Fuzz/README.md says more.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz:
	@FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz.sh run $(FUZZ_TARGETS)

fuzz-build:
	@./scripts/fuzz.sh build

## Replays every input a fuzz target once failed on; fails while any still fails (each
## Fuzz/<target>/regressions/README.md says which are known to, until their fix lands).
fuzz-regressions:
	@./scripts/fuzz.sh regressions $(FUZZ_TARGETS)

## The shell built with AddressSanitizer (debug, dynamically linked) runs the transcripts and a
## few statements, exports and command lines; fails on any AddressSanitizer or LeakSanitizer report.
sanitize: deps
	@./scripts/sanitize.sh

## Prints every speed and memory figure beside its reference, measured in the same run.
bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product mvcsh-bench
	MVCSH_BINARY=$(BIN) .build/release/mvcsh-bench

## Re-embeds Translations/ and Lessons/ into the executable after editing a catalog or a lesson.
embed:
	@$(SWIFT) build --product mvcsh-embed 2>&1 | grep -E "error|warning: " || true
	@$(SWIFT) run --skip-build mvcsh-embed "$(CURDIR)"

check-translations:
	$(SWIFT) test --filter MVCLocalizationTests

## Installs mvcsh, its man page (`man mvcsh`) and completion scripts for bash, zsh and fish
## under PREFIX (default /usr/local), below DESTDIR when it is set (for packaging).
install:
	@if [ ! -x "$(INSTALL_BIN)" ]; then $(MAKE) --no-print-directory release; fi
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(INSTALL_BIN)" "$(BINDIR)/mvcsh"
	install -m 644 man/mvcsh.1 "$(MANDIR)/mvcsh.1"
	install -m 644 completions/mvcsh.bash "$(BASHDIR)/mvcsh"
	install -m 644 completions/_mvcsh "$(ZSHDIR)/_mvcsh"
	install -m 644 completions/mvcsh.fish "$(FISHDIR)/mvcsh.fish"

## Removes what `make install` installed (with the same PREFIX and DESTDIR).
uninstall:
	rm -f "$(BINDIR)/mvcsh" "$(MANDIR)/mvcsh.1" "$(BASHDIR)/mvcsh" "$(ZSHDIR)/_mvcsh" \
	  "$(FISHDIR)/mvcsh.fish"

clean:
	rm -rf .build
