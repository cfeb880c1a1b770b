fork failing under process limits, for the UnixBench-style system tests
(their copies are processes of their own): a pids cgroup, and
RLIMIT_NPROC as an unprivileged user (root ignores it). Each gives a clear
message and a non-zero exit, and no process is left behind. The counts of
tasks here are sysbench's own: qemu-user adds a thread of its own to every
process and aborts a child that cannot make it, so this file runs natively
only. Every sysbench started here (by `tag`, or with SBTAG=... before the
command when it runs in the background, so that $! is its pid) carries
SBTAG in its environment, which its children inherit, so that leftovers
can be found.

  $ tag() { /usr/bin/env SBTAG=limits-$$ "$@"; }
  $ left() { grep -l "SBTAG=limits-$$" /proc/[0-9]*/environ 2>/dev/null | wc -l; }
  $ started() { while ! grep -q 'Threads started' out 2>/dev/null; do sleep 0.1; done; sleep 0.5; }

fork failing under a pids cgroup: when the worker processes cannot be
made, the run fails at once (not after --thread-init-timeout); when the
limit comes mid-run (pids.max lowered to 1), the copy whose fork fails
says how far it got (the others may stop first):

  $ if [ -d /sys/fs/cgroup/pids ]; then cg=/sys/fs/cgroup/pids/sbtest-$$; else cg=/sys/fs/cgroup/sbtest-$$; fi
  $ pids() { for i in $(seq 600); do [ "$(cat $cg/pids.current)" = 0 ] && break; sleep 0.05; done; cat $cg/pids.current; }
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
  $ grep FATAL out | head -1; grep rc= out; pids
  FATAL: spawn: fork() failed in copy #? after * events: Resource temporarily unavailable (a limit on processes? see `ulimit -u` and the pids.max of the cgroup) (glob)
  rc=1
  0

The shell test's pipelines fork too: whichever fork fails first (ours,
or the shell's: "sh: Cannot fork" on stderr), the run fails, and the
processes of the other pipelines are killed and reaped before it ends:

  $ echo 100 > $cg/pids.max
  $ rm -f out; incg shell run --time=30 --threads=2 --shell-concurrency=4 > out 2>/dev/null & started; echo 1 > $cg/pids.max; wait $!
  $ grep FATAL out | head -1; grep rc= out; pids
  FATAL: shell: (fork\(\) failed in copy #. after .* events: Resource temporarily unavailable .*|a pipeline of copy #. failed with exit status 2) (re)
  rc=1
  0
  $ rmdir $cg; ls; left
  out
  0

As an unprivileged user, RLIMIT_NPROC stops fork the same way (4 tasks:
sysbench, its watchdog and worker threads, and the worker process):

  $ tag prlimit --nproc=4 setpriv --reuid=65534 --regid=65534 --clear-groups sysbench spawn run --time=30 | grep -e FATAL -e 'total number'
  FATAL: spawn: fork() failed in copy #0 after 0 events: Resource temporarily unavailable (a limit on processes? see `ulimit -u` and the pids.max of the cgroup)
  $ left
  0
