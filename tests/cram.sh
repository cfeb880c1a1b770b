#!/bin/sh
# tests/cram.sh FILE.t...: runs cram files against the build tree's binary
# (the suite's environment, without the unit tests). -i updates them.
# CROSS=arm64 or armhf runs them against that cross build instead, under
# qemu-user (tests/cross/build.sh ARCH BUILDDIR makes it).
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-$(cd "$here/.." && pwd)}
if [ -n "${CROSS:-}" ]; then
  export PATH="$build/cross/$CROSS/bin:$PATH"
  export SYSBENCH="$build/cross/$CROSS/bin/sysbench"
else
  export PATH="$build/src:$PATH"
  export SYSBENCH="$build/src/sysbench"
  export SYSBENCH_ASAN="$build/src/sysbench_asan"
fi
export TESTS_SRC="$here"
export LC_ALL=C
exec cram3 --shell=/bin/bash "$@"
