#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/driver.sh: the suite's test driver for automake's parallel
# harness (Makefile.am's LOG_DRIVER and T_LOG_DRIVER; tests/lib/suite.mk
# makes the list). Called as
#   driver.sh --test-name NAME --log-file LOG --trs-file TRS [--color-tests
#     yes|no] [--expect-failure no] [--enable-hard-errors yes] -- FILE
# with SB_BUILD and SB_SRC (the build and source trees) and SB_SERIAL_FILES
# (the serial group's files, as tests/lib/suite.mk found them) in the
# environment.
# NAME says what to run:
#   tests/unit/PROGRAM              a unit program: each `ok`/`FAIL` line is
#                                   one result, a crash without one a failure
#   tests/fuzz/replay_TARGET        a fuzz target over its corpus (one result)
#   tests/AREA/FILE.t               a cram file against the build's binary
#   cross/ARCH/build/tests/unit/unit  the plain unit program under qemu-user
#   cross/ARCH/tests/AREA/FILE.t    a cram file against that cross build,
#                                   unless emulation_skip leaves it out
# LOG gets the output and the time; TRS the results and, for
# tests/lib/summary.sh, `:sb-name:`, `:sb-time:`, `:sb-cpu:` (the CPU
# seconds, user and system, of the processes it waited for: qemu's
# included, a server left in the background not), `:sb-start:`, `:sb-end:`,
# `:sb-skip: REASON|NAME|WHERE` and `:sb-failed: NAME` lines (automake's harness
# ignores fields it does not know). A file that takes longer than
# SB_TEST_TIMEOUT seconds (1800) is stopped and fails.
set -u
name="" log="" trs="" color=no
while [ $# -gt 0 ]; do
  case "$1" in
  --test-name) name=$2; shift ;;
  --log-file) log=$2; shift ;;
  --trs-file) trs=$2; shift ;;
  --color-tests) color=$2; shift ;;
  --expect-failure|--enable-hard-errors) shift ;;
  --) shift; break ;;
  *) echo "driver.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
file=${1:-}
[ -n "$name" ] && [ -n "$log" ] && [ -n "$trs" ] || { echo "driver.sh: needs --test-name, --log-file and --trs-file" >&2; exit 2; }
# A test's own make (the package's build) is not a job of the harness's,
# nor does it get its variables (TESTS, CROSS).
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
build=${SB_BUILD:?}
src=${SB_SRC:?}
tests=$src/tests
here=$tests/lib

# What emulated runs leave out, and why: what qemu-user cannot do (kernel
# AIO: no io_setup; exec of /proc/self/exe, the target's binary, which the
# host kernel refuses without binfmt_misc; process limits, since qemu adds
# a thread of its own to every process), tools that would look at qemu
# rather than sysbench (sanitizers, valgrind), what is the same program on
# every target (the docs, the package, Ansible's controller), and the
# serial group's files: they check seconds, which under qemu-user are the
# emulator's (a run's arithmetic of time, rates and reports is in the unit
# program, which the emulated runs run).
emulation_skip() {  # emulation_skip AREA/FILE.t ARCH: prints the reason, or fails
  case "$1:$2" in  # one target only
  lua/many_options.t:armhf)
    echo "LuaJIT under qemu-arm faults on a heap of 100,000 small tables, as Debian's armhf luajit does there"
    return 0 ;;
  consumers/consumers.t:arm64)
    echo "the reports' text as programs read it, whose form follows the word size, not the instruction set: the native run (64-bit) and armhf's (32-bit) read it; every test it runs runs under arm64 in its own file"
    return 0 ;;
  esac
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
  results/results_scale.t) echo "inputs of millions of keys and thousands of files, whose growth is the algorithms', the same on every target (checked natively)" ;;
  copy/default_time.t) echo "11 s of a slow device against the default --time, the same limit on every target (checked natively)" ;;
  deploy/ansible.t) echo "Ansible's controller, ssh and the playbook, the same on every target (checked natively)" ;;
  *)
    case " ${SB_SERIAL_FILES:-} " in *" tests/$1 "*) ;; *) return 1 ;; esac
    echo "the seconds a serial file checks, which under qemu-user are the emulator's (checked natively; the arithmetic in the unit program)"
    ;;
  esac
}

now() { date +%s.%N; }
t0=$(now)
: > "$log"
: > "$trs"
failed=0 passed=0 skipped=0 note=""

result() {  # result PASS|FAIL|SKIP: one result
  echo ":test-result: $1" >> "$trs"
  case "$1" in
  PASS) passed=$((passed + 1)) ;;
  FAIL) failed=$((failed + 1)) ;;
  SKIP) skipped=$((skipped + 1)) ;;
  esac
}

skip() {  # skip NAME REASON WHERE
  result SKIP
  echo ":sb-skip: $2|$1|$3" >> "$trs"
  note=$2
}

# unit LABEL COMMAND...: a unit program; each case one result.
unit() {
  label=$1
  shift
  out=$(mktemp)
  timeout -k 30 "${SB_TEST_TIMEOUT:-1800}" "$@" > "$out" 2>&1
  status=$?
  cat "$out" >> "$log"
  p=$(grep -c '^ok ' "$out")
  f=$(grep -c '^FAIL ' "$out")
  rm -f "$out"
  i=0; while [ "$i" -lt "$p" ]; do result PASS; i=$((i + 1)); done
  i=0; while [ "$i" -lt "$f" ]; do result FAIL; i=$((i + 1)); done
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "$label: exit status $status without a FAIL line (a crash)" >> "$log"
    result FAIL
  fi
  note="$p passed, $f failed"
}

# cram FILE WHERE: one cram file, in the environment of suite_env.sh; a
# failure's log ends with the lines that really differ (cram's diff lists
# matched globs too).
cram() {
  rm -f "$1.err"
  timeout -k 30 "${SB_TEST_TIMEOUT:-1800}" cram3 -q --shell=/bin/bash "$1" >> "$log" 2>&1
  status=$?
  if [ "$status" -ne 0 ]; then
    [ "$status" -eq 124 ] && echo "stopped after ${SB_TEST_TIMEOUT:-1800} s (SB_TEST_TIMEOUT)" >> "$log"
    { echo "--- the lines that differ ($1.err is the whole transcript) ---"
      python3 "$here/cram_mismatch.py" "$1" | head -60; } >> "$log"
    result FAIL
  elif grep -q ' 1 skipped,' "$log"; then
    skip "$rel" "its own check" "$2"
  else
    result PASS
  fi
}

# Throwaway database servers for a tests/db/*.t file, always stopped; a
# server that does not start fails the file (never a skip). Shared
# servers (SB_MYSQL_SOCKET set) are used as they are.
dbdir=""
db_start() {
  [ -z "${SB_MYSQL_SOCKET:-}" ] || return 0
  dbdir=$(mktemp -d /tmp/sbng-db.XXXXXX)
  trap 'sh "$here/dbserver.sh" stop "$dbdir"; rm -rf "$dbdir"' EXIT
  trap 'exit 130' INT TERM
  d0=$(now)
  sh "$here/dbserver.sh" start "$dbdir" >> "$log" 2>&1 || return 1
  echo "database servers started in $(awk "BEGIN { printf \"%.1f\", $(now) - $d0 }") s" >> "$log"
  set -a
  . "$dbdir/env"
  set +a
}

# cross_built ARCH: true if the harness's build of ARCH (tests/lib/suite.mk)
# did not fail; else the file fails, saying so.
cross_built() {
  [ -e "$build/cross/$1/build-failed" ] || return 0
  echo "the $1 cross build failed: its log is cross/$1/build.log" >> "$log"
  result FAIL
  return 1
}

case "$name" in
cross/*/build/tests/unit/unit)
  arch=${name#cross/}; arch=${arch%%/*}
  if cross_built "$arch"; then
    for p in unit_asan unit_tsan fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus fuzz-corpus; do
      skip "$p" sanitizer "$arch"
    done
    # Each case's hang guard (tests/unit/unit.c) as long as a file's, less a
    # minute: under qemu on a loaded machine, the slowest case took over 300 s.
    UNIT_CASE_TIMEOUT=${UNIT_CASE_TIMEOUT:-$((${SB_TEST_TIMEOUT:-1800} - 60))}
    export UNIT_CASE_TIMEOUT
    unit "$arch/unit" "$build/cross/$arch/bin/qemu" "$build/cross/$arch/build/tests/unit/unit"
  fi
  ;;
cross/*.t)
  arch=${name#cross/}; arch=${arch%%/*}
  rel=${name#cross/"$arch"/tests/}
  if ! cross_built "$arch"; then
    :
  elif reason=$(emulation_skip "$rel" "$arch"); then
    skip "$rel" "$reason" "$arch"
  else
    . "$here/suite_env.sh"
    cram "$file" "$arch"
  fi
  ;;
tests/*.t)
  arch=""
  rel=${name#tests/}
  . "$here/suite_env.sh"
  case "$rel" in
  db/*) if db_start; then cram "$file" native; else result FAIL; fi ;;
  *) cram "$file" native ;;
  esac
  ;;
tests/unit/*)
  prog=${name#tests/unit/}
  if [ "$prog" = unit_tsan ] && [ ! -e "$build/tests/unit/unit_tsan" ]; then
    skip unit_tsan sanitizer "native (no TSan for this target)"
  else
    unit "$prog" "$build/$name"
  fi
  ;;
tests/fuzz/replay_*)
  t=${name#tests/fuzz/replay_}
  timeout -k 30 "${SB_TEST_TIMEOUT:-1800}" "$build/$name" "$tests/fuzz/corpus/$t"/* >> "$log" 2>&1
  if [ $? -eq 0 ]; then result PASS; else result FAIL; fi
  ;;
*)
  echo "driver.sh: no such kind of test: $name" >> "$log"
  result FAIL
  ;;
esac

t1=$(now)
secs=$(awk "BEGIN { printf \"%.1f\", $t1 - $t0 }")
# The shell's `times` (its own line, then its children's user and system),
# run in this shell: in a subshell it would count the subshell's children.
tf=$(mktemp)
times > "$tf"
cpu=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); n += p[1] * 60 + p[2] } printf "%.1f", n }' "$tf")
rm -f "$tf"
if [ "$failed" -gt 0 ]; then
  global=FAIL
  echo ":sb-failed: $name" >> "$trs"
elif [ "$passed" -gt 0 ]; then
  global=PASS
else
  global=SKIP
fi
echo "time: $secs s, cpu $cpu s" >> "$log"
{
  echo ":sb-name: $name"
  echo ":global-test-result: $global"
  [ "$global" = FAIL ] && echo ":recheck: yes" || echo ":recheck: no"
  [ "$global" = FAIL ] && echo ":copy-in-global-log: yes" || echo ":copy-in-global-log: no"
  echo ":sb-time: $secs"
  echo ":sb-cpu: $cpu"
  echo ":sb-start: $t0"
  echo ":sb-end: $t1"
} >> "$trs"
col="" std=""
if [ "$color" = yes ]; then
  case "$global" in PASS) col='\033[0;32m' ;; FAIL) col='\033[0;31m' ;; *) col='\033[1;34m' ;; esac
  std='\033[m'
fi
printf "$col%s$std: %s (%s s, cpu %s s%s)\n" "$global" "$name" "$secs" "$cpu" "${note:+, $note}"
