#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/compat.sh: runs the Lua scripts of tests/lua (the test suite's
# contract) on sysbench-ng and on the reference, and diffs their output
# with figures, timings and the version masked. Scripts that use only the
# reference's API must print the same; known differences are listed.
. "$(dirname "$0")/lib.sh"
lua="$here/../lua"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$lua"/*.lua "$tmp"
cd "$tmp" || exit 1

mask() {
  sed -e 's/1\.0\.20-ng[0-9][0-9]*/1.0.20/g' -e 's/[0-9][0-9]*\.[0-9][0-9]*/N/g' \
      -e 's/\(\[string "sysbench[.a-z]*\.lua"\]\):[0-9]*/\1:L/g' | sort
}

same=0; differ=0
check() {  # check ARGS...: one command line on both binaries
  "$OURS" "$@" >ours.out 2>&1; echo "rc=$?" >>ours.out
  "$REF" "$@" >ref.out 2>&1; echo "rc=$?" >>ref.out
  if mask <ours.out | cmp -s - "$(mask <ref.out >ref.masked && echo ref.masked)"; then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "== differs: $*"
    mask <ref.out | diff - "$(mask <ours.out >ours.masked && echo ours.masked)" | head -10
  fi
}

check hooks.lua run --events=4 --threads=2
check hooks.lua prepare
check hooks.lua cleanup
check stop.lua run --time=0
check restart.lua run
check options.lua run --positive=3 --int_opt2=7 --size_opt=2M --list_opt1=a,,b
check options.lua help
check legacy.lua run --foo=bar --threads=2
check commands.lua hello
check commands.lua par --threads=3
check commands.lua refuse
check commands.lua boom
check commands.lua malformed
check rand_vectors.lua run --rand-seed=1 --percentile=0
check rand_moments.lua run --rand-seed=3
check histogram.lua
check reports.lua run --events=200 --time=0
check sum_events.lua run --events=100 --time=0
check event_error.lua run
check thread_init_error.lua run --threads=2
check syntax_error.lua run
check no_event.lua run
check bad_options.lua run
check program.lua
echo "$same same, $differ differ"
echo "expected differences: rand_moments.lua prints a zipfian line (a 1.1 distribution);"
echo "report_json shows the run's thread count in the final report (the reference: 0)."
