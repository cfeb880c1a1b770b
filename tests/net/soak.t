A soak of `sysbench net serve` (issue 33): for 60 s six processes churn
connections (hellos closed at once, resets, a byte at a time before and
after a hello, junk and forged datagrams, connections closed unused;
tests/net/soak.py) while twenty client tests of every mode run one after
another, each with --events: every one exits 0 with its exact counts
(events, bytes or transactions on both ends). Then the server's
descriptors and threads come back to what they were before any client,
and its resident memory, within 2 MiB, to what it was after a first
round of every mode beside 10 s of the same churn (the allocator's
arenas, one per thread up to eight a CPU, are met then). No figure depends on
the machine's speed: the churn lasts 60 s however many connections it
makes, and every wait has a bound of minutes. tests/net/soak_asan.t runs
the same against the ASan+UBSan build.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir
  $ serve soak.log --net-dir="$PWD/dir" --net-idle-timeout=30
  $ SOAK_RSS_MARGIN_KIB=2048 python3 "$TESTS_SRC/net/soak.py" $port $spid 60
  20 of 20 client tests exact, every mode, beside 6 churning processes (exit 0)
  descriptors: as before
  threads: as before
  resident memory: as before (within 2 MiB)
  $ unserve
  server exit 0
  $ grep -c -e WARNING -e FATAL soak.log
  0
  [1]
  $ ls -A dir
