#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# doc/man.sh SYSBENCH TEMPLATE VERSION PKGDATADIR BASHCOMPDIR SCRIPT...:
# the man page on stdout: TEMPLATE (the hand-written sections) with
# @OPTIONS@ replaced by `SYSBENCH --help-man` (every option group of
# --help, every built-in test's options) and @SCRIPTS@ by each bundled
# SCRIPT's options (`SYSBENCH --help-man SCRIPT help`; scripts with the
# same options, one after the other, share one entry). Its date is
# SOURCE_DATE_EPOCH's (a reproducible package build), else the template's.
set -e
sb=$1 tpl=$2 version=$3 pkgdatadir=$4 bashcompdir=$5
shift 5
date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(stat -c %Y "$tpl")}" +%Y-%m-%d)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$sb" --help-man > "$tmp/options"
: > "$tmp/scripts"
names=
flush() {
  [ -z "$names" ] || { printf '.SS "%s"\n' "$names"; cat "$tmp/prev"; } >> "$tmp/scripts"
}
for s in "$@"; do
  "$sb" --help-man "$s" help > "$tmp/cur"
  if [ -n "$names" ] && cmp -s "$tmp/cur" "$tmp/prev"; then
    names="$names, $s"
    continue
  fi
  flush
  names=$s
  mv "$tmp/cur" "$tmp/prev"
done
flush
sed -e "/^@OPTIONS@\$/r $tmp/options" -e '/^@OPTIONS@$/d' \
    -e "/^@SCRIPTS@\$/r $tmp/scripts" -e '/^@SCRIPTS@$/d' \
    -e "s|@VERSION@|$version|g" -e "s|@DATE@|$date|g" \
    -e "s|@PKGDATADIR@|$pkgdatadir|g" -e "s|@BASHCOMPDIR@|$bashcompdir|g" "$tpl"
