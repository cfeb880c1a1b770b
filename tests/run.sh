#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/run.sh BUILDDIR SRCDIR [ARCH...]: the whole suite. Runs the unit
# tests (plain, under ASan+UBSan, under TSan) and every cram file against
# the binary of the build tree; then, for each ARCH (arm64, armhf) that
# tests/cross/build.sh has built in BUILDDIR/cross/ARCH, the plain unit
# tests and the cram files again, under qemu-user. Prints what was skipped
# ("N skipped (reasons)") if anything was, then "N passed, N failed", and
# fails if any failed.
set -u
build=${1:-$(pwd)}
src=${2:-$(cd "$(dirname "$0")/.." && pwd)}
[ $# -ge 2 ] && shift 2 || shift $#
passed=0
failed=0
failures=""
skipped=0
skips=""

# The run monitor reads fixture trees, not this machine (whose load
# would change every report): a machine with none of its files.
export SYSBENCH_SYSFS_ROOT="$src/tests/data/monitor/none"
export SYSBENCH_PROCFS_ROOT="$src/tests/data/monitor/none"

count() {  # count NAME STATUS
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures="$failures $1"
  fi
}

skip() {  # skip NAME REASON WHERE
  skipped=$((skipped + 1))
  skips="$skips$2|$1|$3
"
}

# What emulated runs leave out, and why: only what qemu-user cannot do
# (kernel AIO: no io_setup; exec of /proc/self/exe, the target's binary,
# which the host kernel refuses without binfmt_misc; process limits, since
# qemu adds a thread of its own to every process) and tools that would look
# at qemu rather than sysbench (sanitizers, valgrind).
emulation_skip() {  # emulation_skip AREA/FILE.t ARCH: prints the reason, or fails
  if [ "$1:$2" = lua/many_options.t:armhf ]; then
    echo "LuaJIT under qemu-arm faults on a heap of 100,000 small tables, as Debian's armhf luajit does there"
    return 0
  fi
  case "$1" in
  fileio/async.t|storage/storage.t) echo libaio ;;
  system/execl.t) echo "exec of an ARM binary" ;;
  system/limits.t) echo "qemu-user's own threads" ;;
  net/hostile.t|net/soak.t) echo "qemu-user's own descriptors and memory" ;;
  fileio/uring.t|fileio/uring_faults.t) echo io_uring ;;
  core/asan.t|core/sweep_matrix.t) echo sanitizer ;;
  db/*.t) echo database ;;
  core/valgrind.t) echo valgrind ;;
  lib/cram_mismatch.t) echo "the suite's own log helper, which runs no sysbench (checked natively)" ;;
  core/layers.t) echo "the build's object graph, the same on every target (checked natively)" ;;
  packaging/package.t|packaging/manpage.t) echo "the package and the man page, made by running the native build" ;;
  packaging/docs.t) echo "the documentation, checked against the native build" ;;
  packaging/completion.t) echo "the completion of every option, the database drivers' included, which the cross builds do not have (checked natively)" ;;
  metrics/push.t) echo "libcurl (the cross builds have no libcurl headers: --push says so)" ;;
  *) return 1 ;;
  esac
}

# Unit tests: each case is one test; a crashing program counts as a failure.
unit_tests() {  # unit_tests LABEL COMMAND...
  label=$1
  shift
  out=$("$@" 2>&1)
  status=$?
  printf '%s\n' "$out" | sed "s|^|[$label] |" | grep -v '^\[[a-z0-9_/]*\] ok ' || true
  p=$(printf '%s\n' "$out" | grep -c '^ok ')
  f=$(printf '%s\n' "$out" | grep -c '^FAIL ')
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
    count "$label(crash)" 1
  fi
}

# One cram file, in the environment the caller exported; cram leaves the
# actual transcript next to the test as NAME.t.err. A failure's log shows
# the lines that really differ (cram's diff lists matched globs too).
cram_file() {  # cram_file LABEL FILE.t LOG WHERE
  t0=$(date +%s.%N)
  out=$(cram3 -q --shell=/bin/bash "$2" 2>&1)
  status=$?
  case "$1" in db/*|*/db/*) db_files=$(awk "BEGIN { print $db_files + $(elapsed "$t0") }") ;; esac
  printf '%s\n' "$out" > "$3"
  if [ "$status" -ne 0 ]; then
    python3 "$src/tests/lib/cram_mismatch.py" "$2" | head -60
    count "$1" 1
  elif printf '%s\n' "$out" | grep -q ' 1 skipped,'; then
    skip "${1#"$4"/}" "its own check" "$4"
  else
    count "$1" 0
  fi
}

# Throwaway database servers for the tests/db/*.t files, started once for the
# whole suite and always stopped; a server that does not start is a failed
# test (the db/*.t files then fail too), never a skip.
elapsed() { awk "BEGIN { print $(date +%s.%N) - $1 }"; }
dbdir=$(mktemp -d /tmp/sbng-db.XXXXXX)
trap 'sh "$src/tests/lib/dbserver.sh" stop "$dbdir"; rm -rf "$dbdir"' EXIT
trap 'exit 130' INT TERM
db_t0=$(date +%s.%N)
if sh "$src/tests/lib/dbserver.sh" start "$dbdir"; then
  count dbserver-start 0
  set -a
  . "$dbdir/env"
  set +a
else
  count dbserver-start 1
fi
db_start=$(elapsed "$db_t0")
db_files=0

for flavour in unit unit_asan unit_tsan report_unit; do
  if [ "$flavour" = unit_tsan ] && [ ! -e "$build/tests/unit/unit_tsan" ]; then
    skip unit_tsan sanitizer "native (no TSan for this target)"
    continue
  fi
  unit_tests "$flavour" "$build/tests/unit/$flavour"
done

# Fuzz regression inputs, replayed under ASan+UBSan: one test per target.
for t in parse config cmdline results net session; do
  out=$("$build/tests/fuzz/replay_$t" "$src"/tests/fuzz/corpus/$t/* 2>&1)
  status=$?
  [ "$status" -eq 0 ] || printf '%s\n' "$out" | tail -20
  count "fuzz-corpus-$t" "$status"
done

# Cram tests run the build tree's binary: it comes first on PATH.
export TESTS_SRC="$src/tests"
export LC_ALL=C
path=$PATH
export PATH="$build/src:$path"
export SYSBENCH="$build/src/sysbench"
export SYSBENCH_ASAN="$build/src/sysbench_asan"
for t in "$src"/tests/*/*.t; do
  name=${t#"$src/tests/"}
  mkdir -p "$build/tests/${name%/*}"
  cram_file "$name" "$t" "$build/tests/$name.out" native
done

# Under qemu-user: bin/ comes first on PATH (sysbench runs the target's
# binary, cc builds for the target); the cram files are copied, so that
# their .err files do not mix with the native run's.
unset SYSBENCH_ASAN
for arch in "$@"; do
  dir=$build/cross/$arch
  for p in unit_asan unit_tsan fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus; do
    skip "$p" sanitizer "$arch"
  done
  unit_tests "$arch/unit" "$dir/bin/qemu" "$dir/build/tests/unit/unit"
  mkdir -p "$dir/tests"
  export PATH="$dir/bin:$path"
  export SYSBENCH="$dir/bin/sysbench"
  for t in "$src"/tests/*/*.t; do
    name=${t#"$src/tests/"}
    if reason=$(emulation_skip "$name" "$arch"); then
      skip "$name" "$reason" "$arch"
      continue
    fi
    mkdir -p "$dir/tests/${name%/*}"
    cp "$t" "$dir/tests/$name"
    rm -f "$dir/tests/$name.err"
    cram_file "$arch/$name" "$dir/tests/$name" "$dir/tests/$name.out" "$arch"
  done
done

printf 'database tests: servers started in %.1f s, db/*.t files ran %.1f s\n' "$db_start" "$db_files"
[ -n "$failures" ] && echo "failed:$failures"
# "reason [where...]: name..." for each reason, as "libaio [arm64 armhf]:
# fileio/async.t".
if [ "$skipped" -gt 0 ]; then
  reasons=$(printf '%s' "$skips" | sort | awk -F'|' '
    !($1 in names) { order[++n] = $1; names[$1] = ""; where[$1] = "" }
    !(($1, $2) in named) { named[$1, $2] = 1; names[$1] = names[$1] " " $2 }
    !(($1, $3) in placed) { placed[$1, $3] = 1; where[$1] = where[$1] (where[$1] == "" ? "" : " ") $3 }
    END { for (i = 1; i <= n; i++) printf "%s%s [%s]:%s", (i > 1 ? "; " : ""), order[i], where[order[i]], names[order[i]] }')
  echo "$skipped skipped ($reasons)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
