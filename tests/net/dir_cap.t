What anonymous clients may take of --net-dir (issue 33, item 3): the
server's files at once stay within --net-max-dir-size (default: half of
the directory's file system) and the free space, promised when a test
starts; a file-read file is shared by the tests of its size and removed
when none has used it for --net-idle-timeout, or when its space is wanted;
a file-write file goes with its client. On a 4 MiB tmpfs the test mounts
(it skips itself where it cannot mount one):

  $ mkdir dir
  $ mount -t tmpfs -o size=4m sbnet-cap "$PWD/dir" 2>/dev/null || exit 80
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }

File-read tests of many sizes, held at once: those that fit in the 2 MiB
left are served (two of one size share a file), the others refused, and
the file system is never more than half full:

  $ serve cap.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ peer readfiles "$PWD/dir" 1M 512K 2M 256K 128K 64K 64K 128K 1M
  1M: welcome
  512K: welcome
  2M: error not enough room in the server's --net-dir: 2097152 bytes needed, 524288 left of its --net-max-dir-size (2097152 bytes, all tests together)
  256K: welcome
  128K: welcome
  64K: welcome
  64K: welcome
  128K: welcome
  1M: welcome
  used: 1984 KiB of 4096 KiB
  $ ls dir | wc -l
  5

Their tests over, the files are kept for the next tests of their sizes
(--net-idle-timeout here is 600 s); a test that needs their space has the
unused ones removed for it:

  $ n=0; while [ "$(grep -c 'file-read, 1 stream' cap.log)" -lt 8 ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  $ peer readfiles "$PWD/dir" 2M
  2M: welcome
  used: 2048 KiB of 4096 KiB
  $ unserve
  server exit 0
  $ ls -A dir

A file-read file unused for --net-idle-timeout (1 s here) is removed (its
hello sent while the server is stopped, so that it is there when the
server looks, however late the peer runs: issue 33 review, finding 7):

  $ serve idle.log --net-dir="$PWD/dir" --net-idle-timeout=1
  $ peer keepfile $spid 1M
  1M: welcome
  $ n=0; while [ -n "$(ls -A dir)" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done; ls -A dir
  $ unserve
  server exit 0
  $ grep -c 'file-read, 1 stream' idle.log
  1

A file-write test whose client goes without a word (its connections
reset) has its file removed with it:

  $ serve gone.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ peer writegone "$PWD/dir"
  while it runs: sysbench-net.1
  after it: nothing
  $ unserve
  server exit 0

--net-max-dir-size in bytes, and values it refuses:

  $ serve bytes.log --net-dir="$PWD/dir" --net-max-dir-size=1M
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --net-test-mode=file-write --net-file-size=512K --threads=4 --events=1 --time=0 2>&1 | grep FATAL
  FATAL: net: the server at 127.0.0.1:*: not enough room in the server's --net-dir: 2097152 bytes needed, 1048576 left of its --net-max-dir-size (1048576 bytes, all tests together) (glob)
  $ unserve
  server exit 0
  $ for v in 0 0% 101% 5x% abc; do sysbench net serve --net-dir="$PWD/dir" --net-max-dir-size=$v 2>&1 | grep FATAL; done
  FATAL: Invalid value for --net-max-dir-size: 0 (a size such as 10G, or a share of --net-dir's file system from 1% to 100%)
  FATAL: Invalid value for --net-max-dir-size: 0% (a size such as 10G, or a share of --net-dir's file system from 1% to 100%)
  FATAL: Invalid value for --net-max-dir-size: 101% (a size such as 10G, or a share of --net-dir's file system from 1% to 100%)
  FATAL: Invalid value for --net-max-dir-size: 5x% (a size such as 10G, or a share of --net-dir's file system from 1% to 100%)
  FATAL: Invalid value for --net-max-dir-size: abc (a size such as 10G, or a share of --net-dir's file system from 1% to 100%)
  $ umount "$PWD/dir"
