/* qemu-run.c: the `sysbench` that emulated test runs find first on PATH
 * (binfmt_misc is not mounted, so ARM binaries do not run by themselves):
 * runs TARGET under QEMU with SYSROOT as its -L prefix. It is linked
 * statically, so an LD_PRELOAD meant for sysbench (a fault-injection
 * library built for the target) is loaded neither into this program nor
 * into qemu: it is handed to the guest with -E.
 * Built by tests/cross/build.sh with -DQEMU, -DSYSROOT and -DTARGET. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

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
  args[n++] = TARGET;
  for (int i = 1; i < argc; i++)
    args[n++] = argv[i];
  execvp(QEMU, args);
  perror(QEMU);
  return 127;
}
