#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/cross/build.sh ARCH BUILDDIR: cross-builds sysbench and the plain
# unit tests for ARCH (arm64 or armhf, as on Raspberry Pi OS) with Debian's
# cross toolchain and multiarch libraries, for the emulated test runs. All
# goes to BUILDDIR/cross/ARCH:
#   tree/     the sources, as the configured native tree BUILDDIR lists them
#             (make distdir: a configured source tree hosts no other build)
#   build/    the build, configured with --host
#   debs/, sysroot/  packages that cannot be installed beside the build
#             machine's (libck-dev: its ck_md.h differs per architecture;
#             liburing-dev: it needs the target's linux-libc-dev, which
#             must match the build machine's version exactly, and Debian's
#             mirrors often lag one behind the other; libssl-dev and
#             libssl3, the net test's libcrypto, likewise) and the
#             target's luajit, fetched once and unpacked: the
#             headers and library to build with, and qemu's -L prefix
#   bin/      what the tests find first on PATH: sysbench (qemu-run.c,
#             running build/src/sysbench under qemu-user), cc (the cross
#             compiler), qemu (qemu-user with the prefix), and luajit (the
#             target's, which writes the target's bytecode)
# The multiarch packages (libc6, libluajit2-5.1-dev, libaio-dev for ARCH)
# come from setup.sh.
set -eu
arch=$1
build=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
case "$arch" in
arm64) triplet=aarch64-linux-gnu qemu=qemu-aarch64 qemu_va=$((512 << 20)) ;;
armhf) triplet=arm-linux-gnueabihf qemu=qemu-arm qemu_va=$(((4096 + 512) << 20)) ;;
*) echo "usage: $0 arm64|armhf BUILDDIR" >&2; exit 2 ;;
esac
out=$build/cross/$arch
sr=$out/sysroot
mkdir -p "$out/bin" "$out/debs" "$out/build"

# Fetched only when missing: a later run needs no package index.
pkgs="libck-dev libck0 luajit2 liburing-dev liburing2 libssl-dev libssl3"
for p in $pkgs; do
  if ! ls "$out/debs/${p}_"*"_$arch.deb" >/dev/null 2>&1; then
    (cd "$out/debs" && apt-get download -q -o APT::Sandbox::User=root "$p:$arch" >/dev/null) || {
      echo "cannot fetch $p:$arch (apt-get download)" >&2
      exit 1
    }
    rm -f "$sr/.unpacked"
  fi
done
if [ ! -f "$sr/.unpacked" ]; then
  rm -rf "$sr"
  for d in "$out"/debs/*.deb; do dpkg -x "$d" "$sr"; done
  touch "$sr/.unpacked"
fi

printf '#!/bin/sh\nexec %s -L "%s" "$@"\n' "$qemu" "$sr" > "$out/bin/qemu"
printf '#!/bin/sh\nexec %s -L "%s" "%s/usr/bin/luajit" "$@"\n' "$qemu" "$sr" "$sr" > "$out/bin/luajit"
printf '#!/bin/sh\nexec %s-gcc "$@"\n' "$triplet" > "$out/bin/cc"
chmod +x "$out/bin/qemu" "$out/bin/luajit" "$out/bin/cc"
cc -static -O2 -Wall -Wextra -o "$out/bin/sysbench" -DQEMU="\"$(command -v "$qemu")\"" -DQEMU_VA="${qemu_va}ULL" -DSYSROOT="\"$sr\"" \
  -DTARGET="\"$out/build/src/sysbench\"" "$here/qemu-run.c"

# distdir keeps the files' times: only what changed is rebuilt.
make -s -C "$build" distdir distdir="$out/tree"
if [ ! -f "$out/build/Makefile" ]; then
  (cd "$out/build" && "$out/tree/configure" -q --host="$triplet" \
    PKG_CONFIG=pkg-config PKG_CONFIG_LIBDIR="/usr/lib/$triplet/pkgconfig:/usr/share/pkgconfig" \
    CK_CFLAGS="-I$sr/usr/include" CK_LIBS="-L$sr/usr/lib/$triplet -lck" \
    URING_CFLAGS="-I$sr/usr/include" URING_LIBS="-L$sr/usr/lib/$triplet -luring" \
    CRYPTO_CFLAGS="-I$sr/usr/include -I$sr/usr/include/$triplet" CRYPTO_LIBS="-L$sr/usr/lib/$triplet -lcrypto" \
    LUAJIT_BIN="$out/bin/luajit")
fi
make -s -C "$out/build" -j"$(nproc)" src/sysbench tests/unit/unit
