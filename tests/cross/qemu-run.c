/* SPDX-License-Identifier: GPL-2.0-or-later */
/* qemu-run.c: the `sysbench` that emulated test runs find first on PATH
 * (binfmt_misc is not mounted, so ARM binaries do not run by themselves):
 * runs TARGET under QEMU with SYSROOT as its -L prefix. It is linked
 * statically, so an LD_PRELOAD meant for sysbench (a fault-injection
 * library built for the target) is loaded neither into this program nor
 * into qemu: it is handed to the guest with -E. A soft limit on the
 * address space (ulimit -Sv, set by tests that bound sysbench's memory) is
 * raised by what qemu itself maps: its translation buffer and, for a
 * 32-bit guest, the guest's whole address space, reserved up front.
 * Built by tests/cross/build.sh with -DQEMU (qemu-user's absolute path),
 * -DQEMU_VA (bytes qemu maps of its own), -DSYSROOT and -DTARGET. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

/* Raises a finite soft RLIMIT_AS by QEMU_VA, up to the hard limit (which
 * only CAP_SYS_RESOURCE could raise). */
static void allow_qemu_mappings(void)
{
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
    return;
  rl.rlim_cur += (rlim_t)QEMU_VA;
  if (rl.rlim_max != RLIM_INFINITY && rl.rlim_cur > rl.rlim_max)
    rl.rlim_cur = rl.rlim_max;
  setrlimit(RLIMIT_AS, &rl);
}

int main(int argc, char **argv)
{
  char **args = calloc((size_t)argc + 6, sizeof(char *));
  char preload[4096];
  int n = 0;
  if (args == NULL)
    return 127;
  args[n++] = QEMU;
  args[n++] = "-L";
  args[n++] = SYSROOT;
  const char *pre = getenv("LD_PRELOAD");
  if (pre && *pre) {
    snprintf(preload, sizeof(preload), "LD_PRELOAD=%s", pre);
    args[n++] = "-E";
    args[n++] = preload;
  }
  unsetenv("LD_PRELOAD");
  allow_qemu_mappings();
  args[n++] = TARGET;
  for (int i = 1; i < argc; i++)
    args[n++] = argv[i];
  execv(QEMU, args);
  perror(QEMU);
  return 127;
}
