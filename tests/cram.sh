#!/bin/sh
# tests/cram.sh FILE.t...: runs cram files against the build tree's binary
# (the suite's environment, without the unit tests). -i updates them.
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD:-$(cd "$here/.." && pwd)}
export PATH="$build/src:$PATH"
export SYSBENCH="$build/src/sysbench"
export SYSBENCH_ASAN="$build/src/sysbench_asan"
export TESTS_SRC="$here"
export LC_ALL=C
exec cram3 --shell=/bin/bash "$@"
