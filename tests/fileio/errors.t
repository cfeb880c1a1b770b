Bad options: the reference's message where it has one, a FATAL line
naming the problem otherwise, exit status 1, and no file created.

  $ f() { sysbench fileio --file-num=4 --file-total-size=4M "$@"; echo "rc=$?"; }
  $ f --file-num=0 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-num: 0
  rc=1
  $ f --file-num=-1 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-num: -1
  rc=1
  $ f --file-num=abc prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Invalid value for the 'file_num' option: 'abc'
  rc=1
  $ f --file-total-size=0 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-total-size: 0
  rc=1
  $ f --file-total-size=-5 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Invalid value for the 'file_total_size' option: '-5'
  rc=1
  $ f --file-io-mode=foo prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: unknown I/O mode: foo
  rc=1
  $ f --file-merged-requests=-1 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-merged-requests: -1.
  rc=1
  $ f --file-block-size=0 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-block-size: 0.
  rc=1
  $ f --file-block-size=2M prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --file-block-size (2097152) is larger than each file (1048576 bytes = --file-total-size / --file-num)
  rc=1
  $ f --file-extra-flags=sync,foo prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-extra-flags: foo
  rc=1
  $ f --file-fsync-freq=-1 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for file-fsync-freq: -1.
  rc=1
  $ f --file-fsync-mode=foo prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid fsync mode: foo.
  rc=1
  $ f --file-rw-ratio=-1 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --file-rw-ratio: -1.000000.
  rc=1
  $ ls

run needs a valid --file-test-mode; the other commands ignore it:

  $ f run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Missing required argument: --file-test-mode
  
  fileio options:
    --file-num=N                  number of files to create [128]
    --file-block-size=N           block size to use in all IO operations [16384]
    --file-total-size=SIZE        total size of files to create [2G]
    --file-test-mode=STRING       test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}
    --file-io-mode=STRING         file operations mode {sync,async,mmap} [sync]
    --file-async-backlog=N        number of asynchronous operatons to queue per thread [128]
    --file-extra-flags=[LIST,...] list of additional flags to use to open files {sync,dsync,direct} []
    --file-fsync-freq=N           do fsync() after this number of requests (0 - don't use fsync()) [100]
    --file-fsync-all[=on|off]     do fsync() after each write operation [off]
    --file-fsync-end[=on|off]     do fsync() at the end of test [on]
    --file-fsync-mode=STRING      which method to use for synchronization {fsync, fdatasync} [fsync]
    --file-merged-requests=N      merge at most this number of IO requests if possible (0 - don't merge) [0]
    --file-rw-ratio=N             reads/writes ratio for combined test [1.5]
  
  Added by sysbench-ng (not in sysbench 1.0.20):
    --file-io-mode=STRING                  also io_uring: --file-async-backlog requests in flight per thread, batched
    --file-write-data=STRING               what writes and prepare put in the files {zero, random, compress:P} [zero]
    --file-name=STRING                     with --file-num=1: the one test file's name, in the current directory, instead of test_file.0
    --file-uring-registered-files[=on|off] io_uring: the files registered with each thread's ring, not looked up per request (fio's registerfiles) [off]
    --file-uring-fixed-buffers[=on|off]    io_uring: the buffers registered once, not pinned per request (fio's fixedbufs) [off]
    --file-uring-sqpoll[=on|off]           io_uring: a kernel thread per ring takes the requests, without a system call (fio's sqthread_poll) [off]
    --file-uring-iopoll[=on|off]           io_uring: completions polled from the device, not signalled: O_DIRECT on a device with poll queues (fio's hipri) [off]
  
  rc=1
  $ f --file-test-mode=foo run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid IO operations mode: foo.
  rc=1
  $ f --file-test-mode=rndrd --file-io-mode=async --file-async-backlog=0 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value of file-async-backlog: 0
  rc=1
  $ f --file-test-mode=rndrd --file-io-mode=async --file-async-backlog=-3 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value of file-async-backlog: -3
  rc=1
  $ f --file-test-mode=foo prepare | tail -2
  4194304 bytes written in * seconds (* MiB/sec). (glob)
  rc=0
  $ f --file-test-mode=foo cleanup
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Removing test files...
  rc=0

run without prepare says so and names the command that creates the files
(with the options that shape them):

  $ f --file-test-mode=rndrd --file-block-size=4K --validate run | tail -4
  FATAL: Cannot open file 'test_file.0' errno = 2 (No such file or directory)
  WARNING: Did you forget to run the prepare step?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=4 --file-total-size=4M --file-block-size=4096 --validate prepare
  rc=1
  $ f --file-test-mode=seqrd --file-num=8 --file-total-size=16M run | tail -4
  FATAL: Cannot open file 'test_file.0' errno = 2 (No such file or directory)
  WARNING: Did you forget to run the prepare step?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=8 --file-total-size=16M prepare
  rc=1

Files smaller than --file-total-size asks for (a different prepare, or a
file truncated since) are refused, naming the size found and expected:

  $ sysbench fileio --file-num=4 --file-total-size=2M prepare >/dev/null
  $ f --file-test-mode=rndrd run | tail -4
  FATAL: Size of file 'test_file.0' is 512KiB, but at least 1MiB is expected.
  WARNING: Did you run 'prepare' with different --file-total-size or --file-num values?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=4 --file-total-size=4M prepare
  rc=1
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ truncate -s 100000 test_file.2
  $ f --file-test-mode=seqrd --file-io-mode=mmap run | tail -4
  FATAL: Size of file 'test_file.2' is 97.656KiB, but at least 1MiB is expected.
  WARNING: Did you run 'prepare' with different --file-total-size or --file-num values?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=4 --file-total-size=4M prepare
  rc=1
  $ sysbench fileio --file-num=4 cleanup >/dev/null

fileio touches only regular files named test_file.N. A symlink of that
name is refused (O_NOFOLLOW: the reference follows it and writes into the
target), by prepare, by run, and by a seqwr run that would recreate it;
cleanup leaves it and its target alone:

  $ echo precious > target
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ rm test_file.1
  $ ln -s target test_file.1
  $ f prepare | tail -4
  Creating files for the test...
  Extra file open flags: (none)
  FATAL: 'test_file.1' is a symbolic link: refusing to follow it (remove it, or run in another directory)
  rc=1
  $ f --file-test-mode=rndrd run | tail -2
  FATAL: 'test_file.1' is a symbolic link: refusing to follow it (remove it, or run in another directory)
  rc=1
  $ f --file-test-mode=seqwr run | tail -2
  FATAL: 'test_file.1' is a symbolic link: refusing to replace it (remove it, or run in another directory)
  rc=1
  $ f cleanup
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Removing test files...
  WARNING: 'test_file.1' is not a regular file: left in place
  rc=0
  $ stat -c '%F %s %N' target test_file.1
  regular file 9 'target'
  symbolic link 6 'test_file.1' -> 'target'
  $ cat target
  precious

A second hard link is refused the same way (the reference writes into
the file it shares a name with: prepare extends it, rndwr changes it),
--file-name's file too; cleanup removes only the name, and the other
file keeps its data:

  $ rm test_file.1 && ln target test_file.1 && ln target mine.dat
  $ f prepare | tail -2
  FATAL: 'test_file.1' has 3 hard links: refusing to use it (remove it, or run in another directory)
  rc=1
  $ f --file-test-mode=rndwr run | tail -2
  FATAL: 'test_file.1' has 3 hard links: refusing to use it (remove it, or run in another directory)
  rc=1
  $ f --file-test-mode=seqwr run | tail -2
  FATAL: 'test_file.1' has 3 hard links: refusing to replace it (remove it, or run in another directory)
  rc=1
  $ f --file-num=1 --file-name=mine.dat prepare | tail -2
  FATAL: 'mine.dat' has 3 hard links: refusing to use it (remove it, or run in another directory)
  rc=1
  $ f cleanup | tail -1
  rc=0
  $ rm mine.dat
  $ stat -c '%n %h %s' target; cat target; ls test_file.* 2>/dev/null | wc -l
  target 1 9
  precious
  0

A directory or a FIFO of that name is refused too, without blocking:

  $ mkdir test_file.1
  $ f prepare | tail -2
  FATAL: 'test_file.1' is not a regular file: refusing to use it
  rc=1
  $ f --file-test-mode=seqwr run | tail -2
  FATAL: 'test_file.1' is not a regular file: refusing to replace it
  rc=1
  $ rm -r test_file.*
  $ mkfifo test_file.0
  $ timeout 10 sysbench fileio --file-num=4 --file-total-size=4M prepare | tail -1
  FATAL: 'test_file.0' is not a regular file: refusing to use it
  $ timeout 10 sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd run | tail -1
  FATAL: 'test_file.0' is not a regular file: refusing to use it
  $ f cleanup | tail -2
  WARNING: 'test_file.0' is not a regular file: left in place
  rc=0
  $ ls
  target
  test_file.0
  $ rm test_file.0

cleanup removes test_file.N for N below --file-num only:

  $ touch test_file.0 test_file.3 test_file.4 test_file.03 test_file.x test_file
  $ f --file-num=4 cleanup | tail -1
  rc=0
  $ ls
  target
  test_file
  test_file.03
  test_file.4
  test_file.x
