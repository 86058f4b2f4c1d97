#!/bin/sh
# Fuzzing mvcsh with libFuzzer and AddressSanitizer (Fuzz/README.md says more).
#
#   scripts/fuzz.sh build                  build .build/fuzz/bin/<target> for every target
#   scripts/fuzz.sh run [TARGET...]        fuzz each target for FUZZ_SECONDS (default 60); fails
#                                          only on a crash, leak or timeout not already kept in
#                                          Fuzz/<target>/regressions/
#   scripts/fuzz.sh regressions [TARGET...] replay every kept input; fails if any still fails
#   scripts/fuzz.sh keep TARGET FILE NAME  keep an input that failed as a regression input
#   scripts/fuzz.sh merge [TARGET...]      add what the runs found that the corpus does not reach
#   scripts/fuzz.sh seed                   remake the seeds from the repository's own files
#
# The library modules (Sources/MVC*) are compiled one by one with swiftc, in dependency order,
# with -sanitize=fuzzer,address into .build/fuzz/modules, then linked with the shared harness
# (Fuzz/Harness) and each target's entry point (Fuzz/<target>/main.swift). Artifacts (crash-*,
# leak-*, timeout-*, oom-*) go to .build/fuzz/artifacts/<target>/, never into the repository.
set -eu
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
# -Onone builds in about a quarter of the time of -O and runs half as fast; FUZZ_OPT=-O for
# long runs.
FUZZ_OPT=${FUZZ_OPT:--Onone}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
FUZZ_RSS_MB=${FUZZ_RSS_MB:-2048}
TARGETS="line lesson catalog trace session"
MODULES="MVCRuntime MVCStrings MVCLocalization MVCScript MVCTutor MVCExport MVCShell"
OUT=.build/fuzz
# Leaks that only look like leaks (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# Swift's own backtracer would read the crashed process's memory under ASan's feet.
export SWIFT_BACKTRACE=enable=no

die() {
  echo "fuzz.sh: $*" >&2
  exit 2
}

# The longest input each target is given (libFuzzer's -max_len).
max_len() {
  case $1 in
    line) echo 4096 ;;
    trace) echo 16384 ;;
    *) echo 8192 ;;
  esac
}

check_targets() {
  for target in "$@"; do
    case " $TARGETS " in
      *" $target "*) ;;
      *) die "no target '$target' (targets: $TARGETS)" ;;
    esac
  done
}

# MARK: build

# What $1 is made from: the other files named, with their sizes and times. $1 is up to date
# when it exists and was made from the same ($1.stamp, written once it is made).
stamp() {
  shift
  ls -ln --time-style=+%s "$@" | cksum
}
up_to_date() {
  [ -e "$1" ] && [ "$(cat "$1.stamp" 2>/dev/null)" = "$(stamp "$@")" ]
}

build() {
  command -v "$SWIFTC" >/dev/null 2>&1 || die "no $SWIFTC (set SWIFTC to the toolchain's swiftc)"
  flags="-swift-version 6 -parse-as-library $FUZZ_OPT -gline-tables-only -sanitize=fuzzer,address"
  mkdir -p "$OUT/modules" "$OUT/bin"
  # A change of flags or compiler rebuilds everything.
  stamp="$flags $("$SWIFTC" --version 2>&1 | head -n 1)"
  if [ "$(cat "$OUT/flags" 2>/dev/null)" != "$stamp" ]; then
    rm -f "$OUT"/modules/* "$OUT"/bin/*
    echo "$stamp" >"$OUT/flags"
  fi
  objects=""
  rebuilt=false
  start=$(date +%s)
  for module in $MODULES FuzzHarness; do
    if [ "$module" = FuzzHarness ]; then dir=Fuzz/Harness; else dir=Sources/$module; fi
    # shellcheck disable=SC2046
    set -- $(find "$dir" -name '*.swift' | LC_ALL=C sort)
    object=$OUT/modules/$module.o
    if $rebuilt || ! up_to_date "$object" "$@"; then
      echo "fuzz build: $module"
      # shellcheck disable=SC2086
      nice -n 10 "$SWIFTC" $flags -module-name "$module" -wmo -I "$OUT/modules" \
        -emit-module -emit-module-path "$OUT/modules/$module.swiftmodule" -c -o "$object" "$@"
      stamp "$object" "$@" >"$object.stamp"
      rebuilt=true
    fi
    objects="$objects $object"
  done
  for target in $TARGETS; do
    # shellcheck disable=SC2086
    if ! up_to_date "$OUT/bin/$target" Fuzz/$target/main.swift $objects; then
      echo "fuzz link: $target"
      # shellcheck disable=SC2086
      nice -n 10 "$SWIFTC" $flags -module-name "Fuzz_$target" -I "$OUT/modules" \
        Fuzz/$target/main.swift $objects -lm -use-ld=lld -o "$OUT/bin/$target"
      # shellcheck disable=SC2086
      stamp "$OUT/bin/$target" Fuzz/$target/main.swift $objects >"$OUT/bin/$target.stamp"
      rebuilt=true
    fi
  done
  ! $rebuilt || echo "fuzz build: done in $(($(date +%s) - start)) s"
}

# MARK: signatures

# One line naming what went wrong in a libFuzzer log: the kind of failure, the Swift message if
# any, and the product's frames where it happened (mangled, without addresses or lines, so a
# rebuild keeps it). When Swift says why it trapped, only the function that trapped (the same
# bug reached by another path is the same); for another crash or a leak, the first three; for a
# stack overflow, which may strike anywhere in the cycle of a recursion, every function of the
# product among the top 64 frames; none for a timeout or running out of memory, where the
# frames are only those of the moment the limit struck.
signature() {
  awk '
    function product(fn) {
      return fn ~ /^\$s[0-9]+MVC(Runtime|Script|Strings|Localization|Tutor|Export|Shell)/
    }
    kind == "" && /Fatal error: / { line = $0; sub(/.*Fatal error: /, "", line); message = line }
    kind == "" && /==ERROR: AddressSanitizer: / {
      kind = $0; sub(/.*AddressSanitizer: /, "", kind); sub(/ on .*/, "", kind)
      sub(/ \(.*/, "", kind)
    }
    kind == "" && /ERROR: LeakSanitizer: / { kind = "leak" }
    kind == "" && /ERROR: libFuzzer: deadly signal/ { kind = "deadly signal" }
    kind == "" && /ERROR: libFuzzer: timeout/ { kind = "timeout" }
    kind == "" && /ERROR: libFuzzer: out-of-memory/ { kind = "out-of-memory" }
    kind == "" && /ERROR: libFuzzer: fuzz target exited/ { kind = "exit" }
    kind != "" && !done && /^ *#[0-9]+ 0x[0-9a-f]+ in / {
      seen = 1
      fn = $0
      sub(/^ *#[0-9]+ 0x[0-9a-f]+ in /, "", fn)
      if (fn ~ /^Swift runtime failure: /) {
        if (message == "") { message = fn; sub(/^Swift runtime failure: /, "", message)
                             sub(/ \/.*$/, "", message); sub(/ <.*$/, "", message) }
        next
      }
      sub(/ .*/, "", fn)
      if (++depth > 64) { done = 1; next }
      if (!product(fn) || fn == last) next
      last = fn
      if (kind == "timeout" || kind == "out-of-memory") frames = ""
      else if (message != "") frames = top
      if (kind == "stack-overflow") { if (!(fn in set)) { set[fn] = 1; n++ } }
      else if (count < 3) { frames = frames (count++ ? " " : "") fn; if (count == 1) top = fn }
      next
    }
    kind != "" && seen && /^ *$/ { done = 1 }
    END {
      if (kind == "") exit
      if (kind == "timeout" || kind == "out-of-memory") frames = ""
      else if (message != "") frames = top
      if (kind == "stack-overflow") {
        m = 0
        for (fn in set) list[++m] = fn
        for (i = 2; i <= m; i++) for (j = i; j > 1 && list[j-1] > list[j]; j--) {
          t = list[j]; list[j] = list[j-1]; list[j-1] = t
        }
        for (i = 1; i <= m; i++) frames = frames (i > 1 ? " " : "") list[i]
      }
      print kind "|" message "|" frames
    }' "$1"
}

# The frames of a signature, demangled, for people.
readable() {
  if command -v swift-demangle >/dev/null 2>&1; then swift-demangle --simplified --compact
  elif command -v swift >/dev/null 2>&1; then swift demangle --simplified --compact
  else cat; fi
}

# Replays one input (options as the runs use them); the log goes to $2. Fails if the input does.
replay() {
  "$OUT/bin/$target" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb="$FUZZ_RSS_MB" "$1" >"$2" 2>&1
}

# Replays the kept inputs of $target, prints one line for each, and appends the signature of
# each that still fails to $known.
known_signatures() {
  work=$OUT/work/$target
  mkdir -p "$work"
  still=0
  kept=0
  for input in Fuzz/$target/regressions/*; do
    [ -f "$input" ] || continue
    case $input in *.md) continue ;; esac
    kept=$((kept + 1))
    if replay "$input" "$work/replay.log"; then
      echo "  $input: passes"
    else
      still=$((still + 1))
      sig=$(signature "$work/replay.log")
      echo "$sig" >>"$known"
      echo "  $input: still fails: $(echo "$sig" | readable)"
    fi
  done
}

# MARK: run

run() {
  build
  mkdir -p "$OUT/work"
  summary=$OUT/work/summary.txt
  : >"$summary"
  # What is known to fail: the kept inputs of every target (one bug is often reached by more
  # than one target, with the same frames in the product).
  mkdir -p "$OUT/work"
  known=$OUT/work/known
  : >"$known"
  echo "== known failures (Fuzz/*/regressions)"
  for target in $TARGETS; do known_signatures; done
  status=0
  for target in "$@"; do
    work=$OUT/work/$target
    artifacts=$OUT/artifacts/$target
    mkdir -p "$work/corpus" "$artifacts"
    rm -f "$work"/run-*.log
    echo "== $target: fuzzing for ${FUZZ_SECONDS}s"
    # libFuzzer stops at the first failure: a known one restarts it for the time left.
    deadline=$(($(date +%s) + FUZZ_SECONDS))
    runs=0
    execs=0
    hits=0
    result=ok
    while :; do
      left=$((deadline - $(date +%s)))
      [ "$left" -ge 1 ] || break
      runs=$((runs + 1))
      log=$work/run-$runs.log
      if nice -n 10 "$OUT/bin/$target" -max_total_time="$left" -timeout="$FUZZ_TIMEOUT" \
        -rss_limit_mb="$FUZZ_RSS_MB" -max_len="$(max_len "$target")" -dict=Fuzz/mvcsh.dict \
        -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$work/corpus" "Fuzz/$target/corpus" >"$log" 2>&1; then
        failed=false
      else
        failed=true
      fi
      n=$(awk '/^stat::number_of_executed_units:/ { n = $NF } END { print n + 0 }' "$log")
      execs=$((execs + n))
      $failed || break
      sig=$(signature "$log")
      artifact=$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | tail -n 1)
      if [ -n "$sig" ] && grep -qxF "$sig" "$known"; then
        hits=$((hits + 1))
        echo "  known failure again ($(echo "$sig" | cut -d'|' -f1)); going on"
        if [ -n "$artifact" ]; then
          rm -f "$artifact"
          # An input of the corpus that fails now (the product changed) would fail every
          # restart: it goes. (libFuzzer names both by the SHA-1 of their bytes.)
          rm -f "$work/corpus/${artifact##*-}"
        fi
        [ "$runs" -lt 50 ] || break
        continue
      fi
      result=NEW
      status=1
      echo "  NEW FAILURE: $(echo "${sig:-unrecognized (see the log)}" | readable)"
      echo "  log: $log"
      if [ -n "$artifact" ]; then
        echo "  input: $artifact"
        echo "  reproduce: $OUT/bin/$target $artifact"
        echo "  keep it: scripts/fuzz.sh keep $target $artifact SHORT-NAME"
      fi
      sed -n '/ERROR:\|Fatal error\|SUMMARY/p' "$log" | head -n 5 | sed 's/^/  | /'
      break
    done
    seconds=$((FUZZ_SECONDS - (deadline - $(date +%s))))
    [ "$seconds" -ge 1 ] || seconds=1
    [ "$hits" -eq 0 ] || result="$result (known failures hit $hits times)"
    line=$(printf 'fuzz %-8s %9d execs %6d exec/s  %s' "$target" "$execs" \
      $((execs / seconds)) "$result")
    echo "$line" >>"$summary"
  done
  echo "== fuzz summary (${FUZZ_SECONDS}s a target)"
  cat "$summary"
  return $status
}

# MARK: regressions

regressions() {
  build
  mkdir -p "$OUT/work"
  status=0
  lines=""
  known=$OUT/work/known
  : >"$known"
  for target in "$@"; do
    echo "== $target"
    known_signatures
    [ "$kept" -gt 0 ] || echo "  (no kept inputs)"
    if [ "$still" -gt 0 ]; then status=1; fi
    lines="$lines$(printf 'regressions %-8s %3d kept %3d still failing' "$target" "$kept" "$still")
"
  done
  echo "== regression summary"
  printf '%s' "$lines"
  return $status
}

# MARK: keep, merge, seed

keep() {
  [ $# -eq 3 ] || die "usage: scripts/fuzz.sh keep TARGET FILE NAME"
  check_targets "$1"
  [ -f "$2" ] || die "no file $2"
  mkdir -p "Fuzz/$1/regressions"
  cp "$2" "Fuzz/$1/regressions/$3"
  echo "kept Fuzz/$1/regressions/$3: add a line about it to Fuzz/$1/regressions/README.md"
}

# Adds to Fuzz/<target>/corpus the inputs of the runs (.build/fuzz/work) that reach code its
# inputs do not, each cut to FUZZ_MERGE_MAX_LEN bytes (512) so the folder stays small; what it
# holds stays.
merge() {
  build
  for target in "$@"; do
    work=$OUT/work/$target
    [ -d "$work/corpus" ] || continue
    before=$(ls "Fuzz/$target/corpus" | wc -l)
    "$OUT/bin/$target" -merge=1 -timeout="$FUZZ_TIMEOUT" -rss_limit_mb="$FUZZ_RSS_MB" \
      -max_len="${FUZZ_MERGE_MAX_LEN:-512}" "Fuzz/$target/corpus" "$work/corpus" \
      >"$work/merge.log" 2>&1 || die "merge of $target failed: see $work/merge.log"
    echo "$target: $(($(ls "Fuzz/$target/corpus" | wc -l) - before)) inputs added," \
      "$(cat "Fuzz/$target/corpus"/* | wc -c | awk '{ printf "%d", $1 / 1024 }') KB"
  done
}

# (Re)writes the seeds, named after the files they come from; the inputs merge added (named by
# their SHA-1) stay.
seed() {
  for target in $TARGETS; do
    mkdir -p "Fuzz/$target/corpus"
    find "Fuzz/$target/corpus" -type f ! -name '????????????????????????????????????????' \
      -exec rm -f {} +
  done
  for file in Tests/*/Transcripts/*.mvcsh; do
    name=$(basename "$file" .mvcsh)
    cp "$file" "Fuzz/line/corpus/transcript-$name"
    cp "$file" "Fuzz/session/corpus/transcript-$name"
  done
  for file in Lessons/*.lesson; do
    name=$(basename "$file" .lesson)
    cp "$file" "Fuzz/lesson/corpus/$name"
    # What a learner types in the lesson: its setup, solutions and demonstrations.
    sed -n 's/^\(setup\|solution\|demo\): //p' "$file" >"Fuzz/line/corpus/lesson-$name"
    cp "Fuzz/line/corpus/lesson-$name" "Fuzz/session/corpus/lesson-$name"
  done
  # Catalogs in pieces of about 2 KB, cut between entries (English, and a few in Chinese); one
  # three-part input (English, Simplified and Traditional Chinese, separated by NUL bytes, as
  # FuzzTarget.catalog reads them).
  for file in Translations/en/*.strings Translations/zh-Hans/cli.strings \
    Translations/zh-Hans/tutor-errors.strings Translations/zh-Hant/roles.strings; do
    language=$(basename "$(dirname "$file")")
    name=$(basename "$file" .strings)
    awk -v prefix="Fuzz/catalog/corpus/$language-$name-" '
      BEGIN { part = 1 }
      { text = text $0 "\n" }
      /;[ \t]*$/ && length(text) > 2048 { printf "%s", text > (prefix part); close(prefix part)
                                         part++; text = "" }
      END { if (text != "") printf "%s", text > (prefix part) }' "$file"
  done
  { cat Translations/en/roles.strings; printf '\000'; cat Translations/zh-Hans/roles.strings
    printf '\000'; cat Translations/zh-Hant/roles.strings; } >Fuzz/catalog/corpus/all-roles
  for file in Tests/MVCExportTests/Golden/*.json Tests/MVCExportTests/Golden/*.jsonl \
    Tests/MVCShellTests/Transcripts/Exports/round-trip.json \
    Tests/MVCShellTests/Transcripts/Exports/round-trip.jsonl; do
    case $file in *.perfetto.json) continue ;; esac
    case $file in */Golden/*) prefix=golden ;; *) prefix=transcript ;; esac
    cp "$file" "Fuzz/trace/corpus/$prefix-$(basename "$file")"
  done
  for target in $TARGETS; do
    echo "$target: $(ls "Fuzz/$target/corpus" | wc -l) inputs," \
      "$(cat "Fuzz/$target/corpus"/* | wc -c | awk '{ printf "%d", $1 / 1024 }') KB"
  done
}

command=${1:-}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- $TARGETS
case $command in
  build) build ;;
  run) check_targets "$@"; run "$@" ;;
  regressions) check_targets "$@"; regressions "$@" ;;
  keep) keep "$@" ;;
  merge) check_targets "$@"; merge "$@" ;;
  seed) seed ;;
  *) sed -n '2,11s/^# \{0,1\}//p' "$0"; exit 2 ;;
esac
