#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/cram_times.sh FILE.t [N]: where a cram file spends its time: runs
# it as tests/lib/cram.sh does (CROSS=arm64|armhf for an emulated run) and
# prints its N slowest commands (10), each as its seconds and its line of
# FILE.t. A DEBUG trap (BASH_ENV, sourced by the shell cram starts) notes
# the time of each of cram's markers between two commands of the file
# ("echo SALT LINE STATUS", LINE the line before the next command); it
# opens its file each time, so that the commands see no descriptor more.
set -u
[ $# -ge 1 ] || { echo "usage: $0 FILE.t [N]" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
file=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%s\n' "trap 'case \$BASH_COMMAND in \"echo CRAM\"*) echo \"\$EPOCHREALTIME \$BASH_COMMAND\" >> \"$work/trace\" ;; esac' DEBUG" > "$work/env"
BASH_ENV="$work/env" sh "$here/cram.sh" -q "$file" > "$work/out" 2>&1
status=$?
awk '$2 == "echo" && $3 ~ /^CRAM/ {
       if (prev != "") printf "%8.2f s  line %d\n", $1 - prev, line + 1
       prev = $1; line = $4
     }' "$work/trace" | sort -rn | head -"${2:-10}"
[ "$status" -eq 0 ] || echo "(the file failed: $(tail -1 "$work/out"))"
