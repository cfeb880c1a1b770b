#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/run.sh BUILDDIR [SRCDIR [ARCH...]]: the whole suite, as
# `./setup.sh test` runs it: `make check` in BUILDDIR through automake's
# parallel harness (tests/lib/suite.mk, tests/lib/driver.sh), with as many
# jobs as the machine has cores and at least 2 (SB_JOBS says otherwise), and
# for each ARCH (arm64, armhf) the emulated runs too, as jobs of the same
# harness, after its jobs that cross-build them (tests/cross/build.sh, in
# BUILDDIR/cross/ARCH) while the native files run.
# A log and a result file per test beside its name in BUILDDIR; the end
# is tests/lib/summary.sh's: the ten slowest files, what was skipped
# ("N skipped (reasons)") if anything was, then "N passed, N failed" as
# the last line (make's own "*** Error" lines, which would follow it, are
# left out); fails if any failed. SRCDIR is the build's own (kept for the
# callers that name it).
set -u
build=${1:-$(pwd)}
[ $# -ge 2 ] && shift 2 || shift $#
jobs=${SB_JOBS:-$(nproc)}
[ "$jobs" -ge 2 ] 2>/dev/null || jobs=2
echo "the suite with $jobs jobs${*:+, emulated runs: $*}"
status=$(mktemp)
trap 'rm -f "$status"' EXIT
{
  make -s --no-print-directory -C "$build" -j"$jobs" check CROSS="$*" 2>&1
  echo $? > "$status"
} | sed -u -e '/^make\(\[[0-9]*\]\)\{0,1\}: \*\*\* \[.*\] Error [0-9]*$/d' \
  -e '/^make\(\[[0-9]*\]\)\{0,1\}: \[.*\] Error [0-9]* (ignored)$/d'
exit "$(cat "$status")"
