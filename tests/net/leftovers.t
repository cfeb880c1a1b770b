A server killed (SIGKILL) leaves its files in --net-dir (issue 33, item
8): the next server on the directory removes them, and nothing else (only
regular files of its user named sysbench-net.N: not a FIFO, a directory, a
link or another user's file of that name), and serves the file modes. A
server holds the directory (a shared lock) while it runs, so a second one
removes nothing of the first's, and steps past its names. Another user's
file is made with chown: the file needs root.

  $ [ "$(id -u)" = 0 ] || { echo "skipped: needs root (chown of another user's file)" >&2; exit 80; }
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir
  $ serve one.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ run() { sysbench net run --net-host=127.0.0.1 --net-port=$port --time=0 --net-block-size=64K --net-file-size=1M "$@"; }
  $ run --net-test-mode=file-read --events=16 | grep '^    received:'
      received:                            * MiB/s, * Mbit/s (1048576 bytes) (glob)
  $ python3 "$TESTS_SRC/net/peer.py" $port hold_write "$PWD/dir" > hold.out & hold=$!
  $ n=0; while [ "$(ls dir | wc -l)" -lt 2 ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done; ls dir
  sysbench-net.1
  sysbench-net.2
  $ kill -KILL $spid; wait $spid 2>/dev/null; echo "server: $?"; kill $hold; wait $hold 2>/dev/null
  server: 137
  [143]

What the next server finds, beside the leftovers:

  $ mkfifo dir/sysbench-net.3 && mkdir dir/sysbench-net.4 && ln -s ../target dir/sysbench-net.5 && echo keep > target
  $ touch dir/sysbench-net.6 dir/sysbench-net.x dir/sysbench-net.07a dir/other && chown 65534 dir/sysbench-net.6
  $ serve two.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ grep 'earlier server' two.log
  net server: removed 2 files that an earlier server left in --net-dir
  $ ls -F dir | tee found
  other
  sysbench-net.07a
  sysbench-net.3|
  sysbench-net.4/
  sysbench-net.5@
  sysbench-net.6
  sysbench-net.x
  $ cat target
  keep

It serves both file modes (a name taken is stepped past), and a second
server on the same directory, while this one runs, removes nothing:

  $ run --net-test-mode=file-read --events=16 | grep '^    received:'
      received:                            * MiB/s, * Mbit/s (1048576 bytes) (glob)
  $ run --net-test-mode=file-write --events=16 | grep '^    server received:'
      server received:                     * MiB/s, * Mbit/s (1048576 bytes) (glob)
  $ ls dir | grep -c '^sysbench-net\.[0-9]*$'
  5
  $ first=$spid; serve three.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ grep -c 'earlier server' three.log
  0
  [1]
  $ run --net-test-mode=file-read --events=16 | grep '^    received:'
      received:                            * MiB/s, * Mbit/s (1048576 bytes) (glob)
  $ ls dir | grep -c '^sysbench-net\.[0-9]*$'
  6
  $ unserve; spid=$first; unserve
  server exit 0
  server exit 0
  $ ls -F dir | diff found - && echo "as the second server found it"
  as the second server found it
