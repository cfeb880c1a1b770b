#!/bin/sh
# setup.sh demo|test: on a Debian machine (as root), installs the packages
# that are missing, builds sysbench-ng, then either runs a real benchmark
# (demo) or the whole test suite (test), whose last line is
# "N passed, N failed".
set -eu
cd "$(dirname "$0")"

BUILD_PKGS="gcc make autoconf automake pkg-config libluajit2-5.1-dev luajit2 libck-dev libaio-dev"
TEST_PKGS="python3-cram strace valgrind locales"

install_missing() {
  missing=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  echo "Installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  # shellcheck disable=SC2086
  apt-get install -y -q $missing >/dev/null
}

# The shell test's default locale (UnixBench's, en_US.UTF-8), generated
# when the system lacks it.
locale_en_us() {
  locale -a 2>/dev/null | grep -qix 'en_US.utf8' && return 0
  echo "Generating the locale en_US.UTF-8"
  localedef -i en_US -c -f UTF-8 en_US.UTF-8
}

build() {
  [ -x configure ] || autoreconf -fi
  [ -f Makefile ] || ./configure -q
  make -s -j"$(nproc)" "$@"
}

case "${1:-}" in
demo)
  install_missing $BUILD_PKGS
  build all
  ./src/sysbench cpu run --time=5
  # A small fileio round in a temporary directory, removed afterwards.
  bin=$(pwd)/src/sysbench
  dir=$(mktemp -d)
  status=0
  (cd "$dir" &&
    "$bin" fileio --file-total-size=256M prepare &&
    "$bin" fileio --file-total-size=256M --file-test-mode=rndrw --time=5 run &&
    "$bin" fileio --file-total-size=256M cleanup) || status=$?
  rm -rf "$dir"
  exit $status
  ;;
test)
  install_missing $BUILD_PKGS $TEST_PKGS
  locale_en_us
  build build-check
  exec sh tests/run.sh "$(pwd)" "$(pwd)"
  ;;
*)
  echo "usage: $0 demo|test" >&2
  exit 2
  ;;
esac
