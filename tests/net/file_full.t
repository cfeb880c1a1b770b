The net test's file modes into a full --net-dir: a 1 MiB tmpfs the test
mounts (it skips itself where it cannot mount one). A file larger than the
free space is refused before anything is written; the directory is left
as it was. A write that fails on the server all the same (here: no inode
left) fails the run, exit 1, with the server's reason, once the client has
sent what it planned (the server reads on).

  $ mkdir dir
  $ mount -t tmpfs -o size=1m sbnet-full "$PWD/dir" 2>/dev/null || exit 80
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve serve.log --net-dir="$PWD/dir"
  $ run() { sysbench net run --net-host=127.0.0.1 --net-port=$port --time=0 --events=1 "$@" 2>&1 | grep FATAL; }
  $ run --net-test-mode=file-write --net-file-size=2M
  FATAL: net: the server at 127.0.0.1:* refused the test: not enough space in the server's --net-dir: 2097152 bytes needed, 1048576 free, 104857 to stay free (--net-min-free) (glob)
  $ run --net-test-mode=file-write --net-file-size=512K --threads=4
  FATAL: net: the server at 127.0.0.1:* refused the test: not enough space in the server's --net-dir: 2097152 bytes needed, 1048576 free, 104857 to stay free (--net-min-free) (glob)
  $ run --net-test-mode=file-read --net-file-size=2M
  FATAL: net: the server at 127.0.0.1:* refused the test: not enough space in the server's --net-dir: 2097152 bytes needed, 1048576 free, 104857 to stay free (--net-min-free) (glob)
  $ ls -A dir
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --time=0 --events=8 --net-block-size=64K --net-test-mode=file-write --net-file-size=512K | grep 'server received:'
      server received:                     * MiB/s, * Mbit/s (524288 bytes) (glob)
  $ ls -A dir
  $ unserve
  server exit 0
  $ umount "$PWD/dir"

  $ mkdir one
  $ mount -t tmpfs -o size=1m,nr_inodes=2 sbnet-inodes "$PWD/one"
  $ touch one/mine
  $ sysbench net run --net-dir="$PWD/one" --net-test-mode=file-write --net-file-size=64K --net-block-size=64K --events=1024 --time=0 > one.out; echo "exit $?"
  exit 1
  $ grep FATAL one.out
  FATAL: net: the server at 127.0.0.1:*: no figures (it said: the server's write into --net-dir failed: No space left on device) (glob)
  $ ls -A one
  mine
  $ umount "$PWD/one"

A --net-dir that fills while a file-write test runs (issue 33, item 5):
the server removes its file at the failed write and reads on what the
client sends (64 MiB here, far more than the sockets' buffers), so that
the client ends as planned and its done gets the reason:

  $ mkdir two
  $ mount -t tmpfs -o size=4m sbnet-fill "$PWD/two"
  $ serve fill.log --net-dir="$PWD/two"
  $ python3 "$TESTS_SRC/net/peer.py" $port enospc "$PWD/two"
  filler: No space left on device
  64 MiB sent
  answer: sbnet/1 error the server's write into --net-dir failed: No space left on device
  left: filler
  $ unserve
  server exit 0
  $ grep -c "file-write, 1 stream, .*; the server's write into --net-dir failed: No space left on device$" fill.log
  1
  $ umount "$PWD/two"
