The options' effects, as the reference's header and transcript show them.

prepare rounds each file up to whole blocks from its old end, and extends
a short file without touching its beginning:

  $ sysbench fileio --file-total-size=10000 --file-num=1 --file-block-size=4096 prepare | tail -3
  Extra file open flags: (none)
  Creating file test_file.0
  12288 bytes written in * seconds (* MiB/sec). (glob)
  $ stat -c %s test_file.0
  12288
  $ sysbench fileio --file-total-size=20000 --file-num=1 --file-block-size=4096 prepare | tail -3
  Extra file open flags: (none)
  Extending existing file test_file.0
  8192 bytes written in * seconds (* MiB/sec). (glob)
  $ stat -c %s test_file.0
  20480
  $ sysbench fileio --file-total-size=16K --file-num=1 prepare | sed -n 3p
  1 files, 16Kb each, 0Mb total
  $ sysbench fileio --file-num=1 cleanup >/dev/null

Sequential requests cycle through the files; the last one of a file that
is not a whole number of blocks is short:

  $ sysbench fileio --file-total-size=20000 --file-num=1 --file-block-size=4096 prepare >/dev/null
  $ sysbench fileio --file-total-size=20000 --file-num=1 --file-block-size=4096 --file-test-mode=seqrd --events=7 --debug run | grep Executing
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 0, size: 4096
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 4096, size: 4096
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 8192, size: 4096
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 12288, size: 4096
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 16384, size: 3616
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 0, size: 4096
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 4096, size: 4096

The run header for each option:

  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ hdr() { sysbench fileio --file-num=4 --file-total-size=4M --events=1 "$@" run | sed -n '/^Extra file/,/^Doing/p'; }
  $ hdr --file-test-mode=rndrw --file-fsync-end=off --file-fsync-freq=0 --file-rw-ratio=2 --file-io-mode=mmap --events=5
  Extra file open flags: (none)
  4 files, 1MiB each
  4MiB total file size
  Block size 16KiB
  Number of IO requests: 5
  Read/Write ratio for combined random IO test: 2.00
  Using (fast|slow) mmaped I/O mode (re)
  Doing random r/w test

mmap mode maps each file whole ("fast") where the address space is 64-bit,
and each request ("slow") where it is 32-bit, as the reference does; the
target's word size as its LuaJIT sees it:

  $ kind=$(echo 'print(require("ffi").abi("64bit") and "fast" or "slow")' | sysbench --verbosity=0)
  $ hdr --file-test-mode=rndrd --file-io-mode=mmap | grep -c "^Using $kind mmaped I/O mode$"
  1
  $ for f in sync dsync sync,dsync direct dsync,direct; do hdr --file-test-mode=seqrd --file-extra-flags=$f | head -1; done
  Extra file open flags: sync 
  Extra file open flags: dsync 
  Extra file open flags: sync dsync 
  Extra file open flags: directio
  Extra file open flags: dsync directio
  $ hdr --file-test-mode=rndrd --file-total-size=3000M --file-num=7 --file-block-size=3000 | sed -n 2,4p
  7 files, 428.57MiB each
  2.9297GiB total file size
  Block size 2.9297KiB

Merged sequential requests:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=seqrewr --file-merged-requests=4 --events=3 --debug run | grep Executing
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 0, size: 65536
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 65536, size: 65536
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 131072, size: 65536

--file-fsync-all fsyncs after every write (as many fsyncs as writes, and
no periodic or end fsyncs); --file-fsync-mode=fdatasync is accepted:

  $ rates() { awk '/reads\/s:|writes\/s:|fsyncs\/s:/ {v[$1]=$2} /number of events/ {e=$5} END {printf "reads %s writes %s fsyncs %s events %s\n", (v["reads/s:"]>0?"yes":"no"), (v["writes/s:"]>0?"yes":"no"), (v["fsyncs/s:"]==v["writes/s:"]?"=writes":(v["fsyncs/s:"]>0?"yes":"no")), e}'; }
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndwr --file-fsync-all --events=50 run | rates
  reads no writes yes fsyncs =writes events 50
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndwr --file-fsync-mode=fdatasync --events=50 --file-fsync-freq=10 run | rates
  reads no writes yes fsyncs yes events 50
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndwr --file-fsync-freq=0 --file-fsync-end=off --events=50 run | rates
  reads no writes yes fsyncs no events 50

--file-rw-ratio decides rndrw's mix: 0 means writes only, and a high
ratio reads only at first:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --file-rw-ratio=0 --events=50 run | rates
  reads no writes yes fsyncs yes events 50
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --file-rw-ratio=100 --events=50 --file-fsync-freq=10 run | rates
  reads yes writes no fsyncs yes events 50

The --debug sequences below fix the positions with --rand-seed: like the
reference's, two identical debug lines in a row fold into "(last message
repeated 1 times)", which would drop an operation from the list.

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --events=10 --rand-seed=1 --debug run | grep -o 'operation: [0-9]' | tr '\n' ' '
  operation: 1 operation: 2 operation: 1 operation: 2 operation: 1 operation: 1 operation: 2 operation: 1 operation: 2 operation: 1  (no-eol)

Periodic fsyncs in rndrw come only after a period that wrote something:
with a high ratio the first periods read only and are not followed by a
series of fsyncs.

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --file-rw-ratio=8 --file-fsync-freq=4 --events=14 --rand-seed=1 --debug run | grep -o 'operation: [0-9]' | tr '\n' ' '
  operation: 1 operation: 1 operation: 1 operation: 1 operation: 1 operation: 1 operation: 1 operation: 2 operation: 3 operation: 3 operation: 3 operation: 3 operation: 1 operation: 1  (no-eol)

A random offset never lands past the last file when the total size is not
a multiple of --file-num (the reference reads from an fd past its array):

  $ mkdir tiny && cd tiny
  $ sysbench fileio --file-num=3 --file-total-size=4 --file-block-size=1 prepare | tail -1
  3 bytes written in * seconds (* MiB/sec). (glob)
  $ sysbench fileio --file-num=3 --file-total-size=4 --file-block-size=1 --file-test-mode=rndrd --events=200 --debug run > out; echo rc=$?
  rc=0
  $ grep -q 'file_id: 3' out || echo "no request past the last file"
  no request past the last file
  $ cd ..

Misaligned sizes work silently at --verbosity=2:

  $ sysbench fileio --file-num=128 --file-total-size=1M --file-block-size=4097 --verbosity=2 prepare
  $ sysbench fileio --file-num=128 --file-total-size=1M --file-block-size=4097 --verbosity=2 --file-test-mode=seqrd --events=500 run
  $ sysbench fileio --file-num=128 --file-total-size=1M --file-block-size=4097 --verbosity=2 --file-test-mode=rndrd --events=500 run

--file-name names the one test file (sysbench-ng's; the storage suite's
file): prepare, run and cleanup use it and nothing else; seqwr replaces
it; it stays a plain name in the current directory and needs --file-num=1:

  $ mkdir named && cd named && touch test_file.0
  $ sysbench fileio --file-name=disk.dat --file-num=1 --file-total-size=64K prepare | tail -2
  Creating file disk.dat
  65536 bytes written in * seconds (* MiB/sec). (glob)
  $ stat -c %s disk.dat test_file.0
  65536
  0
  $ sysbench fileio --file-name=disk.dat --file-num=1 --file-total-size=64K --file-test-mode=rndrd --events=10 --debug run | grep -m1 'Opening file'
  DEBUG: Opening file: disk.dat
  $ sysbench fileio --file-name=disk.dat --file-num=1 --file-total-size=128K --file-test-mode=rndrd --events=10 run | grep -e FATAL -e WARNING
  FATAL: Size of file 'disk.dat' is 64KiB, but at least 128KiB is expected.
  WARNING: Did you run 'prepare' with different --file-total-size or --file-num values?
  WARNING: To create or complete the files, run: sysbench fileio --file-num=1 --file-total-size=128K --file-name=disk.dat prepare
  $ sysbench fileio --file-name=disk.dat --file-num=1 --file-total-size=64K --file-test-mode=seqwr --events=4 run >/dev/null && stat -c %s disk.dat
  65536
  $ sysbench fileio --file-name=disk.dat --file-num=1 cleanup | tail -1
  Removing test files...
  $ ls
  test_file.0
  $ sysbench fileio --file-name=disk.dat prepare | tail -1
  FATAL: --file-name names one file: add --file-num=1
  $ sysbench fileio --file-name=../disk.dat --file-num=1 prepare | tail -1
  FATAL: --file-name=../disk.dat: a file name in the current directory (no '/') is expected
  $ sysbench fileio --file-name=.. --file-num=1 cleanup | tail -1
  FATAL: --file-name=..: a file name in the current directory (no '/') is expected
  $ ln -s test_file.0 link.dat
  $ sysbench fileio --file-name=link.dat --file-num=1 --file-total-size=64K prepare | tail -1
  FATAL: 'link.dat' is a symbolic link: refusing to follow it (remove it, or run in another directory)
  $ sysbench fileio --file-name=link.dat --file-num=1 cleanup | tail -1
  WARNING: 'link.dat' is not a regular file: left in place
  $ ls
  link.dat
  test_file.0
  $ cd ..
