#!/bin/sh
# tests/run.sh BUILDDIR SRCDIR: the whole suite. Runs the unit tests (plain,
# under ASan+UBSan, under TSan) and every cram file against the binary of
# the build tree, then prints "N passed, N failed" and fails if any failed.
set -u
build=${1:-$(pwd)}
src=${2:-$(cd "$(dirname "$0")/.." && pwd)}
passed=0
failed=0
failures=""

count() {  # count NAME STATUS
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures="$failures $1"
  fi
}

# Unit tests: each case is one test; a crashing program counts as a failure.
for flavour in unit unit_asan unit_tsan; do
  prog="$build/tests/unit/$flavour"
  out=$("$prog" 2>&1)
  status=$?
  printf '%s\n' "$out" | sed "s/^/[$flavour] /" | grep -v '^\[[a-z_]*\] ok ' || true
  p=$(printf '%s\n' "$out" | grep -c '^ok ')
  f=$(printf '%s\n' "$out" | grep -c '^FAIL ')
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
    count "$flavour(crash)" 1
  fi
done

# Fuzz regression inputs, replayed under ASan+UBSan: one test per target.
for t in parse config cmdline results; do
  out=$("$build/tests/fuzz/replay_$t" "$src"/tests/fuzz/corpus/$t/* 2>&1)
  status=$?
  [ "$status" -eq 0 ] || printf '%s\n' "$out" | tail -20
  count "fuzz-corpus-$t" "$status"
done

# Throwaway database servers for the db_*.t files, started once for the
# whole suite and always stopped; a server that does not start is a failed
# test (the db_*.t files then fail too), never a skip.
dbdir=$(mktemp -d /tmp/sbng-db.XXXXXX)
trap 'sh "$src/tests/dbserver.sh" stop "$dbdir"; rm -rf "$dbdir"' EXIT
trap 'exit 130' INT TERM
db_t0=$(date +%s.%N)
if sh "$src/tests/dbserver.sh" start "$dbdir"; then
  count dbserver-start 0
  set -a
  . "$dbdir/env"
  set +a
else
  count dbserver-start 1
fi
elapsed() { awk "BEGIN { print $(date +%s.%N) - $1 }"; }
db_start=$(elapsed "$db_t0")
db_files=0

# Cram tests run the build tree's binary: it comes first on PATH.
export PATH="$build/src:$PATH"
export SYSBENCH="$build/src/sysbench"
export SYSBENCH_ASAN="$build/src/sysbench_asan"
export TESTS_SRC="$src/tests"
export LC_ALL=C
for t in "$src"/tests/*.t; do
  name=$(basename "$t")
  t0=$(date +%s.%N)
  if cram3 -q --shell=/bin/bash "$t" >"$build/tests/$name.out" 2>&1; then
    count "$name" 0
  else
    # cram leaves the actual transcript next to the test as NAME.t.err
    diff -u "$t" "$t.err" 2>/dev/null | head -60
    count "$name" 1
  fi
  case "$name" in db_*) db_files=$(awk "BEGIN { print $db_files + $(elapsed "$t0") }") ;; esac
done
printf 'database tests: servers started in %.1f s, db_*.t files ran %.1f s\n' "$db_start" "$db_files"

[ -n "$failures" ] && echo "failed:$failures"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
