io_uring and faults: a kernel that refuses io_uring, a full file system,
I/O errors and short reads, a file truncated under the run, symlinks,
O_DIRECT refused, signals. Each gives the message the other modes give
(in the asynchronous mode's words), a non-zero exit, no hang and no file
touched that should not be.

  $ sb() { sysbench fileio --file-num=4 --file-total-size=4M --file-io-mode=io_uring "$@"; echo "rc=$?"; }
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare > /dev/null

The kernel refuses io_uring: a FATAL line that names the cause, no
fallback to another engine, and seqwr's files left as they were (the ring
comes before the files). The refusal is a seccomp filter of the run's own
(tests/lib/no_uring.py: io_uring_setup gets EPERM), never the machine's
kernel.io_uring_disabled, which would refuse io_uring to every other
process meanwhile (another suite's io_uring runs included); the setting's
own words come from a /proc tree of the test's that holds it (read under
SYSBENCH_PROCFS_ROOT, as the monitor reads /proc):

  $ refused() { python3 "$TESTS_SRC/lib/no_uring.py" sysbench fileio --file-num=4 --file-total-size=4M --file-io-mode=io_uring "$@"; echo "rc=$?"; }
  $ mkdir -p proc2/sys/kernel proc1/sys/kernel && echo 2 > proc2/sys/kernel/io_uring_disabled && echo 1 > proc1/sys/kernel/io_uring_disabled
  $ SYSBENCH_PROCFS_ROOT=$PWD/proc2 refused --file-test-mode=rndrd run > out; SYSBENCH_PROCFS_ROOT=$PWD/proc2 refused --file-test-mode=seqwr run >> out
  $ grep -E 'FATAL|rc=|Using' out
  Using io_uring I/O mode
  FATAL: io_uring_setup() failed! errno = 1 (Operation not permitted)
  FATAL: The kernel refuses io_uring: kernel.io_uring_disabled is 2 (0 allows it: sysctl -w kernel.io_uring_disabled=0); sysbench does not fall back to another --file-io-mode
  rc=1
  Using io_uring I/O mode
  FATAL: io_uring_setup() failed! errno = 1 (Operation not permitted)
  FATAL: The kernel refuses io_uring: kernel.io_uring_disabled is 2 (0 allows it: sysctl -w kernel.io_uring_disabled=0); sysbench does not fall back to another --file-io-mode
  rc=1
  $ stat -c '%n %s' test_file.*
  test_file.0 1048576
  test_file.1 1048576
  test_file.2 1048576
  test_file.3 1048576
  $ SYSBENCH_PROCFS_ROOT=$PWD/proc1 refused --file-test-mode=rndrd run | grep -E 'FATAL|rc='
  FATAL: io_uring_setup() failed! errno = 1 (Operation not permitted)
  FATAL: The kernel refuses io_uring to this user: kernel.io_uring_disabled is 1 and the user is not in kernel.io_uring_group; sysbench does not fall back to another --file-io-mode
  rc=1
  $ refused --file-test-mode=rndrd run | grep -E 'FATAL|rc='
  FATAL: io_uring_setup() failed! errno = 1 (Operation not permitted)
  FATAL: The kernel refuses io_uring (a seccomp filter, as container runtimes install, blocks it); sysbench does not fall back to another --file-io-mode
  rc=1
  $ rm -r proc1 proc2

Queue depths the options or the kernel refuse:

  $ sb --file-test-mode=rndrd --file-async-backlog=0 run | tail -2
  FATAL: Invalid value of file-async-backlog: 0
  rc=1
  $ sb --file-test-mode=rndrd --file-async-backlog=100000 run | tail -3
  FATAL: io_uring_setup() failed! errno = 22 (Invalid argument)
  FATAL: --file-async-backlog is above the kernel's limit of io_uring entries per ring (32768)
  rc=1

I/O errors and short reads (injected by a preloaded library into the
completions of reads of cached data) fail the run with the asynchronous
mode's message, once, and no report:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ cat test_file.* > /dev/null
  $ FAULT_EIO_AFTER=20 LD_PRELOAD=./fault.so sb --file-test-mode=rndrd --file-async-backlog=4 --time=5 run > out; grep -E 'FATAL|General|rc=' out
  FATAL: Asynchronous read failed! file: test_file.? pos: * errno = 5 (Input/output error) (glob)
  rc=1
  $ FAULT_SHORT_AFTER=20 LD_PRELOAD=./fault.so sb --file-test-mode=seqrd --time=5 run > out; grep -E 'FATAL|General|rc=' out
  FATAL: Asynchronous read failed! file: test_file.0 pos: *: 8192 of 16384 bytes transferred (glob)
  rc=1

A file truncated under the run, buffered and direct:

  $ sysbench fileio --file-num=1 --file-total-size=1M prepare >/dev/null
  $ . "$TESTS_SRC/lib/wait.sh"
  $ rm -f out; sysbench fileio --file-num=1 --file-total-size=1M --file-test-mode=rndrd --file-io-mode=io_uring --time=10 --report-interval=1 run > out & waitfor out '^\[ [0-9]*s \]' 60; truncate -s 0 test_file.0; wait $!; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Asynchronous read failed! file: test_file.0 pos: *: 0 of 16384 bytes transferred (the file was truncated during the run: it is now 0 bytes) (glob)
  $ sysbench fileio --file-num=1 --file-total-size=1M prepare >/dev/null
  $ rm -f out; sysbench fileio --file-num=1 --file-total-size=1M --file-test-mode=rndrd --file-io-mode=io_uring --file-extra-flags=direct --time=10 --report-interval=1 run > out & waitfor out '^\[ [0-9]*s \]' 60; truncate -s 0 test_file.0; wait $!; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Asynchronous read failed! file: test_file.0 pos: *: 0 of 16384 bytes transferred (the file was truncated during the run: it is now 0 bytes) (glob)

SIGINT during a run: the requests in flight complete, then the report of
what ran and exit 130:

  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ rm -f out; sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --file-io-mode=io_uring --time=30 run > out & pid=$!; waitfor out 'Threads started'; sleep 0.5; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -e '^WARNING' -e '^FATAL' -e 'total number' out
  WARNING: run interrupted by SIGINT after *.??s (glob)
      total number of events:              * (glob)

A symlink of a test file's name is refused, by run and by seqwr:

  $ echo precious > target
  $ rm test_file.1 && ln -s target test_file.1
  $ sb --file-test-mode=rndrd run | tail -2
  FATAL: 'test_file.1' is a symbolic link: refusing to follow it (remove it, or run in another directory)
  rc=1
  $ sb --file-test-mode=seqwr run | tail -2
  FATAL: 'test_file.1' is a symbolic link: refusing to replace it (remove it, or run in another directory)
  rc=1
  $ cat target
  precious
  $ rm test_file.1 target

A full file system (2 MiB for two files of 1.5 MiB): the failed write is
fatal; a file system that refuses O_DIRECT (ramfs) says so:

  $ mkdir full && mount -t tmpfs -o size=2M tmpfs full && cd full
  $ sb --file-num=2 --file-total-size=3M --file-test-mode=seqwr --time=5 run | tail -2
  FATAL: Asynchronous write failed! file: test_file.1 pos: * errno = 28 (No space left on device) (glob)
  rc=1
  $ cd .. && umount full
  $ mkdir ram && mount -t ramfs ramfs ram && cd ram
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ sb --file-extra-flags=direct --file-test-mode=rndrd run | tail -3
  FATAL: Cannot open file 'test_file.0' errno = 22 (Invalid argument)
  FATAL: The file system of the current directory refuses O_DIRECT (--file-extra-flags=direct)
  rc=1
  $ cd .. && umount ram

liburing is loaded when the io_uring mode first needs it; without it,
only this mode fails, naming the package:

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ FAULT_DLOPEN_FAIL=liburing LD_PRELOAD=./fault.so sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring --events=10 run | grep -e FATAL -e 'number of events'; echo "rc=${PIPESTATUS[0]}"
  FATAL: --file-io-mode=io_uring needs liburing.so.2 (Debian package liburing2): it cannot be loaded
  rc=1
  $ sysbench fileio --file-num=2 cleanup > /dev/null
