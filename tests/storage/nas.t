`sysbench nas run`, the NAS card, against a `sysbench net serve
--net-dir` of the test's own on 127.0.0.1: its table (figures globbed:
nothing here depends on speed), the markdown form (its banner on stderr),
the local copy row with --copy-from, the server's files in --net-dir only
(file-read's kept until the server stops, file-write's removed after each
run), and its errors. On loopback the link's speed is unknown: no
percentages.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir to
  $ serve serve.log --net-dir="$PWD/dir"
  $ head -c 300000 /dev/zero > src.bin
  $ nas() { sysbench nas run --net-host=127.0.0.1 --net-port=$port --size=256K --runs=2 --run-time=1 "$@"; }
  $ nas --copy-from="$PWD/src.bin" --copy-to="$PWD/to" > card.out; echo "exit $?"
  exit 0
  $ sed -e '/^  ([0-9]*) /d' -e "s/:$port,/:PORT,/" card.out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  NAS 127.0.0.1:PORT, link lo (speed unknown), file 256K, best of 2 runs
  
    Test                           MB/s      MiB/s  of link  monitor
    network send             +[0-9.]+ +[0-9.]+ +- +(ok|unfit \([0-9, ]+\)) (re)
    network receive          +[0-9.]+ +[0-9.]+ +- +(ok|unfit \([0-9, ]+\)) (re)
    file read \(NAS disk\) +[0-9.]+ +[0-9.]+ +- +(ok|unfit \([0-9, ]+\)) (re)
    file write \(NAS disk\) +[0-9.]+ +[0-9.]+ +- +(ok|unfit \([0-9, ]+\)) (re)
    copy \(local\) +[0-9.]+ +[0-9.]+ +- +(ok|unfit \([0-9, ]+\)) (re)
  $ ls dir to
  dir:
  sysbench-net.1
  
  to:

The markdown form, for a blog post: the document on stdout, the banner on
stderr:

  $ nas --runs=1 --format=markdown 2> md.err > md.out; echo "exit $?"
  exit 0
  $ head -8 md.out | sed "s/:$port,/:PORT,/"
  **NAS 127.0.0.1:PORT, link lo (speed unknown), file 256K, best of 1 run**
  
  | Test | MB/s | MiB/s | Of the link | Monitor |
  |---|---:|---:|---:|---|
  \| network send \| [0-9.]+ \| [0-9.]+ \| - \| (ok|unfit \([0-9, ]+\)) \| (re)
  \| network receive \| [0-9.]+ \| [0-9.]+ \| - \| (ok|unfit \([0-9, ]+\)) \| (re)
  \| file read \(NAS disk\) \| [0-9.]+ \| [0-9.]+ \| - \| (ok|unfit \([0-9, ]+\)) \| (re)
  \| file write \(NAS disk\) \| [0-9.]+ \| [0-9.]+ \| - \| (ok|unfit \([0-9, ]+\)) \| (re)
  $ sed -n '9,$p' md.out | grep -v -E '^$|^[0-9]+\. (network|file) [a-z ()A-Z]+, run 1: ' | wc -l
  0
  $ head -1 md.err
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)

The card's result file has each run's figures of both ends. The file
read's server time, in the first test of a size (the server makes its
file first), lies within the run's: the making is outside it (it used to
be inside, and the server's figure a fraction of the client's):

  $ sysbench nas run --net-host=127.0.0.1 --net-port=$port --size=32M --runs=1 --run-time=1 --output=json:card.json > /dev/null; echo "exit $?"
  exit 0
  $ python3 -c 'import json, sys
  > for s in json.load(open("card.json"))["steps"]:
  >     if s["label"].startswith("file read"):
  >         print(s["label"] + ": the server'"'"'s time within the run'"'"'s:", s["facts"]["net"]["server_side"]["duration_ns"] <= s["final"]["time_total"] * 1e9)'
  file read (NAS disk), run 1: the server's time within the run's: True

A signal while a step's workers cannot stop (the copy's fsync held by
a preloaded library until the file "hold" is removed): 2 s later the
step is left behind, and the card still says what happened, exits
128+signal and removes the copy (it used to end with exit 130 and no
word, the copy left in --copy-to):

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_FSYNC_HOLD_FILE="$PWD/hold" LD_PRELOAD=./fault.so timeout -k 5 60 sysbench nas run --net-host=127.0.0.1 --net-port=$port --size=256K --runs=1 --run-time=1 --copy-from="$PWD/src.bin" --copy-to="$PWD/to" > held.out 2>&1 & pid=$!
  $ for i in $(seq 600); do [ -e hold ] && break; sleep 0.1; done; kill -INT $(pgrep -P $pid); wait $pid; echo "exit $?"
  exit 130
  $ grep -e WARNING -e FATAL held.out | sed "s|$PWD|DIR|"
  WARNING: nas interrupted by SIGINT after 5 run(s)
  WARNING: copy: removed 'DIR/to/sysbench-copy.d' and what was copied into it
  $ ls -A to; rm hold

The server's files go when it stops:

  $ unserve
  server exit 0
  $ ls -A dir

The server's monitor is in the card too: a server whose load is 9 (a
fixture's /proc/loadavg) makes its first test unfit, in a note of its
own (the next ones follow within seconds: their load is the server's own):

  $ old=$SYSBENCH_PROCFS_ROOT; mkdir -p busy/proc && echo '9.00 8.00 7.00 3/200 1234' > busy/proc/loadavg
  $ export SYSBENCH_PROCFS_ROOT="$PWD/busy/proc"; serve busy.log --net-dir="$PWD/dir"; export SYSBENCH_PROCFS_ROOT="$old"
  $ nas --runs=1 > busy.out; echo "exit $?"
  exit 0
  $ grep "server's monitor" busy.out | sed 's/^  ([0-9]*) /  (N) /'
    (N) network send, run 1: the server's monitor: load (its log says why)
  $ grep -c 'network send .* unfit' busy.out
  1
  $ unserve
  server exit 0

A server with a key: the card passes --net-key-file to each of its runs,
and the other net options a client has (family, timeout, tuning) too; the
result file's facts show them in each run (issue 39 item 3: the card used
to refuse them as invalid options):

  $ head -c 32 /dev/urandom | base64 > key
  $ serve keyed.log --net-dir="$PWD/dir" --net-key-file=key
  $ nas --runs=1 --net-key-file=key --net-family=ipv4 --net-timeout=30 --net-nodelay --net-window=256K --net-congestion=reno --net-mss=1000 --net-zerocopy=sendfile --output=json:keyed.json > keyed.out; echo "exit $?"
  exit 0
  $ grep -c 'NAS disk' keyed.out
  2
  $ python3 -c 'import json
  > for s in json.load(open("keyed.json"))["steps"]:
  >     n, o = s["facts"]["net"], s["options"]
  >     print(s["label"], n["congestion_control"], n["mss"] <= 1000, n["zerocopy"], o["net-family"], o["net-timeout"], o["net-nodelay"], o["net-window"])'
  network send, run 1 reno True sendfile ipv4 30 on 256K
  network receive, run 1 reno True sendfile ipv4 30 on 256K
  file read (NAS disk), run 1 reno True off ipv4 30 on 256K
  file write (NAS disk), run 1 reno True sendfile ipv4 30 on 256K

Without the key the server refuses the card's first run, which says why:

  $ nas --runs=1 2>&1 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* asks for a key: give the --net-key-file it has (glob)
  FATAL: nas: the network send failed (run 1)
  $ unserve
  server exit 0

Errors: no --net-host, a size the blocks do not divide, a server that is
not there, a server without --net-dir:

  $ sysbench nas run | tail -1
  FATAL: nas: --net-host is needed: the NAS, where `sysbench net serve --net-dir=DIR` runs
  $ sysbench nas run --net-host=127.0.0.1 --size=1000 | tail -1
  FATAL: nas: --size=1000: a multiple of 128K (1G, 256M, ...)
  $ serve plain.log
  $ nas --runs=1 2>&1 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the server has no --net-dir for file-read (start it with sysbench net serve --net-dir=DIR) (glob)
  FATAL: nas: the file read (NAS disk) failed (run 1)
  $ unserve
  server exit 0
