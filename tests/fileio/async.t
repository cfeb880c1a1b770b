The async I/O mode (libaio), apart from the other modes because it needs
kernel AIO: emulated runs under qemu-user skip this file (qemu implements
no io_setup). Every test mode, buffered and with O_DIRECT, the header,
--validate and an injected read error.

Each line sums up one run (tests/lib/fileio.sh). A small
--file-async-backlog lets rndrw see completed reads early enough to start
writing (its read/write choice counts completed requests, as upstream's):

  $ . "$TESTS_SRC/lib/fileio.sh"
  $ for mode in seqwr seqrewr seqrd rndrd rndwr rndrw; do
  >   run --file-io-mode=async --file-test-mode=$mode
  > done
  rc=0 asynchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60

O_DIRECT (the cram directory's file system accepts it), alone and with
sync or dsync, which the reference refuses:

  $ for mode in seqwr seqrd rndrd rndrw; do
  >   run --file-io-mode=async --file-test-mode=$mode --file-extra-flags=direct
  > done
  rc=0 asynchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  $ run --file-test-mode=rndwr --file-extra-flags=dsync,direct,sync --file-io-mode=async
  rc=0 asynchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  $ grep 'Extra file open flags' out
  Extra file open flags: sync dsync directio

Two threads, buffered and direct, fsync without EINVAL or EBADF (an
upstream bug), and --events stays exact:

  $ for flags in "--file-io-mode=async" "--file-io-mode=async --file-extra-flags=direct"; do
  >   run --threads=2 --file-test-mode=rndrw --file-fsync-freq=5 $flags
  >   echo "$(grep -c 'FATAL\|WARNING' out) errors"
  > done
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  0 errors
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  0 errors

async completions are taken from the kernel's completion ring in user
space: 2000 reads need 2000 io_submit calls but almost no io_getevents
(buffered libaio completes at submission, so a reaper that asked the
kernel would make one call per backlog of 8, 250 here):

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ strace -f -qq -e trace=io_submit,io_getevents -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=async --file-async-backlog=8 --events=2000 --time=0 run | grep 'total number of events'
      total number of events:              2000
  $ grep -c '^[0-9]* *io_submit' trace
  2000
  $ [ "$(grep -c '^[0-9]* *io_getevents' trace)" -le 2 ] && echo "few io_getevents"
  few io_getevents
  $ sysbench fileio --file-num=2 --file-total-size=2M cleanup > /dev/null

The run header:

  $ hdr() { sysbench fileio --file-num=4 --file-total-size=4M --events=1 "$@" run | sed -n '/^Extra file/,/^Doing/p'; }
  $ hdr --file-test-mode=seqrewr --file-merged-requests=4 --file-fsync-all --file-io-mode=async --validate --file-block-size=16K
  Extra file open flags: (none)
  4 files, 1MiB each
  4MiB total file size
  Block size 16KiB
  Merging requests up to 64KiB for sequential IO.
  Calling fsync() after each write operation.
  Using asynchronous I/O mode
  Using checksums validation.
  Doing sequential rewrite test

--validate: runs that read, write, or both, on one and two threads (two
threads never work on one block at once), pass; a corrupted byte is found:

  $ sysbench fileio --file-num=4 --file-total-size=4M cleanup >/dev/null
  $ sb() { sysbench fileio --file-num=4 --file-total-size=4M --validate "$@"; echo "rc=$?"; }
  $ sb prepare | tail -1
  rc=0
  $ for mode in seqrd rndrd rndrw seqrewr rndwr seqrd; do
  >   sb --file-io-mode=async --file-test-mode=$mode --events=300 --threads=2 --file-async-backlog=8 run > out
  >   echo "async $mode $(grep -E '^rc=|number of events' out | tr -s ' ' | tr '\n' ' ')"
  > done
  async seqrd  total number of events: 300 rc=0 
  async rndrd  total number of events: 300 rc=0 
  async rndrw  total number of events: 300 rc=0 
  async seqrewr  total number of events: 300 rc=0 
  async rndwr  total number of events: 300 rc=0 
  async seqrd  total number of events: 300 rc=0 
  $ printf X | dd of=test_file.1 bs=1 seek=20000 conv=notrunc status=none
  $ sb --file-io-mode=async --file-test-mode=seqrd --time=5 run | grep -E 'FATAL|General|rc='
  FATAL: Checksum mismatch in block with offset: 16384
  FATAL:     Calculated value: 0x*    Stored value: 0x* (glob)
  FATAL: Validation failed on file 1, block offset 16384, exiting...
  rc=1
  $ sb cleanup >/dev/null

More requests in flight than the files have blocks (4 blocks; async with
the default backlog of 128, direct so that requests stay in flight): a
request for a busy block waits for it, reaping the thread's own
completions meanwhile, instead of spinning forever, and a sequential
rewrite that waits keeps each request in its own slot:

  $ F="--file-num=1 --file-total-size=64K"
  $ sysbench fileio $F --validate prepare > /dev/null
  $ for threads in 1 2; do
  >   for mode in rndwr rndrw seqrewr; do
  >     timeout 20 sysbench fileio $F --validate --file-io-mode=async --file-extra-flags=direct --file-test-mode=$mode --threads=$threads --events=3000 run > out
  >     echo "$threads $mode rc=$? $(grep -c FATAL out) fatal, $(grep 'total number of events' out | tr -s ' ')"
  >   done
  > done
  1 rndwr rc=0 0 fatal,  total number of events: 3000
  1 rndrw rc=0 0 fatal,  total number of events: 3000
  1 seqrewr rc=0 0 fatal,  total number of events: 3000
  2 rndwr rc=0 0 fatal,  total number of events: 3000
  2 rndrw rc=0 0 fatal,  total number of events: 3000
  2 seqrewr rc=0 0 fatal,  total number of events: 3000
  $ sysbench fileio $F --file-test-mode=seqrd --validate --events=4 run | grep -c FATAL
  0
  [1]

A failed check found while waiting for a busy block fails the run like any
other (files rewritten without --validate fail every read):

  $ sysbench fileio $F --file-io-mode=async --file-test-mode=rndwr --events=100 run > /dev/null
  $ for i in 1 2 3; do
  >   timeout 20 sysbench fileio $F --validate --file-io-mode=async --file-extra-flags=direct --file-test-mode=rndrw --events=3000 run > out
  >   echo "rc=$? $(grep -c 'Validation failed' out)"
  > done
  rc=1 1
  rc=1 1
  rc=1 1

An I/O error reported by a completion fails the run: no report, exit
status 1 (injected by the preloaded library, tests/data/fault_preload.c):

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ FAULT_EIO_AFTER=20 LD_PRELOAD=./fault.so sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd --file-io-mode=async --file-async-backlog=4 --time=5 run > out; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|General' out
  FATAL: Asynchronous read failed! file: test_file.? pos: * errno = 5 (Input/output error) (glob)

--file-write-data=random with the async engine: a file rewritten whole
(512 blocks of 16 KiB, no fsync in between) has no two blocks alike,
buffered and direct (the other engines: tests/fileio/write_data.t):

  $ ratio() { echo "$(gzip -1 -c "$1" | wc -c) $(stat -c %s "$1")" | awk '{printf "%.1f%%\n", 100 * $1 / $2}'; }
  $ within() { awk -v v="${1%\%}" -v lo="$2" -v hi="$3" 'BEGIN {print (v >= lo && v <= hi) ? "within " lo ".." hi "%" : v "% outside " lo ".." hi "%"}'; }
  $ distinct() { python3 -c 'import sys; d = open("test_file.0", "rb").read(); b = {d[i:i + 16384] for i in range(0, len(d), 16384)}; print(len(b), "distinct blocks of", len(d) // 16384)'; }
  $ sysbench fileio --file-num=1 --file-total-size=8M prepare > /dev/null
  $ for flags in "" "--file-extra-flags=direct"; do
  >   sysbench fileio --file-num=1 --file-total-size=8M --file-write-data=random --file-test-mode=seqrewr --file-io-mode=async $flags --events=512 --file-fsync-freq=0 --file-async-backlog=8 run | grep -E 'FATAL|number of events' | tr -s ' '
  >   echo "async ${flags:-buffered}: $(distinct), gzip $(within "$(ratio test_file.0)" 99 101)"
  > done
   total number of events: 512
  async buffered: 512 distinct blocks of 512, gzip within 99..101%
   total number of events: 512
  async --file-extra-flags=direct: 512 distinct blocks of 512, gzip within 99..101%
  $ sysbench fileio --file-num=1 cleanup > /dev/null

Asynchronous I/O contexts are made per run, one per thread of that run: a
threads sweep (step 2 failed with "io_submit() failed! errno = 22" when
they were made once, for the first step's threads):

  $ sysbench fileio --file-num=2 --file-total-size=4M prepare > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=4M --file-io-mode=async --file-test-mode=rndrd --threads=1,2 --time=1 run > out; echo "exit $?"
  exit 0
  $ grep -c -e FATAL -e errno out
  0
  [1]
  $ grep -c 'reads/s:' out
  2
  $ sysbench fileio --file-num=2 cleanup > /dev/null

The facts a result file's step gives for the async engine (the other engines and
what each fact means: tests/fileio/facts.t):

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ facts() {
  >   sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=200 --output=json:r.json "$@" run > /dev/null
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]; f["resident_percent"] = "under 1%" if f["resident_percent"] < 1 else "1% or more"; print(" ".join("%s=%s" % (k, json.dumps(f[k])) for k in sorted(f) if k not in ("ram_bytes", "dio_mem_align", "dio_offset_align", "filesystem")))'
  > }
  $ facts --file-io-mode=async --file-extra-flags=direct --file-write-data=random
  direct_io_honoured="yes" direct_io_requested=true engine="libaio" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=false queue_depth=128 resident_percent="under 1%" write_data="random"
  $ sysbench fileio --file-num=2 cleanup > /dev/null

libaio is loaded when the async mode first needs it, not with the
program: a start of sysbench maps neither libaio nor liburing (nor LuaJIT,
linked in), and without libaio only this mode fails, naming the package:

  $ echo 'for l in io.lines("/proc/self/maps") do if l:match("libaio") or l:match("liburing") or l:match("luajit") then print(l) end end' | sysbench --verbosity=0
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ FAULT_DLOPEN_FAIL=libaio LD_PRELOAD=./fault.so sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=async --events=10 run | grep -e FATAL -e 'number of events'; echo "rc=${PIPESTATUS[0]}"
  FATAL: --file-io-mode=async needs libaio.so.1 (Debian package libaio1): it cannot be loaded
  rc=1
  $ FAULT_DLOPEN_FAIL=libaio LD_PRELOAD=./fault.so sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=10 run | grep -e FATAL -e 'number of events'
      total number of events:              10
  $ sysbench fileio --file-num=2 cleanup > /dev/null
