What the server's files leave of --net-dir's file system (issue 33
review, findings 4 and 5): by default a tenth of it stays free
(--net-min-free), however full the file system was already when a test
asks (the cap alone, half of it, let a 3 MiB file fill one that held
5 MiB of 8); and what a file-write test has written is on the disk,
counted once (it was promised as to be written besides, and a second
test was refused for "0 free" with half the disk free). On an 8 MiB
tmpfs the test mounts (it skips itself where it cannot mount one):

  $ mkdir dir
  $ mount -t tmpfs -o size=8m sbnet-space "$PWD/dir" 2>/dev/null || exit 80
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ head -c 5M /dev/zero > dir/users-data

A file-read test that would leave less than a tenth free is refused; one
that leaves it is served:

  $ serve floor.log --net-dir="$PWD/dir"
  $ peer readfiles "$PWD/dir" 3M 2M
  3M: error not enough space in the server's --net-dir: 3145728 bytes needed, 3145728 free, 838860 to stay free (--net-min-free)
  2M: welcome
  used: 7168 KiB of 8192 KiB
  $ unserve
  server exit 0

--net-min-free as a size, and 0 (none: the free space is all there is):

  $ serve size.log --net-dir="$PWD/dir" --net-min-free=2M
  $ peer readfiles "$PWD/dir" 2M 1M
  2M: error not enough space in the server's --net-dir: 2097152 bytes needed, 3145728 free, 2097152 to stay free (--net-min-free)
  1M: welcome
  used: 6144 KiB of 8192 KiB
  $ unserve
  server exit 0
  $ serve none.log --net-dir="$PWD/dir" --net-min-free=0
  $ peer readfiles "$PWD/dir" 3M
  3M: welcome
  used: 8192 KiB of 8192 KiB
  $ unserve
  server exit 0
  $ rm dir/users-data; ls -A dir

Two servers sharing the directory, each with its own half of it (the
default --net-max-dir-size): together they still leave the tenth free.
The second file of A, within its half, would take it:

  $ serve a.log --net-dir="$PWD/dir"; apid=$spid aport=$port
  $ serve b.log --net-dir="$PWD/dir"
  $ peer readfiles "$PWD/dir" 3M@$aport 3M 1M 1M@$aport
  3M: welcome
  3M: welcome
  1M: welcome
  1M: error not enough space in the server's --net-dir: 1048576 bytes needed, 1048576 free, 838860 to stay free (--net-min-free)
  used: 7168 KiB of 8192 KiB
  $ unserve
  server exit 0
  $ kill -TERM $apid; wait $apid; echo "server exit $?"
  server exit 0
  $ ls -A dir

A file-write test that has written its 4 MiB (and holds on): a second of
3 MiB fits in the 4 MiB free; a third of 2 MiB does not, beside the
second's promise, and the reason says what is free:

  $ serve write.log --net-dir="$PWD/dir" --net-max-dir-size=100% --net-min-free=0 --net-idle-timeout=600
  $ peer writes "$PWD/dir" 4M:w 3M 2M
  4M: welcome, written
  3M: welcome
  2M: error not enough space in the server's --net-dir: 2097152 bytes needed, 4194304 free, 3145728 of them promised to the tests running
  $ unserve
  server exit 0
  $ ls -A dir

Values it refuses:

  $ for v in 100% 5x% -1 abc; do sysbench net serve --net-dir="$PWD/dir" --net-min-free=$v 2>&1 | grep FATAL; done
  FATAL: Invalid value for --net-min-free: 100% (a size such as 20G, or a share of --net-dir's file system from 0% to 99%)
  FATAL: Invalid value for --net-min-free: 5x% (a size such as 20G, or a share of --net-dir's file system from 0% to 99%)
  FATAL: Invalid value for --net-min-free: -1 (a size such as 20G, or a share of --net-dir's file system from 0% to 99%)
  FATAL: Invalid value for --net-min-free: abc (a size such as 20G, or a share of --net-dir's file system from 0% to 99%)
  $ umount "$PWD/dir"
