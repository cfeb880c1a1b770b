#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# setup.sh demo|test [--native]: on a Debian machine (as root), installs
# the packages that are missing, builds sysbench-ng, then either runs a real
# benchmark (demo) or the whole test suite (test), whose last line is
# "N passed, N failed". The suite also cross-builds for arm64 and armhf
# (Raspberry Pi OS) and runs again under qemu-user, unless --native asks
# for the native run alone: tests/run.sh, `make check` through automake's
# parallel harness with as many jobs as the machine has cores (at least
# 2), the emulated runs as jobs beside the native ones.
set -eu
cd "$(dirname "$0")"

BUILD_PKGS="gcc make autoconf automake pkg-config libluajit2-5.1-dev luajit2 libck-dev libaio-dev
  liburing-dev libssl-dev libmariadb-dev libpq-dev libcurl4-openssl-dev bash-completion"
# The database tests start their own throwaway servers (tests/lib/dbserver.sh);
# sysbench is the reference (/usr/bin/sysbench) tests/db/diff.t compares with.
# jq reads the run monitor's result fields (tests/monitor*.t). The metrics
# tests run a Pushgateway and Prometheus's checkers; the man page is
# linted; the Debian package is built and linted (tests/packaging/package.t). The
# net test's make network namespaces (iproute2) and play hostile clients
# (python3). The copy test copies onto ext4 and XFS images (e2fsprogs, xfsprogs).
# The Ansible test runs deploy/ansible's playbook (ansible-core) over SSH
# against sshd instances of its own (openssh-server, openssh-client).
TEST_PKGS="python3-cram strace valgrind chromium fio mariadb-server postgresql locales sysbench jq
  prometheus-pushgateway prometheus python3-prometheus-client python3-yaml curl mandoc groff-base
  debhelper dpkg-dev lintian iproute2 python3 e2fsprogs xfsprogs ansible-core openssh-server
  openssh-client"
CROSS_ARCHS="arm64 armhf"
CROSS_PKGS="gcc-aarch64-linux-gnu gcc-arm-linux-gnueabihf qemu-user"
for a in $CROSS_ARCHS; do
  CROSS_PKGS="$CROSS_PKGS libluajit2-5.1-dev:$a libaio-dev:$a"
done

install_missing() {
  missing=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  echo "Installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt_update
  # shellcheck disable=SC2086
  apt-get install -y -q $missing >/dev/null
}

# The Ansible test needs sshd's program, not the system's ssh service:
# where openssh-server is not installed yet, its service is masked before
# it is, so that installing it starts no server listening on port 22.
ssh_service_masked() {
  dpkg-query -W -f='${Status}' openssh-server 2>/dev/null | grep -q "ok installed" && return 0
  if [ -d /run/systemd/system ] && command -v systemctl >/dev/null; then
    systemctl mask ssh.service ssh.socket >/dev/null 2>&1 || true
  fi
}

# The shell test's default locale (UnixBench's, en_US.UTF-8), generated
# when the system lacks it.
locale_en_us() {
  locale -a 2>/dev/null | grep -qix 'en_US.utf8' && return 0
  echo "Generating the locale en_US.UTF-8"
  localedef -i en_US -c -f UTF-8 en_US.UTF-8
}

# A package index that fails to download (a foreign architecture's, during
# a mirror sync) leaves the previous one in use: not fatal by itself.
apt_update() {
  apt-get update -q >/dev/null || echo "WARNING: apt-get update failed; using the package lists there are"
}

# The foreign architectures whose -dev packages the cross builds link with.
add_architectures() {
  added=""
  for a in $CROSS_ARCHS; do
    dpkg --print-foreign-architectures | grep -qx "$a" || { dpkg --add-architecture "$a"; added=yes; }
  done
  [ -z "$added" ] || apt_update
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
  archs=$CROSS_ARCHS
  [ "${2:-}" = --native ] && archs=""
  # On an ARM machine (the Pi itself) the native run is the real one.
  [ "$(dpkg --print-architecture)" = amd64 ] || archs=""
  ssh_service_masked
  install_missing $BUILD_PKGS $TEST_PKGS
  locale_en_us
  if [ -n "$archs" ]; then
    add_architectures
    install_missing $CROSS_PKGS
  fi
  build all
  # The sanitizer and cross builds are jobs of the suite (tests/lib/suite.mk).
  # shellcheck disable=SC2086
  exec sh tests/run.sh "$(pwd)" "$(pwd)" $archs
  ;;
*)
  echo "usage: $0 demo|test [--native]" >&2
  exit 2
  ;;
esac
