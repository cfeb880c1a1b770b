#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/summary.sh FILE.trs...: the suite's summary after automake's
# harness (`make check`'s last lines), from the result files that
# tests/lib/driver.sh wrote: what differs in each failed file (from its
# log), the ten slowest files with their wall and CPU times, the wall and
# CPU time of the parallel part and of the serial group (SB_SERIAL: the serial tests'
# logs, without .log), the failed files, "N skipped (reason [where...]: names; ...)"
# when something was skipped, and last "N passed, N failed"; fails if any
# failed. A test without its result file (a run cut short) failed.
set -u
passed=0 failed=0 skipped=0
failures="" skips="" times="" missing=""
for trs in "$@"; do
  base=${trs%.trs}
  base=${base#./}
  name=$base
  if [ ! -f "$trs" ]; then
    failed=$((failed + 1))
    failures="$failures $name(no result)"
    continue
  fi
  p=$(grep -c '^:test-result: PASS' "$trs")
  f=$(grep -c '^:test-result: FAIL' "$trs")
  passed=$((passed + p))
  failed=$((failed + f))
  skips="$skips$(sed -n 's/^:sb-skip: //p' "$trs")
"
  skipped=$((skipped + $(grep -c '^:test-result: SKIP' "$trs")))
  name=$(sed -n 's/^:sb-name: //p' "$trs")
  name=${name:-$base}
  t=$(sed -n 's/^:sb-time: //p' "$trs")
  c=$(sed -n 's/^:sb-cpu: //p' "$trs")
  s=$(sed -n 's/^:sb-start: //p' "$trs")
  e=$(sed -n 's/^:sb-end: //p' "$trs")
  serial=0
  case " ${SB_SERIAL:-} " in *" $base "*) serial=1 ;; esac
  times="$times${t:-0} $serial ${s:-0} ${e:-0} ${c:-0} $name
"
  if grep -q '^:sb-failed:' "$trs"; then
    failures="$failures $name"
    log=${trs%.trs}.log
    echo "--- $name failed (its log: $log) ---"
    if grep -q '^--- the lines that differ' "$log"; then
      sed -n '/^--- the lines that differ/,$p' "$log" | grep -v '^time: ' | head -62
    else
      grep -v -e '^ok ' -e '^time: ' "$log" | tail -40
    fi
  fi
done

if [ -n "$times" ]; then
  echo "the ten slowest files:"
  printf '%s' "$times" | sort -k1,1 -g -r | head -10 | awk '{ printf "  %7.1f s  cpu %6.1f s  %s%s\n", $1, $5, $6, ($2 ? " (serial)" : "") }'
  printf '%s' "$times" | awk '
    $2 == 0 && $3 > 0 { if (!ps || $3 < ps) ps = $3; if ($4 > pe) pe = $4; pn++; pc += $5 }
    $2 == 1 && $3 > 0 { if (!ss || $3 < ss) ss = $3; if ($4 > se) se = $4; sn++; sc += $5 }
    END {
      if (pn) printf "parallel part: %d file%s in %.0f s (cpu %.0f s)", pn, (pn > 1 ? "s" : ""), pe - ps, pc
      if (sn) printf "%sserial group: %d file%s in %.0f s (cpu %.0f s)", (pn ? "; " : ""), sn, (sn > 1 ? "s" : ""), se - ss, sc
      if (pn || sn) printf "\n"
    }'
fi
[ -n "$failures" ] && echo "failed:$failures"
# "reason [where...]: name..." for each reason, as "libaio [arm64 armhf]:
# fileio/async.t".
if [ "$skipped" -gt 0 ]; then
  reasons=$(printf '%s' "$skips" | grep . | sort | awk -F'|' '
    !($1 in names) { order[++n] = $1; names[$1] = ""; where[$1] = "" }
    !(($1, $2) in named) { named[$1, $2] = 1; names[$1] = names[$1] " " $2 }
    !(($1, $3) in placed) { placed[$1, $3] = 1; where[$1] = where[$1] (where[$1] == "" ? "" : " ") $3 }
    END { for (i = 1; i <= n; i++) printf "%s%s [%s]:%s", (i > 1 ? "; " : ""), order[i], where[order[i]], names[order[i]] }')
  echo "$skipped skipped ($reasons)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
