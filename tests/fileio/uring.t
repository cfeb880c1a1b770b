--file-io-mode=io_uring: every test mode, buffered and with O_DIRECT, with
and without --validate, the fsync modes, --rate; batched submission and
the registrations under strace.

  $ summary() {
  >   awk '/Using .* I\/O mode/ {io=$0; sub(/^Using /, "", io)} /^Doing/ {sub(/^Doing /, ""); mode=$0}
  >        /reads\/s:/ {r=($2>0)} /writes\/s:/ {w=($2>0)} /fsyncs\/s:/ {f=($2>0)}
  >        /total number of events/ {e=$5}
  >        END {printf "%s, %s: reads %s writes %s fsyncs %s events %s\n", io, mode, r?"yes":"no", w?"yes":"no", f?"yes":"no", e}'
  > }
  $ run() {
  >   sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null || echo prepare failed
  >   sysbench fileio --file-num=4 --file-total-size=4M --events=60 --file-fsync-freq=20 --file-async-backlog=8 --file-io-mode=io_uring "$@" run > out
  >   echo "rc=$? $(summary < out)"
  > }
  $ for flags in "" "--file-extra-flags=direct"; do
  >   for mode in seqwr seqrewr seqrd rndrd rndwr rndrw; do
  >     run --file-test-mode=$mode $flags
  >   done
  > done
  rc=0 io_uring I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 io_uring I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 io_uring I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 io_uring I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 io_uring I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 io_uring I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  $ grep 'Extra file open flags' out
  Extra file open flags: directio

Two threads, and direct with sync and dsync, fsync without errors; with
--validate (files prepared with it) every block read is checked, buffered
and direct, on one and two threads:

  $ run --threads=2 --file-test-mode=rndrw --file-fsync-freq=5 --file-extra-flags=direct,dsync
  rc=0 io_uring I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  $ grep -c 'FATAL\|WARNING' out
  0
  [1]
  $ sysbench fileio --file-num=4 cleanup > /dev/null
  $ sysbench fileio --file-num=4 --file-total-size=4M --validate prepare > /dev/null
  $ for flags in "" "--file-extra-flags=direct"; do for threads in 1 2; do
  >   for mode in seqrd rndrd rndrw seqrewr rndwr seqrd; do
  >     sysbench fileio --file-num=4 --file-total-size=4M --validate --file-io-mode=io_uring --file-test-mode=$mode --events=300 --threads=$threads --file-async-backlog=8 $flags run > out
  >     echo "$threads ${flags:-buffered} $mode rc=$? $(grep -c FATAL out) fatal, $(grep -c 'checksums validation' out) validating, $(grep 'total number of events' out | tr -s ' ')"
  >   done
  > done; done
  1 buffered seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  1 buffered rndrd rc=0 0 fatal, 1 validating,  total number of events: 300
  1 buffered rndrw rc=0 0 fatal, 1 validating,  total number of events: 300
  1 buffered seqrewr rc=0 0 fatal, 1 validating,  total number of events: 300
  1 buffered rndwr rc=0 0 fatal, 1 validating,  total number of events: 300
  1 buffered seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered rndrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered rndrw rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered seqrewr rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered rndwr rc=0 0 fatal, 1 validating,  total number of events: 300
  2 buffered seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct rndrd rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct rndrw rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct seqrewr rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct rndwr rc=0 0 fatal, 1 validating,  total number of events: 300
  1 --file-extra-flags=direct seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct seqrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct rndrd rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct rndrw rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct seqrewr rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct rndwr rc=0 0 fatal, 1 validating,  total number of events: 300
  2 --file-extra-flags=direct seqrd rc=0 0 fatal, 1 validating,  total number of events: 300

More requests in flight than the file has blocks: a request for a busy
block waits for it (submitting what is queued), never forever:

  $ sysbench fileio --file-num=4 cleanup > /dev/null
  $ sysbench fileio --file-num=1 --file-total-size=64K --validate prepare > /dev/null
  $ for mode in rndwr rndrw seqrewr; do
  >   timeout 20 sysbench fileio --file-num=1 --file-total-size=64K --validate --file-io-mode=io_uring --file-extra-flags=direct --file-test-mode=$mode --threads=2 --events=3000 run > out
  >   echo "$mode rc=$? $(grep -c FATAL out) fatal, $(grep 'total number of events' out | tr -s ' ')"
  > done
  rndwr rc=0 0 fatal,  total number of events: 3000
  rndrw rc=0 0 fatal,  total number of events: 3000
  seqrewr rc=0 0 fatal,  total number of events: 3000

A corrupted block is found as in the other modes:

  $ printf X | dd of=test_file.0 bs=1 seek=20000 conv=notrunc status=none
  $ sysbench fileio --file-num=1 --file-total-size=64K --validate --file-io-mode=io_uring --file-test-mode=seqrd --time=5 run | grep -E 'FATAL|General'
  FATAL: Checksum mismatch in block with offset: 16384
  FATAL:     Calculated value: 0x*    Stored value: 0x* (glob)
  FATAL: Validation failed on file 0, block offset 16384, exiting...
  $ sysbench fileio --file-num=1 cleanup > /dev/null
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare > /dev/null

The fsync modes count the same fsyncs as sync mode, for the same requests
(the result file's counts: reads, writes, other):

  $ counts() {
  >   sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndwr --events=100 --output=json:c.json "$@" run > /dev/null
  >   python3 -c 'import json; f = json.load(open("c.json"))["steps"][0]["final"]; print(f["reads"], f["writes"], f["other"])'
  > }
  $ for fs in "--file-fsync-freq=20" "--file-fsync-freq=20 --file-fsync-mode=fdatasync" "--file-fsync-all" "--file-fsync-freq=0 --file-fsync-end=off" "--file-fsync-freq=7 --file-fsync-end=off"; do
  >   echo "$fs: sync $(counts $fs) io_uring $(counts --file-io-mode=io_uring $fs)"
  > done
  --file-fsync-freq=20: sync 0 84 20 io_uring 0 84 20
  --file-fsync-freq=20 --file-fsync-mode=fdatasync: sync 0 84 20 io_uring 0 84 20
  --file-fsync-all: sync 0 100 100 io_uring 0 100 100
  --file-fsync-freq=0 --file-fsync-end=off: sync 0 100 0 io_uring 0 100 0
  --file-fsync-freq=7 --file-fsync-end=off: sync 0 64 36 io_uring 0 64 36

Paced by --rate, each request goes out at once:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd --file-io-mode=io_uring --rate=100 --time=1 run > out; echo "rc=$?"
  rc=0
  $ awk '/total number of events/ {print ($5 > 50 && $5 < 150) ? "about 100 events" : $5}' out
  about 100 events

Batching: at a depth of 32, 3200 reads (of cached data, which complete
inside the call that submits them) take one io_uring_enter per 32
requests, far fewer than one per 4. By default, as fio's io_uring engine,
nothing is registered with the ring but its own descriptor (the files and
buffers on request: below); the ring is made
disabled and enabled by its worker thread, its one issuer:

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ cat test_file.* > /dev/null
  $ strace -f -c -e trace=io_uring_enter -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring --file-async-backlog=32 --events=3200 --time=0 run | grep 'total number of events'
      total number of events:              3200
  $ awk '$NF == "io_uring_enter" {print ($4 > 0 && $4 < 3200 / 4) ? "fewer than 1 per 4" : $4 " calls"}' trace
  fewer than 1 per 4
  $ for flags in "" "--file-extra-flags=direct"; do
  >   strace -f -e trace=io_uring_setup,io_uring_register -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring $flags --events=100 --time=0 run > /dev/null
  >   echo "${flags:-buffered}: $(grep -c 'IORING_SETUP_R_DISABLED' trace) disabled ring; $(grep -o 'IORING_REGISTER_[A-Z_]*' trace | sort | uniq -c | awk '{printf "%s %s; ", $1, $2}')"
  > done
  buffered: 1 disabled ring; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_RING_FDS; 
  --file-extra-flags=direct: 1 disabled ring; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_RING_FDS; 

The worker thread, not the one that made the ring, enables it (strace's
first column is the thread):

  $ awk '/io_uring_setup/ {setup = $1} /IORING_REGISTER_ENABLE_RINGS/ {enable = $1} END {print (setup != enable) ? "enabled by another thread" : "enabled by the thread that made it"}' trace
  enabled by another thread

Direct reads too (their completions come from the device, while the
thread fills the next entries): fewer calls than requests, however the
device spreads its completions (about 1 per 32 on an idle machine):

  $ strace -f -c -e trace=io_uring_enter -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring --file-extra-flags=direct --file-async-backlog=32 --events=3200 --time=0 run | grep 'total number of events'
      total number of events:              3200
  $ awk '$NF == "io_uring_enter" {print ($4 > 0 && $4 < 3200) ? "fewer than 1 per request" : $4 " calls"}' trace
  fewer than 1 per request
  $ sysbench fileio --file-num=2 cleanup > /dev/null

--file-write-data=random with io_uring: a file rewritten whole (512
blocks of 16 KiB, no fsync in between) has no two blocks alike, buffered
and direct (the other engines: tests/fileio/write_data.t):

  $ ratio() { echo "$(gzip -1 -c "$1" | wc -c) $(stat -c %s "$1")" | awk '{printf "%.1f%%\n", 100 * $1 / $2}'; }
  $ within() { awk -v v="${1%\%}" -v lo="$2" -v hi="$3" 'BEGIN {print (v >= lo && v <= hi) ? "within " lo ".." hi "%" : v "% outside " lo ".." hi "%"}'; }
  $ distinct() { python3 -c 'import sys; d = open("test_file.0", "rb").read(); b = {d[i:i + 16384] for i in range(0, len(d), 16384)}; print(len(b), "distinct blocks of", len(d) // 16384)'; }
  $ sysbench fileio --file-num=1 --file-total-size=8M prepare > /dev/null
  $ for flags in "" "--file-extra-flags=direct"; do
  >   sysbench fileio --file-num=1 --file-total-size=8M --file-write-data=random --file-test-mode=seqrewr --file-io-mode=io_uring $flags --events=512 --file-fsync-freq=0 --file-async-backlog=8 run | grep -E 'FATAL|number of events' | tr -s ' '
  >   echo "io_uring ${flags:-buffered}: $(distinct), gzip $(within "$(ratio test_file.0)" 99 101)"
  > done
   total number of events: 512
  io_uring buffered: 512 distinct blocks of 512, gzip within 99..101%
   total number of events: 512
  io_uring --file-extra-flags=direct: 512 distinct blocks of 512, gzip within 99..101%
  $ sysbench fileio --file-num=1 cleanup > /dev/null

The facts a result file's step gives for io_uring (the other engines and
what each fact means: tests/fileio/facts.t):

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ facts() {
  >   sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=200 --output=json:r.json "$@" run > /dev/null
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]; f["resident_percent"] = "under 1%" if f["resident_percent"] < 1 else "1% or more"; print(" ".join("%s=%s" % (k, json.dumps(f[k])) for k in sorted(f) if k not in ("ram_bytes", "dio_mem_align", "dio_offset_align", "filesystem")))'
  > }
  $ facts --file-io-mode=io_uring --file-extra-flags=direct --file-async-backlog=32 --file-write-data=compress:40
  deferred_completions=true direct_io_honoured="yes" direct_io_requested=true engine="io_uring" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=false polled_completions=false queue_depth=32 registered_buffers=false registered_files=false resident_percent="under 1%" sqpoll=false write_data="compress:40"
  $ facts --file-io-mode=io_uring
  deferred_completions=true direct_io_honoured="no" direct_io_requested=false engine="io_uring" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=true polled_completions=false queue_depth=128 registered_buffers=false registered_files=false resident_percent="1% or more" sqpoll=false write_data="zero"

A threads sweep warns once, on a terminal, that the file set fits in the
RAM (tests/fileio/facts.t has the warning's text):

  $ script -qec "sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=10 --file-io-mode=io_uring --threads=1,2 run" /dev/null < /dev/null | grep -c WARNING
  1
  $ sysbench fileio --file-num=2 cleanup > /dev/null

io_uring's own options, fio's of its io_uring engine: registered files
(--file-uring-registered-files, fio's registerfiles), fixed buffers
(--file-uring-fixed-buffers, fixedbufs), a kernel thread that takes the
submissions (--file-uring-sqpoll, sqthread_poll) and polled completions
(--file-uring-iopoll, hipri). All are off by default, as fio's, and a run
with one says so in its header and its result file.

  $ sysbench fileio help | grep -e '--file-uring'
    --file-uring-registered-files[=on|off] io_uring: the files registered with each thread's ring, not looked up per request (fio's registerfiles) [off]
    --file-uring-fixed-buffers[=on|off]    io_uring: the buffers registered once, not pinned per request (fio's fixedbufs) [off]
    --file-uring-sqpoll[=on|off]           io_uring: a kernel thread per ring takes the requests, without a system call (fio's sqthread_poll) [off]
    --file-uring-iopoll[=on|off]           io_uring: completions polled from the device, not signalled: O_DIRECT on a device with poll queues (fio's hipri) [off]
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ ufacts() {
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]; print(" ".join("%s=%s" % (k, json.dumps(f[k])) for k in ("registered_files", "registered_buffers", "sqpoll", "polled_completions")))'
  > }

Registered files and fixed buffers, buffered and direct: the header's
line after the engine's, the facts, and the registrations, made by the
worker thread (the ring's one issuer), which also unregisters the files
at its end, so that nothing of the run keeps them open:

  $ for flags in "" "--file-extra-flags=direct"; do
  >   strace -f -e trace=io_uring_register -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrw --file-io-mode=io_uring --file-uring-registered-files --file-uring-fixed-buffers $flags --events=300 --time=0 --output=json:r.json run > out; echo "rc=$?"
  >   grep -A1 'Using io_uring' out
  >   grep 'total number of events' out | tr -s ' '
  >   ufacts
  >   grep -o 'IORING_[A-Z_]*' trace | sort | uniq -c | awk '{printf "%s %s; ", $1, $2} END {print ""}'
  >   awk '/IORING_REGISTER_ENABLE_RINGS/ {t = $1} /IORING_UNREGISTER_FILES/ {u = $1} END {print (t == u) ? "unregistered by the worker" : "unregistered by another thread"}' trace
  > done
  rc=0
  Using io_uring I/O mode
  io_uring: registered files, fixed buffers
   total number of events: 300
  registered_files=true registered_buffers=true sqpoll=false polled_completions=false
  1 IORING_REGISTER_BUFFERS; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_FILES; 1 IORING_REGISTER_RING_FDS; 1 IORING_UNREGISTER_FILES; 1 IORING_UNREGISTER_RING_FDS; 
  unregistered by the worker
  rc=0
  Using io_uring I/O mode
  io_uring: registered files, fixed buffers
   total number of events: 300
  registered_files=true registered_buffers=true sqpoll=false polled_completions=false
  1 IORING_REGISTER_BUFFERS; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_FILES; 1 IORING_REGISTER_RING_FDS; 1 IORING_UNREGISTER_FILES; 1 IORING_UNREGISTER_RING_FDS; 
  unregistered by the worker
  $ sysbench fileio --file-num=2 cleanup > /dev/null

Fixed buffers hold what --validate checks, and the write-data pool (a
second registered region), on two threads:

  $ sysbench fileio --file-num=2 --file-total-size=2M --validate prepare > /dev/null
  $ for mode in rndrw seqrewr seqrd; do
  >   sysbench fileio --file-num=2 --file-total-size=2M --validate --file-io-mode=io_uring --file-uring-fixed-buffers --file-extra-flags=direct --file-test-mode=$mode --threads=2 --events=400 run > out
  >   echo "$mode rc=$? $(grep -c FATAL out) fatal, $(grep 'total number of events' out | tr -s ' ')"
  > done
  rndrw rc=0 0 fatal,  total number of events: 400
  seqrewr rc=0 0 fatal,  total number of events: 400
  seqrd rc=0 0 fatal,  total number of events: 400
  $ sysbench fileio --file-num=2 cleanup > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-io-mode=io_uring --file-uring-fixed-buffers --file-write-data=random --file-test-mode=rndwr --threads=2 --events=400 run | grep -E 'FATAL|total number of events' | tr -s ' '
   total number of events: 400

SQPOLL: the ring is set up with a polling thread, the requests all
complete, and the same counts come out as without it:

  $ for sq in off on; do
  >   strace -f -e trace=io_uring_setup -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndwr --file-io-mode=io_uring --file-uring-sqpoll=$sq --file-fsync-freq=20 --events=200 --time=0 --output=json:r.json run > out; echo "rc=$?"
  >   grep '^io_uring:' out || echo "no io_uring line"
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["final"]; print(f["reads"], f["writes"], f["other"])'
  >   ufacts
  >   echo "$(grep -c IORING_SETUP_SQPOLL trace) ring(s) with SQPOLL"
  > done
  rc=0
  no io_uring line
  0 182 20
  registered_files=false registered_buffers=false sqpoll=false polled_completions=false
  0 ring(s) with SQPOLL
  rc=0
  io_uring: SQPOLL
  0 182 20
  registered_files=false registered_buffers=false sqpoll=true polled_completions=false
  1 ring(s) with SQPOLL

What the options refuse: another engine, and polled completions of
buffered I/O (which cannot be polled):

  $ for io in sync async mmap; do sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=$io --file-uring-sqpoll run > out; echo "rc=$? $(grep FATAL out)"; done
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=sync --file-uring-registered-files run; echo "rc=$?"
  sysbench * (glob)
  
  FATAL: --file-uring-registered-files applies to --file-io-mode=io_uring only
  rc=1
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring --file-uring-iopoll run; echo "rc=$?"
  sysbench * (glob)
  
  FATAL: --file-uring-iopoll polls for direct I/O only: add --file-extra-flags=direct
  rc=1

Polled completions on a file system without them (tmpfs: nothing there
completes a polled request) fail the run at the first completion, with
what it needs, and no write of its random data reaches the files:

  $ mkdir shm && mount -t tmpfs -o size=8M tmpfs shm && cd shm
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ md5sum test_file.* > sums
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndwr --file-io-mode=io_uring --file-extra-flags=direct --file-uring-iopoll --file-write-data=random --events=100 run > out; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|io_uring:' out
  io_uring: polled completions
  FATAL: Asynchronous write failed! file: test_file.* pos: * errno = 95 (Operation not supported) (glob)
  FATAL: --file-uring-iopoll needs a device that completes polled requests (one with poll queues, as NVMe's poll_queues gives): this file's has none
  $ md5sum -c --quiet sums
  $ cd .. && umount shm && rmdir shm
  $ sysbench fileio --file-num=2 cleanup > /dev/null
