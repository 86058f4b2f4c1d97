#!/bin/sh
# The shell under AddressSanitizer and LeakSanitizer: a debug build, dynamically linked, with
# -sanitize=address (in .build/asan), runs every transcript script in each of its languages,
# the same piped, a few -c statements, exports, a trace loaded back, saved and loaded sessions,
# --lessons and --translations directories, and the command-line mistakes. With the tests
# built (`make test` before), the end-to-end tests (pseudo-terminal, libedit) run against it
# too. Fails on any sanitizer report, or when a run dies of a signal.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SCRATCH=.build/asan
echo "sanitize: building mvcsh with -sanitize=address ($SCRATCH)"
start=$(date +%s)
nice -n 10 "$SWIFT" build --scratch-path "$SCRATCH" -Xswiftc -sanitize=address \
  -Xswiftc -use-ld=lld --product mvcsh 2>&1 | grep -v '^\[' || true
echo "sanitize: built in $(($(date +%s) - start)) s"
BIN=$SCRATCH/debug/mvcsh
[ -x "$BIN" ] || { echo "sanitize: the build failed" >&2; exit 1; }

reports=$PWD/$SCRATCH/reports
tmp=$PWD/$SCRATCH/tmp
rm -rf "$reports" "$tmp"
mkdir -p "$reports" "$tmp"
# Every report goes to a file of its own (asan.PID), whatever the run does with its stderr.
export ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:log_path=$reports/asan"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
# The suppressions match function names, so reports must be symbolized even in a run whose
# PATH leaves the symbolizer out (the tests of a missing program set their own PATH).
if symbolizer=$(command -v llvm-symbolizer); then export ASAN_SYMBOLIZER_PATH="$symbolizer"; fi
# Swift's own backtracer would read the crashed process's memory under ASan's feet.
export SWIFT_BACKTRACE=enable=no
export NO_COLOR=1

runs=0
failed=0
# Runs the shell with the arguments (standard input from $input, /dev/null if unset). Exit
# statuses 0, 1 (a statement failed) and 2 (a usage mistake) are the shell's own answers.
run() {
  runs=$((runs + 1))
  status=0
  "$BIN" "$@" <"${input:-/dev/null}" >"$tmp/out" 2>"$tmp/err" || status=$?
  if [ "$status" -gt 2 ]; then
    failed=$((failed + 1))
    echo "sanitize: exit status $status: mvcsh $*${input:+ < $input}"
    head -n 5 "$tmp/err" | sed 's/^/  | /'
  fi
}

for script in Tests/MVCShellTests/Transcripts/*.mvcsh; do
  languages=$(sed -n '1s|^// languages:||p' "$script")
  for language in ${languages:-en}; do run --lang "$language" "$script"; done
  input=$script
  run --lang en
  run --bail -
  input=
done

run -c 'class Contact: Model { var name = "Ada" }' -c 'let ada = Contact()' \
  -c 'let field = TextField()' -c 'let editor = ViewController(title: "Edit")' \
  -c 'editor.view.addSubview(field)' -c 'editor.bind(field, to: ada, key: "name")' \
  -c 'type(field, "Grace")' -c ':trace' -c ':trace diagram' -c ':explain 1' -c ':inspect ada' \
  -c ':graph' -c ':views' -c ':screen' -c ':tree' -c ':layout' -c ':responders field' \
  -c ':undo' -c ":save $tmp/saved.mvcsh" -c ':reset' -c ":load $tmp/saved.mvcsh" -c 'ada.name'
run --bail -c 'let x = 1 +' -c 'x'
run -c 'nosuch' -c 'let s = "视图 \u{1F600}"' -c 'print(s)' -c '1 / 0' -c '-(1 - 2)'
run -c ':help' -c ':help trace' -c ':lang zh-Hans' -c ':help' -c ':lang zh-Hant' -c ':lessons'
run -c ':lesson roles' -c ':hint' -c ':solution' -c ':check' -c ':next' -c ':prev' \
  -c ':restart' -c ':lesson stop'
run -c ':device ipad' -c 'window.makeKeyAndVisible()' -c ':screen' -c ':device nosuch'
run -c ':step on' -c 'let v = ViewController()' -c 'window.rootViewController = v' -c ':step off'
for format in jsonl json mermaid plantuml dot perfetto svg html markdown; do
  run --export "$format" --output "$tmp/seed-app.$format" \
    Tests/MVCShellTests/Transcripts/seed-app.mvcsh
done
run -c ":trace load $tmp/seed-app.jsonl" -c ':trace' -c ':explain 3' \
  -c ":trace load $tmp/seed-app.json" -c ":trace load $tmp/seed-app.html"
run --lessons Lessons -c ':lessons' -c ':lesson 2'
run --translations Translations --lang zh-Hans -c ':help' -c 'nosuch'
run --version
run --help
run --no-such-option
run --lang xx -c '1'
run "$tmp/no-such-file.mvcsh"

# The end-to-end tests (a pseudo-terminal: libedit, the prompt, the player) against the same
# binary, when the tests are built.
if [ -d .build/debug ] && ls .build/debug/*PackageTests* >/dev/null 2>&1; then
  echo "sanitize: the end-to-end tests against $BIN"
  MVCSH_BINARY=$PWD/$BIN "$SWIFT" test --skip-build --filter EndToEndTests >"$tmp/e2e.log" 2>&1 \
    || { failed=$((failed + 1)); echo "sanitize: the end-to-end tests failed:"
         grep -E 'failed|error' "$tmp/e2e.log" | head -n 20 | sed 's/^/  | /'; }
  runs=$((runs + 1))
else
  echo "sanitize: the tests are not built (make test first): end-to-end tests left out"
fi

found=$(find "$reports" -type f | wc -l)
for report in "$reports"/*; do
  [ -f "$report" ] || continue
  echo "sanitize: report $report:"
  grep -E 'ERROR|SUMMARY|^ *#[0-9]+ .* in \$s[0-9]+MVC' "$report" | head -n 12 | sed 's/^/  | /'
done
echo "sanitize: $runs runs, $found sanitizer reports, $failed runs died"
[ "$found" -eq 0 ] && [ "$failed" -eq 0 ]
