Faults of the UnixBench-style system tests: bad options, a missing locale
or tool, fork failing (a pids cgroup; RLIMIT_NPROC as an unprivileged
user: root ignores it), exec failing, a full file system for filecopy,
and SIGINT or SIGTERM with child processes alive. Each gives a clear
message and a non-zero exit (the report of what ran after a signal), and
no process or file is left behind. Every sysbench started here (by
`tag`, or with SBTAG=... before the command when it runs in the
background, so that $! is its pid) carries SBTAG in its environment,
which its children inherit, so that leftovers can be found.

  $ tag() { /usr/bin/env SBTAG=faults-$$ "$@"; }
  $ left() { grep -l "SBTAG=faults-$$" /proc/[0-9]*/environ 2>/dev/null | wc -l; }
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

fork failing under a pids cgroup: when the worker processes cannot be
made, the run fails at once (not after --thread-init-timeout); when the
limit comes mid-run (pids.max lowered to 1), the copy whose fork fails
says how far it got (the others may stop first):

  $ if [ -d /sys/fs/cgroup/pids ]; then cg=/sys/fs/cgroup/pids/sbtest-$$; else cg=/sys/fs/cgroup/sbtest-$$; fi
  $ mkdir $cg
  $ incg() { tag sh -c 'echo $$ > "$0/cgroup.procs" && exec "$@"' $cg sysbench "$@"; echo "rc=$?"; }
  $ echo 3 > $cg/pids.max && incg spawn run --time=30 | grep -e FATAL -e rc=
  FATAL: Failed to create worker process #0 errno = 11 (Resource temporarily unavailable)
  FATAL: Thread initialization failed!
  rc=1
  $ echo 4 > $cg/pids.max && incg context run --time=30 | grep -e FATAL -e rc=
  FATAL: context: fork() failed in copy #0 after 0 events: Resource temporarily unavailable (a limit on processes? see `ulimit -u` and the pids.max of the cgroup)
  FATAL: Thread initialization failed!
  rc=1
  $ echo 100 > $cg/pids.max
  $ rm -f out; incg spawn run --time=30 --threads=2 > out & started; echo 1 > $cg/pids.max; wait $!
  $ grep FATAL out | head -1; grep rc= out; cat $cg/pids.current
  FATAL: spawn: fork() failed in copy #? after * events: Resource temporarily unavailable (a limit on processes? see `ulimit -u` and the pids.max of the cgroup) (glob)
  rc=1
  0

The shell test's pipelines fork too: whichever fork fails first (ours,
or the shell's: "sh: Cannot fork" on stderr), the run fails, and the
processes of the other pipelines are killed and reaped before it ends:

  $ echo 100 > $cg/pids.max
  $ rm -f out; incg shell run --time=30 --threads=2 --shell-concurrency=4 > out 2>/dev/null & started; echo 1 > $cg/pids.max; wait $!
  $ grep FATAL out | head -1; grep rc= out; cat $cg/pids.current
  FATAL: shell: (fork\(\) failed in copy #. after .* events: Resource temporarily unavailable .*|a pipeline of copy #. failed with exit status 2) (re)
  rc=1
  0
  $ rmdir $cg; ls; left
  bin
  out
  0

As an unprivileged user, RLIMIT_NPROC stops fork the same way (4 tasks:
sysbench, its watchdog and worker threads, and the worker process):

  $ tag prlimit --nproc=4 setpriv --reuid=65534 --regid=65534 --clear-groups sysbench spawn run --time=30 | grep -e FATAL -e 'total number'
  FATAL: spawn: fork() failed in copy #0 after 0 events: Resource temporarily unavailable (a limit on processes? see `ulimit -u` and the pids.max of the cgroup)

exec failing (the binary's execute permission removed mid-run):

  $ rm -f out; cp "$SYSBENCH" ./sbcopy && SBTAG=faults-$$ ./sbcopy execl run --time=30 --threads=2 > out & started; chmod -x sbcopy; wait $!; echo "rc=$?"
  rc=1
  $ grep FATAL out | head -1; rm sbcopy; left
  FATAL: execl: exec of /proc/self/exe failed in copy #? after * events: Permission denied (glob)
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
  FATAL: filecopy: copy #0 cannot create 'sysbench-filecopy.*.src' in the current directory errno = 30 (Read-only file system) (glob)
  FATAL: Thread initialization failed!
  rc=1
  $ sb shell run --time=5 | grep -e FATAL -e rc=
  FATAL: shell: cannot create a working directory in the current directory errno = 30 (Read-only file system)
  rc=1
  $ cd .. && umount full && rmdir full

SIGINT (or SIGTERM) in the middle of a run whose copies have children
alive: the children are stopped, the run ends with the warning and the
report of what ran, exit 128+signal, and nothing is left behind:

  $ for t in context spawn execl "shell --shell-concurrency=8"; do
  >   rm -f out; SBTAG=faults-$$ sysbench $t run --time=60 --threads=2 > out & started
  >   echo "$t: processes before: $([ $(left) -gt 2 ] && echo some)"
  >   kill -INT $!; wait $!; echo "rc=$? $(grep -e WARNING -e 'total number' out | tr -s ' ' | tr '\n' ' ')"
  >   echo "left: $(left) $(ls | tr '\n' ' ')"
  > done
  context: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  spawn: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  execl: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  shell --shell-concurrency=8: processes before: some
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  left: 0 bin out 
  $ rm out; SBTAG=faults-$$ sysbench shell run --time=60 --threads=2 --shell-concurrency=8 > out & started; kill -TERM $!; wait $!; echo "rc=$?"
  rc=143
  $ grep -e WARNING out; left; ls
  WARNING: run interrupted by SIGTERM after *s (glob)
  0
  bin
  out
