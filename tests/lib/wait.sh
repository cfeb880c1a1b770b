# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/wait.sh: waiting for a program to get somewhere, never for a
# fixed time (sourced by cram files that signal or change things under a
# running sysbench, and by net_lib.sh).

# waitfor FILE PATTERN [SECONDS]: until FILE has a line with PATTERN (30 s
# at most: a loaded machine may take that long); fails after.
waitfor() {
  n=$(( ${3:-30} * 10 ))
  while [ "$n" -gt 0 ]; do
    grep -q -e "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
    n=$((n - 1))
  done
  echo "waitfor: no '$2' in $1 after ${3:-30} s"
  return 1
}
