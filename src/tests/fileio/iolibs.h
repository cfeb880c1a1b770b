/* SPDX-License-Identifier: GPL-2.0-or-later */
/* iolibs.h: libaio and liburing, which --file-io-mode=async and io_uring
 * load at their first use (src/core/base/dl.h), so that no other run pays for
 * loading them. The calls go through aiolib and uringlib; liburing.h's
 * inline functions call none but these. */
#ifndef SB_TESTS_FILEIO_IOLIBS_H
#define SB_TESTS_FILEIO_IOLIBS_H

#include <libaio.h>
#ifdef HAVE_LIBURING
#include <liburing.h>
#endif

#include "core/base/dl.h"

/* Whether a library loads, silently: a probe, after which the load that
 * follows succeeds without a FATAL line. */
bool iolib_loadable(const char *soname);

#define AIO_API(X, ...) \
  X(io_setup, __VA_ARGS__) X(io_destroy, __VA_ARGS__) X(io_submit, __VA_ARGS__) \
  X(io_getevents, __VA_ARGS__)
extern struct aiolib {
  AIO_API(DL_MEMBER_)
} aiolib;
/* Loads libaio once; 0, or -1 after a FATAL line. */
int aiolib_load(void);

#ifdef HAVE_LIBURING
#define URING_API(X, ...) \
  X(io_uring_queue_init, __VA_ARGS__) X(io_uring_queue_exit, __VA_ARGS__) \
  X(io_uring_register_buffers, __VA_ARGS__) X(io_uring_register_files, __VA_ARGS__) \
  X(io_uring_unregister_files, __VA_ARGS__) X(io_uring_register_ring_fd, __VA_ARGS__) \
  X(io_uring_submit, __VA_ARGS__) X(io_uring_submit_and_wait, __VA_ARGS__) \
  X(io_uring_peek_batch_cqe, __VA_ARGS__) X(io_uring_queue_init_params, __VA_ARGS__) \
  X(io_uring_submit_and_get_events, __VA_ARGS__) X(__io_uring_sqring_wait, __VA_ARGS__)
extern struct uringlib {
  URING_API(DL_MEMBER_)
} uringlib;
/* Loads liburing once; 0, or -1 after a FATAL line. */
int uringlib_load(void);
#endif

#endif
