# SPDX-License-Identifier: GPL-2.0-or-later
# Dependency checks that name the Debian package to install when they fail.

# SB_REQUIRE_PKG(VAR, MODULES, DEBIAN-PACKAGE)
AC_DEFUN([SB_REQUIRE_PKG], [
  PKG_CHECK_MODULES([$1], [$2], [],
    [AC_MSG_ERROR([$2 not found through pkg-config: install the Debian package $3])])
])

# SB_SONAME(VAR, LIBRARY, DIR, DEFAULT): defines VAR_SONAME, the name
# LIBRARY (say libaio) is loaded by at its first use (src/core/base/dl.h): the SONAME
# of DIR/LIBRARY.so (DIR empty: where the compiler finds it), else DEFAULT
# (objdump may not read a cross target's files).
AC_DEFUN([SB_SONAME], [
  sb_lib="$3/$2.so"
  AS_IF([test -z "$3"], [sb_lib=`$CC -print-file-name=$2.so`])
  sb_soname=`objdump -p "$sb_lib" 2>/dev/null | awk '/SONAME/ {print $[]2}'`
  AS_IF([test -z "$sb_soname"], [sb_soname=$4])
  AC_MSG_NOTICE([$2 is loaded as $sb_soname at its first use])
  AC_DEFINE_UNQUOTED([$1_SONAME], ["$sb_soname"], [The name $2 is loaded by])
])

# SB_REQUIRE_LIBAIO: libaio ships no .pc file, so look for its header and
# library. The program does not link with it: fileio's async mode loads it
# (AIO_SONAME).
AC_DEFUN([SB_REQUIRE_LIBAIO], [
  AC_CHECK_HEADER([libaio.h], [],
    [AC_MSG_ERROR([libaio.h not found: install the Debian package libaio-dev])])
  AC_CHECK_LIB([aio], [io_queue_init], [:],
    [AC_MSG_ERROR([libaio not found: install the Debian package libaio-dev])])
  SB_SONAME([AIO], [libaio], [], [libaio.so.1])
])

# SB_PREFER_STATIC(VAR, LIBRARY, FUNCTION): links LIBRARY (-lLIBRARY in
# VAR_LIBS, from pkg-config or the user) statically when its archive is
# installed and links into this program (position-independent), as Debian
# ships LuaJIT's and ck's: each shared library costs every start of
# sysbench its loading and relocation, which the execl test measures.
# --disable-static-deps keeps them shared.
AC_DEFUN([SB_PREFER_STATIC], [
  AS_IF([test "x$enable_static_deps" != xno], [
    sb_static=`echo " $$1_LIBS " | sed 's/ -l$2 / -Wl,-Bstatic -l$2 -Wl,-Bdynamic /'`
    sb_save_LIBS=$LIBS
    LIBS="$sb_static -ldl -lm $LIBS"
    AC_MSG_CHECKING([whether $2 links statically])
    AC_LINK_IFELSE([AC_LANG_CALL([], [$3])],
      [AC_MSG_RESULT([yes]); $1_LIBS="$sb_static -lm"],
      [AC_MSG_RESULT([no])])
    LIBS=$sb_save_LIBS])
])

# SB_EXEC_LDFLAGS: EXEC_LDFLAGS, what src/sysbench links with so that a
# start of it costs little (the execl test starts it once per event):
# -static-libgcc (LuaJIT's unwinder then needs no libgcc_s), unless
# --disable-static-deps, and -no-pie (an exec then relocates nothing:
# about 3% more execs/s), unless --enable-pie. Each only when the compiler
# takes it. For src/sysbench only: the sanitizers intercept
# _Unwind_RaiseException in libgcc_s to unpoison the frames a Lua error
# unwinds, and see no static copy.
AC_DEFUN([SB_EXEC_LDFLAGS], [
  AC_ARG_ENABLE([pie],
    [AS_HELP_STRING([--enable-pie],
      [build src/sysbench as a position-independent executable (slower to start)])])
  EXEC_LDFLAGS=
  sb_flags=
  AS_IF([test "x$enable_static_deps" != xno], [sb_flags=-static-libgcc])
  AS_IF([test "x$enable_pie" != xyes], [sb_flags="$sb_flags -no-pie"])
  for sb_flag in $sb_flags; do
    sb_save_LDFLAGS=$LDFLAGS
    LDFLAGS="$LDFLAGS $sb_flag"
    AC_MSG_CHECKING([whether the compiler links with $sb_flag])
    AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])],
      [AC_MSG_RESULT([yes]); EXEC_LDFLAGS="$EXEC_LDFLAGS $sb_flag"], [AC_MSG_RESULT([no])])
    LDFLAGS=$sb_save_LDFLAGS
  done
  AC_SUBST([EXEC_LDFLAGS])
])

# SB_OPTIONAL_LIBURING: liburing through pkg-config, for fileio's io_uring
# mode (2.3 or later: io_uring_submit_and_get_events, Debian 12's);
# --without-liburing leaves it out. Found: HAVE_LIBURING (config.h and
# automake), URING_CFLAGS and URING_SONAME (the mode loads the library at
# its first use; the program does not link with it).
AC_DEFUN([SB_OPTIONAL_LIBURING], [
  AC_ARG_WITH([liburing],
    [AS_HELP_STRING([--without-liburing], [build without fileio's io_uring mode])],
    [], [with_liburing=check])
  have_liburing=no
  AS_IF([test "x$with_liburing" != xno],
    [PKG_CHECK_MODULES([URING], [liburing >= 2.3], [have_liburing=yes],
      [AS_IF([test "x$with_liburing" = xyes],
        [AC_MSG_ERROR([liburing 2.3 or later not found through pkg-config: install the Debian package liburing-dev])],
        [AC_MSG_WARN([liburing 2.3 or later not found: fileio's io_uring mode is not built in (install the Debian package liburing-dev)])])])])
  AS_IF([test "x$have_liburing" = xyes],
    [AC_DEFINE([HAVE_LIBURING], [1], [fileio's io_uring mode is built in])
     SB_SONAME([URING], [liburing], [`$PKG_CONFIG --variable=libdir liburing 2>/dev/null`],
       [liburing.so.2])])
  AM_CONDITIONAL([HAVE_LIBURING], [test "x$have_liburing" = xyes])
])

# AX_PTHREAD_SIMPLE: POSIX threads through -pthread (glibc and musl both accept it).
AC_DEFUN([AX_PTHREAD_SIMPLE], [
  PTHREAD_CFLAGS=-pthread
  PTHREAD_LIBS=-pthread
  AC_SUBST([PTHREAD_CFLAGS])
  AC_SUBST([PTHREAD_LIBS])
])

# SB_CHECK_TSAN: whether the compiler can build and link with ThreadSanitizer
# (GCC has no TSan for 32-bit ARM): AM_CONDITIONAL SB_TSAN.
AC_DEFUN([SB_CHECK_TSAN], [
  AC_MSG_CHECKING([whether $CC links with -fsanitize=thread])
  sb_save_CFLAGS=$CFLAGS
  CFLAGS="$CFLAGS -fsanitize=thread"
  AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])], [sb_tsan=yes], [sb_tsan=no])
  CFLAGS=$sb_save_CFLAGS
  AC_MSG_RESULT([$sb_tsan])
  AM_CONDITIONAL([SB_TSAN], [test "$sb_tsan" = yes])
])

# SB_WARNINGS: the warning set every object is built with.
AC_DEFUN([SB_WARNINGS], [
  SB_CFLAGS="-std=gnu11 -Wall -Wextra"
  AC_SUBST([SB_CFLAGS])
])

# SB_LUAJIT_BYTECODE: the bundled Lua files are embedded as bytecode, which
# LuaJIT 2.1 loads only when written by a LuaJIT of the same flavour: GC64
# (Debian's builds on every 64-bit architecture) or not (32-bit ones such
# as armhf), and the same byte order. The build machine's luajit does for
# a native build or arm64; a cross build for armhf sets LUAJIT_BIN to the
# target's luajit (run under qemu-user).
AC_DEFUN([SB_LUAJIT_BYTECODE], [
  AC_CHECK_SIZEOF([void *])
  AC_C_BIGENDIAN([sb_bc_want=1], [sb_bc_want=0], [sb_bc_want=-1], [sb_bc_want=-1])
  AS_IF([test "$ac_cv_sizeof_void_p" = 8], [sb_bc_want=`expr $sb_bc_want + 8`])
  AC_MSG_CHECKING([whether $LUAJIT_BIN writes bytecode this target loads])
  # The flags byte of a dump's header: 1 big-endian, 8 GC64 (FR2).
  sb_bc_flags=`$LUAJIT_BIN -e 'io.write(string.dump(function() end):byte(5))' 2>/dev/null`
  AS_CASE([$sb_bc_flags], [''|*[[!0-9]]*],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([cannot run $LUAJIT_BIN])])
  sb_bc_have=`expr $sb_bc_flags % 2 + $sb_bc_flags / 8 % 2 \* 8`
  AS_IF([test "$sb_bc_have" = "$sb_bc_want"], [AC_MSG_RESULT([yes])],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([$LUAJIT_BIN writes bytecode for a LuaJIT of another flavour than this target's (GC64 or not, byte order): set LUAJIT_BIN to the target's own luajit, e.g. a script running it under qemu-user (see tests/cross/build.sh)])])
])

# SB_OPTIONAL_DRIVER(NAME, VAR, MODULE, DEBIAN-PACKAGE, DEFINE, LIBRARY,
# SONAME): a database driver built when its client library is found through
# pkg-config (or refused with --without-NAME); defines DEFINE, the
# conditional VAR, and VAR_SONAME: the name the driver loads the library by
# at its first use (src/db/db_dl.h), the SONAME of LIBRARY.so in the
# module's libdir, else SONAME. Only the headers (VAR_CFLAGS) are used at
# build time: the program does not link with the library.
AC_DEFUN([SB_OPTIONAL_DRIVER], [
  AC_ARG_WITH([$1],
    [AS_HELP_STRING([--without-$1], [build without the $1 database driver ($4)])],
    [], [with_$1=check])
  sb_have_$1=no
  AS_IF([test "x$with_$1" != xno],
    [PKG_CHECK_MODULES([$2], [$3], [sb_have_$1=yes],
      [AS_IF([test "x$with_$1" = xyes],
        [AC_MSG_ERROR([$3 not found through pkg-config: install the Debian package $4])],
        [AC_MSG_WARN([$3 not found: building without the $1 driver (install $4)])])])])
  AS_IF([test "$sb_have_$1" = yes], [
    AC_DEFINE([$5], [1], [Build the $1 database driver])
    sb_soname=`objdump -p "$($PKG_CONFIG --variable=libdir $3)/$6.so" 2>/dev/null | awk '/SONAME/ {print $[]2}'`
    AS_IF([test -z "$sb_soname"], [sb_soname=$7])
    AC_MSG_NOTICE([the $1 driver loads $sb_soname at its first use])
    AC_DEFINE_UNQUOTED([$2_SONAME], ["$sb_soname"], [The $1 driver's client library])])
  AM_CONDITIONAL([$2], [test "$sb_have_$1" = yes])
])

# SB_OPTIONAL_LIBCURL: libcurl's headers through pkg-config, for --push
# (the Pushgateway); --without-libcurl leaves it out. Found: HAVE_LIBCURL
# (config.h and automake), CURL_CFLAGS and CURL_SONAME: the push loads
# the library at its first use; the program does not link with it.
AC_DEFUN([SB_OPTIONAL_LIBCURL], [
  AC_ARG_WITH([libcurl],
    [AS_HELP_STRING([--without-libcurl], [build without --push (the Prometheus Pushgateway)])],
    [], [with_libcurl=check])
  have_libcurl=no
  AS_IF([test "x$with_libcurl" != xno],
    [PKG_CHECK_MODULES([CURL], [libcurl >= 7.62], [have_libcurl=yes],
      [AS_IF([test "x$with_libcurl" = xyes],
        [AC_MSG_ERROR([libcurl not found through pkg-config: install the Debian package libcurl4-openssl-dev])],
        [AC_MSG_WARN([libcurl not found: --push is not built in (install the Debian package libcurl4-openssl-dev)])])])])
  AS_IF([test "x$have_libcurl" = xyes],
    [AC_DEFINE([HAVE_LIBCURL], [1], [--push is built in])
     SB_SONAME([CURL], [libcurl], [`$PKG_CONFIG --variable=libdir libcurl 2>/dev/null`],
       [libcurl.so.4])])
  AM_CONDITIONAL([HAVE_LIBCURL], [test "x$have_libcurl" = xyes])
])

# SB_BASH_COMPLETION_DIR: BASHCOMPDIR, where `make install` puts the bash
# completion: --with-bash-completion-dir, else bash-completion's own
# completionsdir (pkg-config) when it is under the prefix (a package's
# /usr), else DATADIR/bash-completion/completions, which bash-completion
# also searches for a /usr/local prefix (XDG_DATA_DIRS).
AC_DEFUN([SB_BASH_COMPLETION_DIR], [
  AC_ARG_WITH([bash-completion-dir],
    [AS_HELP_STRING([--with-bash-completion-dir=DIR], [where the bash completion is installed])],
    [BASHCOMPDIR=$withval], [BASHCOMPDIR=])
  AS_IF([test -z "$BASHCOMPDIR"], [
    BASHCOMPDIR='${datadir}/bash-completion/completions'
    sb_prefix=$prefix
    test "x$sb_prefix" = xNONE && sb_prefix=$ac_default_prefix
    sb_dir=`$PKG_CONFIG --variable=completionsdir bash-completion 2>/dev/null`
    AS_CASE([$sb_dir], ["$sb_prefix"/*], [BASHCOMPDIR=$sb_dir])])
  AC_MSG_NOTICE([the bash completion goes to $BASHCOMPDIR])
  AC_SUBST([BASHCOMPDIR])
])

# SB_OPTIONAL_LIBCRYPTO: OpenSSL's libcrypto through pkg-config, for the
# net test's shared key (--net-key-file: an HMAC-SHA256 challenge);
# --without-libcrypto leaves it out. Found: HAVE_LIBCRYPTO, CRYPTO_CFLAGS,
# CRYPTO_SONAME and CRYPTO_PACKAGE (the Debian package of that library:
# the key loads it at its first use; the program does not link with it).
AC_DEFUN([SB_OPTIONAL_LIBCRYPTO], [
  AC_ARG_WITH([libcrypto],
    [AS_HELP_STRING([--without-libcrypto], [build without the net test's --net-key-file])],
    [], [with_libcrypto=check])
  have_libcrypto=no
  AS_IF([test "x$with_libcrypto" != xno],
    [PKG_CHECK_MODULES([CRYPTO], [libcrypto >= 1.1], [have_libcrypto=yes],
      [AS_IF([test "x$with_libcrypto" = xyes],
        [AC_MSG_ERROR([libcrypto not found through pkg-config: install the Debian package libssl-dev])],
        [AC_MSG_WARN([libcrypto not found: the net test's --net-key-file is not built in (install the Debian package libssl-dev)])])])])
  AS_IF([test "x$have_libcrypto" = xyes],
    [AC_DEFINE([HAVE_LIBCRYPTO], [1], [the net test's --net-key-file is built in])
     SB_SONAME([CRYPTO], [libcrypto], [`$PKG_CONFIG --variable=libdir libcrypto 2>/dev/null`],
       [libcrypto.so.3])
     sb_crypto_pkg=`echo "$sb_soname" | sed 's/^libcrypto\.so\./libssl/'`
     AC_DEFINE_UNQUOTED([CRYPTO_PACKAGE], ["$sb_crypto_pkg"], [The Debian package of libcrypto])])
])
