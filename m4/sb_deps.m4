# Dependency checks that name the Debian package to install when they fail.

# SB_REQUIRE_PKG(VAR, MODULES, DEBIAN-PACKAGE)
AC_DEFUN([SB_REQUIRE_PKG], [
  PKG_CHECK_MODULES([$1], [$2], [],
    [AC_MSG_ERROR([$2 not found through pkg-config: install the Debian package $3])])
])

# SB_REQUIRE_LIBAIO: libaio ships no .pc file, so look for its header and library.
AC_DEFUN([SB_REQUIRE_LIBAIO], [
  AC_CHECK_HEADER([libaio.h], [],
    [AC_MSG_ERROR([libaio.h not found: install the Debian package libaio-dev])])
  AC_CHECK_LIB([aio], [io_queue_init], [AIO_LIBS=-laio],
    [AC_MSG_ERROR([libaio not found: install the Debian package libaio-dev])])
  AC_SUBST([AIO_LIBS])
])

# AX_PTHREAD_SIMPLE: POSIX threads through -pthread (glibc and musl both accept it).
AC_DEFUN([AX_PTHREAD_SIMPLE], [
  PTHREAD_CFLAGS=-pthread
  PTHREAD_LIBS=-pthread
  AC_SUBST([PTHREAD_CFLAGS])
  AC_SUBST([PTHREAD_LIBS])
])

# SB_WARNINGS: the warning set every object is built with.
AC_DEFUN([SB_WARNINGS], [
  SB_CFLAGS="-std=gnu11 -Wall -Wextra"
  AC_SUBST([SB_CFLAGS])
])

# SB_OPTIONAL_DRIVER(NAME, VAR, MODULE, DEBIAN-PACKAGE, DEFINE): a database
# driver built when its client library is found through pkg-config (or
# refused with --without-NAME); defines DEFINE and the conditional VAR.
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
  AS_IF([test "$sb_have_$1" = yes], [AC_DEFINE([$5], [1], [Build the $1 database driver])])
  AM_CONDITIONAL([$2], [test "$sb_have_$1" = yes])
])
