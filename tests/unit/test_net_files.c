/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_net_files.c: the net server's kept file-read files expire by the
 * idle time --net-idle-timeout gives them, measured from when their last
 * test let them go, however that moment and the server's look interleave. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/timer.h"
#include "tests/net/files.h"
#include "unit.h"

/* A made, unused file-read file of f in slot 0, let go at idle_at; false
 * when it cannot be made. */
static bool test_kept(struct net_files *f, uint64_t idle_at)
{
  struct net_file file;
  int fd = net_files_create(f, &file);
  if (fd < 0)
    return false;
  close(fd);
  f->read[0] = (struct net_read_file) { .state = NET_READ_READY, .size = 0, .file = file,
                                        .users = 0, .idle_at = idle_at };
  return true;
}

static bool test_exists(const struct net_files *f)
{
  char name[32];
  struct stat st;
  net_files_name(f->read[0].file.n, name, sizeof(name));
  return fstatat(f->dirfd, name, &st, 0) == 0;
}

/* A test let its file go after the server's look read the clock (its
 * idle_at later than that reading): the file stays for the whole idle
 * time, here 1 s (it was removed at once: an unsigned difference
 * wrapped). One let go longer ago than the idle time is removed. */
UNIT_TEST(net_files_expire_keeps_a_file_just_let_go)
{
  char dir[] = "/tmp/sbng-nf.XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  struct net_limits l = { .idle_timeout = 1, .max_file_size = 1 << 20, .max_dir_share = 50 };
  struct net_files f;
  CHECK(net_files_open(&f, dir, &l) == 0);
  CHECK(test_kept(&f, timer_now() + 2 * NS_PER_SEC));
  int next = net_files_expire(&f);
  bool kept = f.read[0].state == NET_READ_READY && test_exists(&f);
  char name[32];
  net_files_name(f.read[0].file.n, name, sizeof(name));
  if (kept)
    unlinkat(f.dirfd, name, 0);
  bool old = test_kept(&f, timer_now() - 2 * NS_PER_SEC);
  net_files_expire(&f);
  bool removed = old && f.read[0].state == NET_READ_FREE && !test_exists(&f);
  net_files_close(&f);
  rmdir(dir);
  CHECK(kept);
  CHECK(next > 2000);
  CHECK(removed);
}
