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

# SB_OPTIONAL_LIBURING: liburing through pkg-config, for fileio's io_uring
# mode; --without-liburing leaves it out. Found: HAVE_LIBURING (config.h and
# automake), URING_CFLAGS, URING_LIBS.
AC_DEFUN([SB_OPTIONAL_LIBURING], [
  AC_ARG_WITH([liburing],
    [AS_HELP_STRING([--without-liburing], [build without fileio's io_uring mode])],
    [], [with_liburing=check])
  have_liburing=no
  AS_IF([test "x$with_liburing" != xno],
    [PKG_CHECK_MODULES([URING], [liburing >= 2.0], [have_liburing=yes],
      [AS_IF([test "x$with_liburing" = xyes],
        [AC_MSG_ERROR([liburing not found through pkg-config: install the Debian package liburing-dev])],
        [AC_MSG_WARN([liburing not found: fileio's io_uring mode is not built in (install the Debian package liburing-dev)])])])])
  AS_IF([test "x$have_liburing" = xyes],
    [AC_DEFINE([HAVE_LIBURING], [1], [fileio's io_uring mode is built in])])
  AM_CONDITIONAL([HAVE_LIBURING], [test "x$have_liburing" = xyes])
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
