tests/net/soak.t's soak against the server built with AddressSanitizer
and UndefinedBehaviorSanitizer (src/sysbench_asan; the clients are the
plain build): any invalid access, data left allocated at its exit (the
leak check) or undefined behaviour aborts it with a report. Its resident
memory is not compared (ASan keeps freed memory in quarantine); its
descriptors and threads are. There is no ThreadSanitizer build of the
whole binary (the suite's TSan covers the unit tests).

  $ [ -x "${SYSBENCH_ASAN:-}" ] || exit 80
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ mkdir dir asan-bin && ln -s "$SYSBENCH_ASAN" asan-bin/sysbench
  $ PATH="$PWD/asan-bin:$PATH" serve soak.log --net-dir="$PWD/dir" --net-idle-timeout=30
  $ python3 "$TESTS_SRC/net/soak.py" $port $spid 60 | grep -v '^resident memory'
  20 of 20 client tests exact, every mode, beside 6 churning processes (exit 0)
  descriptors: as before
  threads: as before
  $ unserve
  server exit 0
  $ grep -h -e Sanitizer -e 'runtime error' -e WARNING -e FATAL soak.log
  [1]
  $ ls -A dir
