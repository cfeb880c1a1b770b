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
