#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/cram.sh FILE.t...: runs cram files against the build tree's binary
# (the suite's environment, tests/lib/suite_env.sh, without the harness:
# `make check TESTS=...` runs files with logs and times). -i updates them.
# CROSS=arm64 or armhf runs them against that cross build instead, under
# qemu-user (tests/cross/build.sh ARCH BUILDDIR makes it). The database
# files (tests/db/*.t) get throwaway servers, unless SB_MYSQL_SOCKET says some
# are running already.
here=$(cd "$(dirname "$0")" && pwd)
tests=$(cd "$here/.." && pwd)
build=${BUILD:-$(cd "$tests/.." && pwd)}
arch=${CROSS:-}
. "$here/suite_env.sh"
case "$*" in
*db/*)
  if [ -z "${SB_MYSQL_SOCKET:-}" ]; then
    dbdir=$(mktemp -d /tmp/sbng-db.XXXXXX)
    trap 'sh "$here/dbserver.sh" stop "$dbdir"; rm -rf "$dbdir"' EXIT
    trap 'exit 130' INT TERM
    sh "$here/dbserver.sh" start "$dbdir" || exit 1
    set -a
    . "$dbdir/env"
    set +a
    cram3 --shell=/bin/bash "$@"
    exit $?
  fi
  ;;
esac
exec cram3 --shell=/bin/bash "$@"
