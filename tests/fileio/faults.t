Faults: each gives a clear FATAL line and a non-zero exit, never a hang or
a crash, and never a file that looks complete but is not. The mounts are
made inside the test's directory and removed before the end.

  $ sb() { sysbench fileio --file-num=4 --file-total-size=4M "$@"; echo "rc=$?"; }

A read-only file system: prepare says so.

  $ mkdir ro && mount -t tmpfs -o ro tmpfs ro
  $ (cd ro && sb prepare | tail -2)
  FATAL: Can't open file 'test_file.0' errno = 30 (Read-only file system)
  rc=1

seqwr, which removes its files to create them anew, says why the removal
failed: a read-only file system, or an immutable file (the reference says
`errno = 9 (Bad file descriptor)`):

  $ mount -o remount,rw ro && (cd ro && sb prepare >/dev/null) && mount -o remount,ro ro
  $ (cd ro && sb --file-test-mode=seqwr run | tail -2)
  FATAL: Cannot remove file 'test_file.0' to create it anew errno = 30 (Read-only file system)
  rc=1
  $ mount -o remount,rw ro && chattr +i ro/test_file.0
  $ (cd ro && sb --file-test-mode=seqwr run | tail -2)
  FATAL: Cannot remove file 'test_file.0' to create it anew errno = 1 (Operation not permitted)
  rc=1
  $ chattr -i ro/test_file.0 && umount ro

A full file system: prepare stops at the first failed write, cuts the
file back to its last whole block and says it is incomplete; run then
refuses it and names the prepare command; a write error in run is fatal
too. 2 MiB of space for two files of 1.5 MiB:

  $ mkdir full && mount -t tmpfs -o size=2M tmpfs full && cd full
  $ sb --file-num=2 --file-total-size=3M prepare | tail -4
  Creating file test_file.? (glob)
  FATAL: Failed to write file! file: test_file.1 pos: 524288 errno = 28 (No space left on device)
  FATAL: test_file.1 is incomplete (524288 of 1572864 bytes): run prepare again once the problem is solved
  rc=1
  $ stat -c '%n %s' test_file.*
  test_file.0 1572864
  test_file.1 524288
  $ sb --file-num=2 --file-total-size=3M --file-test-mode=rndrd run | tail -4
  FATAL: Size of file 'test_file.1' is 512KiB, but at least 1.5MiB is expected.
  WARNING: Did you run 'prepare' with different --file-total-size or --file-num values?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=2 --file-total-size=3M prepare
  rc=1
  $ sb --file-num=2 --file-total-size=3M --file-test-mode=seqwr --time=5 run | tail -2
  FATAL: Failed to write file! file: test_file.1 pos: * errno = 28 (No space left on device) (glob)
  rc=1
  $ cd .. && umount full

A write that moves only part of its bytes says why: the file system is
full (tmpfs of 1 MiB and 8 KiB: the rest of the write, written again, gets
ENOSPC), or the file size limit (ulimit -f) is reached; prepare then
leaves the file at its last whole block. An mmap write that the file
system has no room for faults inside the file, which is not a truncated
file: it is named by the error the same bytes get from pwrite (issue 24
item 11; a full ext4 is in fileio-ext4.t):

  $ mkdir part && mount -t tmpfs -o size=1056768 tmpfs part && cd part
  $ sb --file-num=1 --file-total-size=2M --file-test-mode=seqwr run | tail -2
  FATAL: Failed to write file! file: test_file.0 pos: 1048576: 8192 of 16384 bytes transferred (the rest of it, written again: errno = 28 (No space left on device))
  rc=1
  $ rm test_file.0 && sb --file-num=1 --file-total-size=2M prepare | tail -3
  FATAL: Failed to write file! file: test_file.0 pos: 1048576: 8192 of 16384 bytes written (the rest of it, written again: errno = 28 (No space left on device))
  FATAL: test_file.0 is incomplete (1048576 of 2097152 bytes): run prepare again once the problem is solved
  rc=1
  $ rm test_file.0 && sb --file-num=1 --file-total-size=2M --file-test-mode=seqwr --file-io-mode=mmap run | tail -2
  FATAL: Failed to write file! file: test_file.0 pos: 1048576: the kernel could not store the mapped pages errno = 28 (No space left on device)
  rc=1
  $ cd .. && umount part
  $ mkdir limit && cd limit
  $ (ulimit -f 1000; sb --file-num=1 --file-total-size=2M prepare | tail -3)
  FATAL: Failed to write file! file: test_file.0 pos: 1015808: 8192 of 16384 bytes written (the file size limit, ulimit -f, is 1024000 bytes)
  FATAL: test_file.0 is incomplete (1015808 of 2097152 bytes): run prepare again once the problem is solved
  rc=1
  $ (ulimit -f 1000; sb --file-num=1 --file-total-size=2M --file-test-mode=seqwr run | tail -2)
  FATAL: Failed to write file! file: test_file.0 pos: 1015808: 8192 of 16384 bytes transferred (the file size limit, ulimit -f, is 1024000 bytes)
  rc=1
  $ cd ..

A file system that runs out of inodes: prepare names the file it could
not create (the last line before it named the file created before), and
the cause:

  $ mkdir ino && mount -t tmpfs -o nr_inodes=4 tmpfs ino
  $ (cd ino && sb prepare | tail -4)
  Creating file test_file.2
  FATAL: Can't open file 'test_file.3' errno = 28 (No space left on device)
  FATAL: The file system has no free inodes left (df -i)
  rc=1
  $ umount ino

A file system that refuses O_DIRECT (ramfs):

  $ mkdir ram && mount -t ramfs ramfs ram && cd ram
  $ sb --file-extra-flags=direct prepare | tail -3
  FATAL: Can't open file 'test_file.0' errno = 22 (Invalid argument)
  FATAL: The file system of the current directory refuses O_DIRECT (--file-extra-flags=direct)
  rc=1
  $ sb prepare >/dev/null
  $ sb --file-extra-flags=direct --file-test-mode=rndrd run | tail -3
  FATAL: Cannot open file 'test_file.0' errno = 22 (Invalid argument)
  FATAL: The file system of the current directory refuses O_DIRECT (--file-extra-flags=direct)
  rc=1
  $ cd .. && umount ram

SIGINT or SIGTERM during prepare stops it between two blocks: the file
being written stays short, so run refuses it until a new prepare extends
it. (The writes are slowed down by a preloaded library, 5 s a file, and
the signal comes once the file's line is out and its first block written:
a file of 0 bytes would be made anew, not extended, as 1.0.20 does.)

  $ . "$TESTS_SRC/lib/wait.sh"
  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ rm -f out; FAULT_WRITE_DELAY_US=20000 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=16M prepare > out & waitfor out 'Creating file test_file.0'; n=300; until [ -s test_file.0 ] || [ $n = 0 ]; do sleep 0.1; n=$((n - 1)); done; kill -INT $!; wait $!; echo "rc=$?"
  rc=130
  $ tail -2 out
  Creating file test_file.? (glob)
  WARNING: prepare interrupted by SIGINT: test_file.? is incomplete (* of 4194304 bytes); run prepare again to complete it (glob)
  $ sb --file-total-size=16M --file-test-mode=seqrd run | grep FATAL
  FATAL: Size of file 'test_file.?' is *B, but at least 4MiB is expected. (glob)
  $ rm -f out; FAULT_WRITE_DELAY_US=20000 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=16M prepare > out & waitfor out 'Extending existing file'; kill -TERM $!; wait $!; echo "rc=$?"
  rc=143
  $ grep -c Extending out; tail -1 out
  1
  WARNING: prepare interrupted by SIGTERM: test_file.? is incomplete (* of 4194304 bytes); run prepare again to complete it (glob)

The other signals that end a command (issue 33) are taken the same way
(they used to kill prepare mid-write, with nothing said): SIGHUP, and
SIGPIPE when the reader of prepare's output goes away (what is left is
then said on stderr):

  $ rm -f out; FAULT_WRITE_DELAY_US=20000 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=16M prepare > out & waitfor out 'Extending existing file'; kill -HUP $!; wait $!; echo "rc=$?"
  rc=129
  $ tail -1 out
  WARNING: prepare interrupted by SIGHUP: test_file.? is incomplete (* of 4194304 bytes); run prepare again to complete it (glob)
  $ mkfifo fifo; (FAULT_WRITE_DELAY_US=20000 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=16M prepare > fifo 2> err; echo "rc=$?" > rc) &
  $ exec 3< fifo; while read -r line <&3; do case $line in Extending*) break ;; esac; done; exec 3<&-; wait; cat rc err; rm fifo
  rc=141
  WARNING: prepare interrupted by SIGPIPE: test_file.? is incomplete (* of 4194304 bytes); run prepare again to complete it (glob)
  $ sb --file-total-size=16M prepare | tail -3
  Creating file test_file.? (glob)
  * bytes written in * seconds (* MiB/sec). (glob)
  rc=0
  $ sb --file-total-size=16M --file-test-mode=seqrd --events=10 run | grep -E 'number of events|rc='
      total number of events:              10
  rc=0
  $ sb cleanup >/dev/null

A signal during the last file's fsync (held by the preloaded library until
the file `hold` is removed; issue 24 item 5) stops the prepare too: the
files are complete, but prepare exits 128+signal, and so the storage
scorecard, whose first step is that prepare, stops at once (it used to
go on and exit 0), removing its file:

  $ held() { rm -f hold; FAULT_FSYNC_HOLD_FILE=hold LD_PRELOAD=./fault.so sysbench "$@" > out & while [ ! -e hold ]; do sleep 0.05; done; kill -INT $!; rm hold; wait $!; echo "rc=$?"; }
  $ held fileio --file-num=2 --file-total-size=2M prepare
  rc=130
  $ tail -1 out
  WARNING: prepare interrupted by SIGINT before test_file.1: run prepare again to complete the files
  $ sb cleanup >/dev/null
  $ held fileio --file-num=1 --file-total-size=1M prepare
  rc=130
  $ tail -2 out
  Creating file test_file.0
  WARNING: prepare interrupted by SIGINT as it ended: the files are complete
  $ stat -c '%n %s' test_file.*
  test_file.0 1048576
  $ sb --file-num=1 cleanup >/dev/null
  $ held storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real
  rc=130
  $ tail -1 out; ls sysbench-storage* 2>/dev/null | wc -l
  WARNING: storage interrupted by SIGINT before any run completed
  0

An fsync that fails at the end of a file's prepare (the device reported
an I/O error late: any of the file's pages may be lost) leaves that file
empty, so that run refuses it and the next prepare writes it again (the
reference says nothing: exit 0, and its files are reused as they are):

  $ FAULT_FSYNC_ERRNO=5 LD_PRELOAD=./fault.so sysbench fileio --file-num=2 --file-total-size=2M prepare | tail -4; echo "rc=${PIPESTATUS[0]}"
  Creating file test_file.0
  FATAL: fsync() failed on file 'test_file.0' errno = 5 (Input/output error)
  FATAL: What was written to test_file.0 may not be on the device: it is emptied
  FATAL: test_file.0 is incomplete (0 of 1048576 bytes): run prepare again once the problem is solved
  rc=1
  $ stat -c '%n %s' test_file.*
  test_file.0 0
  $ sb --file-num=2 --file-total-size=2M --file-test-mode=rndrd run | grep -E 'FATAL|rc='
  FATAL: Size of file 'test_file.0' is 0B, but at least 1MiB is expected.
  rc=1
  $ sb --file-num=2 --file-total-size=2M prepare | grep -E 'ing file |bytes written|rc='
  Creating file test_file.0
  Creating file test_file.1
  2097152 bytes written in * seconds (* MiB/sec). (glob)
  rc=0
  $ sb --file-num=2 cleanup >/dev/null

A file that ends inside a block (a prepare killed during a write, or a
truncated file) is cut back to its last whole block before prepare
extends it: blocks written from its old end would sit between the
offsets run reads (--validate reports a mismatch) and leave a file larger
than asked; with O_DIRECT the unaligned end made every prepare fail:

  $ mkdir cut && cd cut
  $ v="--file-num=1 --file-total-size=32M --file-block-size=4M --validate"
  $ sysbench fileio $v prepare >/dev/null
  $ truncate -s 17825792 test_file.0
  $ sysbench fileio $v prepare | tail -3; stat -c %s test_file.0
  Extending existing file test_file.0
  test_file.0 ended inside a block: cut back from 17825792 to 16777216 bytes
  16777216 bytes written in * seconds (* MiB/sec). (glob)
  33554432
  $ sysbench fileio $v --file-test-mode=seqrd --events=8 run | grep -E 'FATAL|number of events'
      total number of events:              8
  $ rm test_file.0
  $ d="--file-num=2 --file-total-size=2M --file-extra-flags=direct"
  $ sysbench fileio $d prepare >/dev/null && truncate -s 300001 test_file.1
  $ sysbench fileio $d prepare | tail -3; stat -c %s test_file.1
  Extending existing file test_file.1
  test_file.1 ended inside a block: cut back from 300001 to 294912 bytes
  753664 bytes written in * seconds (* MiB/sec). (glob)
  1048576
  $ cd ..

cleanup removes only regular files, also when another one is swapped in
under the name between a check and the removal: here the preloaded
library replaces test_file.1 with a symlink just before the call that
removes it (the reference, and a check followed by an unlink, would
remove the symlink). cleanup renames the name to a hidden one of its own
first, checks what it got, and puts anything but a regular file back.
seqwr, which removes its files to create them anew, refuses it:

  $ mkdir swap && cd swap
  $ echo precious > target
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare >/dev/null
  $ FAULT_SWAP_NAME=test_file.1 FAULT_SWAP_TARGET=target LD_PRELOAD=../fault.so sysbench fileio --file-num=2 cleanup | tail -1
  WARNING: 'test_file.1' is not a regular file: left in place
  $ ls -A; stat -c %N test_file.1; cat target
  target
  test_file.1
  'test_file.1' -> 'target'
  precious
  $ rm test_file.1 && sysbench fileio --file-num=2 --file-total-size=2M prepare >/dev/null
  $ FAULT_SWAP_NAME=test_file.0 FAULT_SWAP_TARGET=target LD_PRELOAD=../fault.so sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=seqwr run | tail -1
  FATAL: 'test_file.0' is not a regular file: refusing to replace it
  $ ls -A; stat -c %N test_file.0; cat target
  target
  test_file.0
  test_file.1
  'test_file.0' -> 'target'
  precious

--file-name's file likewise:

  $ sysbench fileio --file-num=1 --file-total-size=1M --file-name=mine.dat prepare >/dev/null
  $ FAULT_SWAP_NAME=mine.dat FAULT_SWAP_TARGET=target LD_PRELOAD=../fault.so sysbench fileio --file-num=1 --file-name=mine.dat cleanup | tail -1
  WARNING: 'mine.dat' is not a regular file: left in place
  $ stat -c %N mine.dat && rm mine.dat
  'mine.dat' -> 'target'

Where rename cannot refuse to replace a file (RENAME_NOREPLACE: EINVAL on
NFS, for one), cleanup checks each name and then removes it:

  $ FAULT_RENAMEAT2_ERRNO=22 LD_PRELOAD=../fault.so sysbench fileio --file-num=2 cleanup | tail -1
  WARNING: 'test_file.0' is not a regular file: left in place
  $ ls -A
  target
  test_file.0
  $ cd ..

An I/O error or a short read during run fails the run: no report, exit
status 1. Read errors are injected by the preloaded library; a short read
comes from a file truncated under a sync run, and a SIGBUS from one
truncated under an mmap run becomes an error too:

  $ sb prepare >/dev/null
  $ FAULT_EIO_AFTER=20 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd --time=5 run > out; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Failed to read file! file: test_file.? pos: * errno = 5 (Input/output error) (glob)
  $ FAULT_SHORT_AFTER=20 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=seqrd --time=5 run > out; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Failed to read file! file: test_file.0 pos: *: 8192 of 16384 bytes transferred (glob)
  $ sysbench fileio --file-num=1 --file-total-size=1M prepare >/dev/null
  $ rm -f out; sysbench fileio --file-num=1 --file-total-size=1M --file-test-mode=rndrd --time=10 --report-interval=1 run > out & waitfor out '^\[ [0-9]*s \]' 60; truncate -s 0 test_file.0; wait $!; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Failed to read file! file: test_file.0 pos: *: 0 of 16384 bytes transferred (the file was truncated during the run: it is now 0 bytes) (glob)
  $ sysbench fileio --file-num=1 --file-total-size=1M prepare >/dev/null
  $ rm -f out; sysbench fileio --file-num=1 --file-total-size=1M --file-test-mode=rndrd --file-io-mode=mmap --time=10 --report-interval=1 run > out & waitfor out '^\[ [0-9]*s \]' 60; truncate -s 0 test_file.0; wait $!; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Failed to read file! file: test_file.0 pos: *: the file is shorter than when the run started (truncated under the run?) (glob)

A kernel without usable AIO stops an async run with the cause and the
alternative: ENOSYS (a kernel built without AIO, qemu-user) or EPERM (a
container's seccomp policy), here made by the preloaded library:

  $ sb prepare >/dev/null
  $ for e in 38 1; do FAULT_AIO_SETUP_ERRNO=$e LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd --file-io-mode=async run | grep FATAL; echo "rc=${PIPESTATUS[0]}"; done
  FATAL: io_queue_init() failed! errno = 38 (Function not implemented)
  FATAL: No kernel AIO here: io_setup is not implemented (a kernel built without AIO, or qemu-user). Use --file-io-mode=sync
  rc=1
  FATAL: io_queue_init() failed! errno = 1 (Operation not permitted)
  FATAL: No kernel AIO here: io_setup is not permitted (a container's seccomp policy may forbid it). Use --file-io-mode=sync
  rc=1
