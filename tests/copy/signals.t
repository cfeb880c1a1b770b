# serial: copies slowed by --rate and caught at their first report: a neighbour's load moves when the signal lands
The copy test under every signal that ends a command (SIGHUP, SIGINT,
SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU): the
run stops, the partial copy and the work directory are removed, it says
so, and the exit status is 128+signal. Before, all of these but SIGINT
and SIGTERM killed sysbench and left sysbench-copy.d behind, which the
next run refused. On tmpfs: a directory made here under /dev/shm. Each
copy is slowed by --rate (1000 blocks at 20/s: it cannot be over before
the signal); the signal comes once the copy has begun.

  $ D=$(mktemp -d /dev/shm/sysbench-copy-signals.XXXXXX) && cd "$D"
  $ head -c 3000001 /dev/urandom > big
  $ left() { ls -A | grep sysbench-copy; }
  $ slow="copy --time=0 --copy-from=big --rate=20 --copy-block-size=3K --report-interval=1 run"
  $ for sig in HUP INT QUIT ALRM TERM USR1 USR2 XCPU; do
  >   rm -f out; sysbench $slow > out 2>&1 & pid=$!
  >   for i in $(seq 600); do [ -e sysbench-copy.d/big ] && break; sleep 0.05; done
  >   kill -$sig $pid; wait $pid; echo "$sig exit $? $(grep -c -e "interrupted by SIG$sig after" -e "copy: interrupted by SIG$sig: removed './sysbench-copy.d'" out) $(left)"
  > done
  HUP exit 129 2 
  INT exit 130 2 
  QUIT exit 131 2 
  ALRM exit 142 2 
  TERM exit 143 2 
  USR1 exit 138 2 
  USR2 exit 140 2 
  XCPU exit 152 2 

SIGPIPE: the reader of sysbench's output goes away (`| head`). What was
removed is then said on stderr, where it can still be read; 141 is the
exit status, as when SIGPIPE kills a process, but nothing is left (a
SIGPIPE from a socket or another pipe is the failing call's business,
not an interruption):

  $ sysbench $slow 2> err | head -12 > /dev/null; echo "exit ${PIPESTATUS[0]} $(left)"
  exit 141 
  $ cat err
  WARNING: copy: interrupted by SIGPIPE: removed './sysbench-copy.d' and what was copied into it

The same when the reader closes a FIFO at a point the test chooses: after
the first intermediate report:

  $ mkfifo fifo
  $ (sysbench $slow > fifo 2> err; echo "exit $?" > rc) &
  $ exec 3< fifo
  $ while read -r line <&3; do case $line in "[ "*) break ;; esac; done; exec 3<&-; wait; cat rc; echo "left: $(left)"
  exit 141
  left: 
  $ grep -c SIGPIPE err
  1

A worker that cannot stop (its fsync held by a preloaded library until
the file "hold" is removed): 2 s after the signal the run leaves it
behind, and the work directory is still removed before sysbench exits;
with a second signal, at once:

  $ cc -shared -fPIC -o "$CRAMTMP/fault.so" "$TESTS_SRC/data/fault_preload.c" -ldl
  $ export FAULT_FSYNC_HOLD_FILE="$PWD/hold"
  $ held() { for i in $(seq 600); do [ -e hold ] && break; sleep 0.05; done; }
  $ LD_PRELOAD="$CRAMTMP/fault.so" sysbench copy --time=0 --copy-from=big run > out 2>&1 & pid=$!
  $ held; kill -HUP $pid; wait $pid; echo "exit $? $(left)"; rm hold
  exit 129 
  $ grep -e WARNING -e FATAL out
  WARNING: run interrupted by SIGHUP after *s (glob)
  WARNING: copy: removed './sysbench-copy.d' and what was copied into it
  $ LD_PRELOAD="$CRAMTMP/fault.so" sysbench copy --time=0 --copy-from=big run > out 2>&1 & pid=$!
  $ held; kill -USR1 $pid; sleep 0.2; kill -USR1 $pid; wait $pid; echo "exit $? $(left)"; rm hold
  exit 138 
  $ grep -e WARNING -e FATAL out
  WARNING: run interrupted by SIGUSR1 after *s (glob)
  WARNING: SIGUSR1 again: exiting at once
  WARNING: copy: removed './sysbench-copy.d' and what was copied into it

  $ unset FAULT_FSYNC_HOLD_FILE

SIGXFSZ (a file size limit, ulimit -f): the write that passes it fails
with its own error, and the copy fails as on any write error; sysbench
is not killed (exit 153) with the copy left behind:

  $ (ulimit -f 1000; sysbench copy --time=0 --copy-from=big run > out 2>&1; echo "exit $? $(left)")
  exit 1 
  $ grep FATAL out
  FATAL: copy: writing './sysbench-copy.d/big' failed errno = 27 (File too large)

  $ cd / && rm -r "$D"
