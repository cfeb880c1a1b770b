Faults of the UnixBench-style system tests: bad options, a missing locale
or tool, a full file system for filecopy, and SIGINT or SIGTERM with
child processes alive. Each gives a clear message and a non-zero exit
(the report of what ran after a signal), and no process or file is left
behind. fork failing under process limits is in tests/system/limits.t, exec
failing and execl's SIGINT in execl.t: qemu-user cannot run those. Every
sysbench started here (by `tag`, or with SBTAG=... before the command
when it runs in the background, so that $! is its pid) carries SBTAG in
its environment, which its children inherit, so that leftovers can be
found.

  $ tag() { /usr/bin/env SBTAG=faults-$$ "$@"; }
  $ left() { grep -l "SBTAG=faults-$$" /proc/[0-9]*/environ 2>/dev/null | wc -l; }
  $ settle() { for i in $(seq 600); do [ "$(left)" -eq 0 ] && return; sleep 0.05; done; }
  $ sb() { tag "$SYSBENCH" "$@"; echo "rc=$?"; }
  $ started() { while ! grep -q 'Threads started' out 2>/dev/null; do sleep 0.1; done; sleep 0.5; }

Bad values:

  $ sb filecopy run --filecopy-buffer-size=0 | tail -2
  FATAL: Invalid value of filecopy-buffer-size: 0 (1 to 16777216 bytes).
  rc=1
  $ sb filecopy run --filecopy-max-blocks=-1 | tail -2
  FATAL: Invalid value of filecopy-max-blocks: -1 (1 to 16777216 KiB).
  rc=1
  $ sb shell run --shell-concurrency=0 | tail -2
  FATAL: Invalid value of shell-concurrency: 0 (1 to 1024).
  rc=1

A script cannot run them inside its own threads:

  $ echo 'local p = sysbench.builtin("pipe") function event() p:event() end' > p.lua
  $ sb p.lua run | tail -2
  FATAL: p.lua:1: sysbench.builtin('pipe'): its copies run as processes of their own, not inside a script; run it as `sysbench pipe run`
  rc=1
  $ rm p.lua

The shell test needs its locale and its tools, checked before the run:

  $ sb shell run --shell-locale=xx_XX.UTF-8 | tail -3
  FATAL: shell: the locale 'xx_XX.UTF-8' (--shell-locale) is not installed
  WARNING: Install it (Debian: the locales package, then `localedef -i en_US -f UTF-8 en_US.UTF-8`) or choose one that `locale -a` lists, such as C.UTF-8
  rc=1
  $ mkdir bin && for t in sort grep tee wc rm; do ln -s "$(command -v $t)" bin/$t; done
  $ PATH=$PWD/bin sb shell run | tail -2
  FATAL: shell: 'od' was not found in PATH (the pipeline runs sort, od, grep, tee, wc and rm)
  rc=1

A pipeline that fails mid-run fails the run (here a sort that fails):

  $ ln -s "$(command -v od)" bin/od && rm bin/sort && printf '#!/bin/sh\nexit 3\n' > bin/sort && chmod +x bin/sort
  $ PATH=$PWD/bin:$PATH sb shell run --time=5 2>/dev/null | tail -2
  FATAL: shell: a pipeline of copy #0 failed with exit status 3
  rc=1
  $ ls; left
  bin
  0

filecopy on a full file system: no room for the source file (checked
before the clock starts), or the copy running out of room mid-run; the
files are unlinked as soon as they are made, so the space comes back:

  $ mkdir full && mount -t tmpfs -o size=1M tmpfs full && cd full
  $ sb filecopy run --time=5 | grep -e FATAL -e rc=
  FATAL: filecopy: copy #0 cannot write its 2000 KiB source file errno = 28 (No space left on device)
  FATAL: Thread initialization failed!
  rc=1
  $ cd .. && umount full && mount -t tmpfs -o size=3M tmpfs full && cd full
  $ sb filecopy run --time=5 | grep -e FATAL -e rc=
  FATAL: filecopy: write() of the copy failed in copy #0 after * events: No space left on device (glob)
  rc=1
  $ ls -A; df -k . | awk 'NR == 2 {print $3}'
  0
  $ cd .. && umount full && mount -t tmpfs -o ro tmpfs full && cd full
  $ sb filecopy run --time=5 | grep -e FATAL -e rc=
  FATAL: filecopy: cannot create files in the current directory errno = 30 (Read-only file system)
  rc=1
  $ sb shell run --time=5 | grep -e FATAL -e rc=
  FATAL: shell: cannot create files in the current directory errno = 30 (Read-only file system)
  rc=1

The unixbench index checks that before its first pass, not when the
filecopy passes come after the others (issue 24 item 11):

  $ sb unixbench run --unixbench-pass-time=1 --unixbench-passes=1 --unixbench-tests=execl,filecopy-1024 --threads=1 | grep -e FATAL -e pass -e rc=
  FATAL: filecopy: cannot create files in the current directory errno = 30 (Read-only file system)
  rc=1
  $ sb unixbench run --unixbench-pass-time=1 --unixbench-passes=1 --unixbench-tests=syscall,shell-1 --threads=1 | grep -e FATAL -e pass -e rc=
  FATAL: shell: cannot create files in the current directory errno = 30 (Read-only file system)
  rc=1
  $ cd .. && umount full && rmdir full

SIGINT (or SIGTERM) in the middle of a run whose copies have children
alive: the children are stopped, the run ends with the warning and the
report of what ran, exit 128+signal, and nothing is left behind:

  $ for t in context spawn "shell --shell-concurrency=8"; do
  >   rm -f out; SBTAG=faults-$$ sysbench $t run --time=60 --threads=2 > out & started
  >   echo "$t: processes before: $([ $(left) -gt 2 ] && echo some)"
  >   kill -INT $!; wait $!; echo "rc=$? $(grep -e WARNING -e 'total number' out | tr -s ' ' | tr '\n' ' ')"
  >   settle; echo "left: $(left) $(ls | tr '\n' ' ')"
  > done
  context: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  spawn: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  shell --shell-concurrency=8: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  $ rm out; SBTAG=faults-$$ sysbench shell run --time=60 --threads=2 --shell-concurrency=8 > out & started; kill -TERM $!; wait $!; echo "rc=$?"
  rc=143
  $ grep -e WARNING out; settle; left; ls
  WARNING: run interrupted by SIGTERM after *s (glob)
  0
  bin
  out

SIGINT while the copies are still being started (issue 24 item 13: at
800 copies, some were still being forked when the signal came): the
preloaded library holds sysbench's fifth fork until the file `hold` is
removed, so 4 copies exist and 4 are to come. The run waits 2 s for
them, then kills the 4 (and what they started) and starts none of the
others: the held forks, let go only once the 4 are gone, make processes
that are killed at once. No process, FATAL line or directory is left:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ gone() { for i in $(seq 600); do [ "$(left)" -le 1 ] && return; sleep 0.05; done; echo "still there: $(left)"; }
  $ for t in shell context; do
  >   rm -f out hold
  >   FAULT_FORK_HOLD_AFTER=4 FAULT_FORK_HOLD_FILE=hold LD_PRELOAD=./fault.so SBTAG=faults-$$ sysbench $t run --threads=8 --time=60 > out &
  >   while [ ! -e hold ]; do sleep 0.05; done
  >   kill -INT $!; gone; rm hold; wait $!; echo "$t: rc=$?"
  >   grep -e WARNING -e FATAL out; settle; echo "left: $(left) $(ls | tr '\n' ' ')"
  > done
  shell: rc=130
  WARNING: run interrupted by SIGINT while the worker threads initialized: nothing was measured
  left: 0 bin fault.so out 
  context: rc=130
  WARNING: run interrupted by SIGINT while the worker threads initialized: nothing was measured
  left: 0 bin fault.so out 

A forced shutdown with pipelines running (a sort that sleeps for ever):
the copies and their pipelines are killed, the working directory removed
(issue 24 item 6), exit 2:

  $ printf '#!/bin/sh\nexec sleep 600\n' > bin/sort
  $ PATH=$PWD/bin:$PATH sb shell run --time=1 --forced-shutdown=1 --threads=2 --shell-concurrency=2 | grep -e FATAL -e rc=
  FATAL: The --max-time limit has expired, forcing shutdown...
  rc=2
  $ settle; left; ls
  0
  bin
  fault.so
  out
  $ rm -r bin fault.so out
