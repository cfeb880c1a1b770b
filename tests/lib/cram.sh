#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/cram.sh FILE.t...: runs cram files against the build tree's binary
# (the suite's environment, without the unit tests). -i updates them.
# CROSS=arm64 or armhf runs them against that cross build instead, under
# qemu-user (tests/cross/build.sh ARCH BUILDDIR makes it). The database
# files (tests/db/*.t) get throwaway servers, unless SB_MYSQL_SOCKET says some
# are running already.
here=$(cd "$(dirname "$0")" && pwd)
tests=$(cd "$here/.." && pwd)
build=${BUILD:-$(cd "$tests/.." && pwd)}
if [ -n "${CROSS:-}" ]; then
  export PATH="$build/cross/$CROSS/bin:$PATH"
  export SYSBENCH="$build/cross/$CROSS/bin/sysbench"
else
  export PATH="$build/src:$PATH"
  export SYSBENCH="$build/src/sysbench"
  export SYSBENCH_ASAN="$build/src/sysbench_asan"
fi
export TESTS_SRC="$tests"
export LC_ALL=C
# The run monitor reads fixture trees, not this machine (whose load
# would change every report): a machine with none of its files.
export SYSBENCH_SYSFS_ROOT="$tests/data/monitor/none"
export SYSBENCH_PROCFS_ROOT="$tests/data/monitor/none"
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
