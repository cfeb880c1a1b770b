The net test's file modes on loopback, against `sysbench net serve
--net-dir`: file-read (the server sends a file of its own from the
directory, its cache dropped first: a NAS serving a read) and file-write
(the server writes what it receives into a file of its own and flushes it:
a backup to the NAS). Exact byte counts with --events; the server's files
are its own sysbench-net.N inside --net-dir only, file-write's removed
after its test, file-read's when the server stops; the server refuses any
attempt to name a path, the file modes without --net-dir, and sizes over
its --net-max-file-size. tests/net/file_full.t fills a small --net-dir.
The server keeps an unused file-read file for --net-idle-timeout: 600 s
here, so that the file is still there for the steps below however slowly
they run (under load they took more than the default 10 s).

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir
  $ serve serve.log --net-dir="$PWD/dir" --net-max-file-size=2M --net-idle-timeout=600
  $ run() { sysbench net run --net-host=127.0.0.1 --net-port=$port --time=0 --net-block-size=64K "$@"; }

file-read: 16 blocks of 64 KiB are exactly the 1 MiB file; the server's
disk counters are those of --net-dir's device (or it says it has none):

  $ run --net-test-mode=file-read --net-file-size=1M --events=16 > read.out; echo "exit $?"
  exit 0
  $ grep -e 'file:' -e '^    received:' -e "disk" read.out
    the server's file: 1MiB, in its --net-dir
      received:                            * MiB/s, * Mbit/s (1048576 bytes) (glob)
      server's disk:                       * (glob)
  $ grep -c -E "server's disk: +([a-z0-9_-]+, read [0-9]+ bytes, written [0-9]+ bytes|no counters \(its --net-dir is on no block device\))$" read.out
  1
  $ ls -l dir | awk 'NR > 1 { print $1, $5, $9 }'
  -rw------- 1048576 sysbench-net.1

A second file-read of the same size reuses the server's file; file-write's
file is its own, and gone after the test:

  $ run --net-test-mode=file-read --net-file-size=1M --events=32 | grep '^    received:'
      received:                            * MiB/s, * Mbit/s (2097152 bytes) (glob)
  $ run --net-test-mode=file-write --net-file-size=1M --events=16 > write.out; echo "exit $?"
  exit 0
  $ grep -e 'sent:' -e 'server received:' write.out
      sent:                                * MiB/s, * Mbit/s (1048576 bytes) (glob)
      server received:                     * MiB/s, * Mbit/s (1048576 bytes) (glob)
      server sent:                         * MiB/s, * Mbit/s (0 bytes) (glob)
  $ ls dir
  sysbench-net.1

A size over --net-max-file-size is refused, and so is a hello without
the size:

  $ run --net-test-mode=file-write --net-file-size=3M --events=1 2>&1 | grep FATAL; run --net-test-mode=file-write --net-file-size=3M --events=1 > /dev/null 2>&1; echo "exit $?"
  FATAL: net: the server at 127.0.0.1:* refused the test: a file of 3145728 bytes is more than the server's --net-max-file-size=2097152 (glob)
  exit 1
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ h='sbnet/1 hello streams=1 block=1 request=1 response=1 window=0 nodelay=0 zerocopy=off time=0 warmup=0'
  $ peer send "$h mode=file-read cc=\n"
  reply: sbnet/1 error a file-read test without its file's size
  closed

No path from a client is taken, in a key the server knows or not, in
any message:

  $ peer send "$h mode=file-read cc= size=1 file=/etc/passwd\n"
  reply: sbnet/1 error a path in file: the server takes no paths
  closed
  $ peer send "$h mode=file-write cc=../../etc size=1\n"
  reply: sbnet/1 error a path in cc: the server takes no paths
  closed
  $ peer send "$h mode=file-write cc= size=1 dir=..%2F..\n"
  reply: sbnet/1 error bad value for dir
  closed
  $ peer send "sbnet/1 stream session=1 token=00000000000000000000000000000000 index=0 name=/tmp/x\n"
  reply: sbnet/1 error a path in name: the server takes no paths
  closed
  $ ls dir
  sysbench-net.1

A FIFO put in the place of the server's file neither holds the session
(the file is opened without blocking, and refused as no regular file)
nor is removed when the server stops (issue 33, item 10):

  $ rm dir/sysbench-net.1 && mkfifo dir/sysbench-net.1
  $ run --net-test-mode=file-read --net-file-size=1M --events=16 2>&1 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the server's file sysbench-net.1 in --net-dir has changed (glob)

The server lets that file go, left as it is: the next test of its size
makes a file of its own (issue 33 review, finding 9: every later test of
the size was refused until the server restarted):

  $ run --net-test-mode=file-read --net-file-size=1M --events=16 2>&1 | grep -E 'FATAL|^ *received:'
      received:                            * MiB/s, * Mbit/s (1048576 bytes) (glob)
  $ ls -F dir
  sysbench-net.1|
  sysbench-net.3
  $ grep 'WARNING' serve.log
  WARNING: net server: sysbench-net.1 in --net-dir has changed: left as it is, and no longer used

The server removes its files when it stops, and nothing else:

  $ touch dir/sysbench-net.7 dir/other
  $ unserve
  server exit 0
  $ ls -F dir
  other
  sysbench-net.1|
  sysbench-net.7

Without --net-dir (here the run's own server) the file modes are refused:

  $ sysbench net run --net-test-mode=file-read --events=1 --time=0 2>&1 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the server has no --net-dir for file-read (start it with sysbench net serve --net-dir=DIR) (glob)

With --net-dir, the run's own server has the file modes too (a file of
64 KiB written over four times, then removed):

  $ mkdir own
  $ sysbench net run --net-dir="$PWD/own" --net-test-mode=file-write --net-file-size=64K --net-block-size=64K --events=4 --time=0 | grep 'server received:'
      server received:                     * MiB/s, * Mbit/s (262144 bytes) (glob)
  $ ls -A own
