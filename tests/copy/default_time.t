The copy test without --time runs to its end: the default --time (10 s)
of the other tests does not cut it. Here 11 writes of 4 KiB each made to
take 1 s by a preloaded library (a slow device), 11 s in all. Alone in
this file, which the emulated runs leave out: it waits 11 s on every
target, and the limit it checks is the same program everywhere.

  $ D=$(mktemp -d /dev/shm/sysbench-copy-time.XXXXXX) && cd "$D"
  $ cc -shared -fPIC -o "$CRAMTMP/fault.so" "$TESTS_SRC/data/fault_preload.c" -ldl
  $ head -c 45056 /dev/urandom > slow
  $ FAULT_WRITE_DELAY_US=1000000 LD_PRELOAD="$CRAMTMP/fault.so" sysbench copy --copy-from=slow --copy-block-size=4K run > out 2>&1; echo "rc=$?"; grep -e 'bytes copied' -e FATAL out; awk '/total time:/ {print ($3 + 0 >= 11) ? "11 s or more" : $3}' out
  rc=0
      bytes copied:                        45056
  11 s or more

It copied into its own directory and removed it; only the source and the
report are left:

  $ ls -A
  out
  slow
  $ cd / && rm -r "$D"
