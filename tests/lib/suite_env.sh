# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/suite_env.sh: the environment a cram file runs in (sourced by
# tests/lib/cram.sh and tests/lib/driver.sh), given $build (the build tree),
# $tests (the source tree's tests/) and $arch ("" natively, or arm64 or
# armhf: that cross build of tests/cross/build.sh, run under qemu-user;
# natively, SB_ASAN=1 runs the ASan+UBSan build instead).
# The build's binary comes first on PATH (for a cross build, its bin/:
# sysbench runs the target's binary, cc builds for the target).
if [ -n "$arch" ]; then
  PATH="$build/cross/$arch/bin:$PATH"
  SYSBENCH="$build/cross/$arch/bin/sysbench"
  unset SYSBENCH_ASAN
else
  PATH="$build/src:$PATH"
  SYSBENCH="$build/src/sysbench"
  SYSBENCH_ASAN="$build/src/sysbench_asan"
  export SYSBENCH_ASAN
  # SB_ASAN=1: the ASan+UBSan binary in sysbench's place.
  if [ -n "${SB_ASAN:-}" ]; then
    mkdir -p "$build/tests/asan-bin" && ln -sf "$SYSBENCH_ASAN" "$build/tests/asan-bin/sysbench"
    PATH="$build/tests/asan-bin:$PATH"
    SYSBENCH=$SYSBENCH_ASAN
  fi
fi
TESTS_SRC="$tests"
LC_ALL=C
# The run monitor reads fixture trees, not this machine (whose load
# would change every report): a machine with none of its files.
SYSBENCH_SYSFS_ROOT="$tests/data/monitor/none"
SYSBENCH_PROCFS_ROOT="$tests/data/monitor/none"
export PATH SYSBENCH TESTS_SRC LC_ALL SYSBENCH_SYSFS_ROOT SYSBENCH_PROCFS_ROOT
