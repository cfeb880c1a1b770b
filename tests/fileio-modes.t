Every test mode in every I/O mode, buffered and with O_DIRECT. Each line
sums up one run: which operations it counted (reads, writes, fsyncs per
second above zero or not), the events, and the exit status. A small
--file-async-backlog lets rndrw see completed reads early enough to start
writing (its read/write choice counts completed requests, as upstream's).

  $ summary() {
  >   awk '/Using .* I\/O mode/ {io=$0; sub(/^Using /, "", io)} /^Doing/ {sub(/^Doing /, ""); mode=$0}
  >        /reads\/s:/ {r=($2>0)} /writes\/s:/ {w=($2>0)} /fsyncs\/s:/ {f=($2>0)}
  >        /total number of events/ {e=$5}
  >        END {printf "%s, %s: reads %s writes %s fsyncs %s events %s\n", io, mode, r?"yes":"no", w?"yes":"no", f?"yes":"no", e}'
  > }
  $ run() {
  >   sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null || echo prepare failed
  >   sysbench fileio --file-num=4 --file-total-size=4M --events=60 --file-fsync-freq=20 --file-async-backlog=8 "$@" run > out
  >   echo "rc=$? $(summary < out)"
  > }
  $ for io in sync async mmap; do
  >   for mode in seqwr seqrewr seqrd rndrd rndwr rndrw; do
  >     run --file-io-mode=$io --file-test-mode=$mode
  >   done
  > done
  rc=0 synchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 synchronous I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 synchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 synchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 fast mmaped I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 fast mmaped I/O mode, random write test: reads no writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60

O_DIRECT (the cram directory's file system accepts it), alone and with
sync or dsync, which the reference refuses:

  $ for io in sync async mmap; do
  >   for mode in seqwr seqrd rndrd rndrw; do
  >     run --file-io-mode=$io --file-test-mode=$mode --file-extra-flags=direct
  >   done
  > done
  rc=0 synchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 synchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 asynchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 fast mmaped I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 fast mmaped I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 fast mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  $ run --file-test-mode=rndwr --file-extra-flags=direct,sync
  rc=0 synchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  $ grep 'Extra file open flags' out
  Extra file open flags: sync directio
  $ run --file-test-mode=rndwr --file-extra-flags=dsync,direct,sync --file-io-mode=async
  rc=0 asynchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  $ grep 'Extra file open flags' out
  Extra file open flags: sync dsync directio

Two threads with direct, async and mmap I/O fsync without EINVAL or EBADF
(an upstream bug), and --events stays exact:

  $ for flags in "--file-extra-flags=direct" "--file-io-mode=async" "--file-io-mode=mmap" "--file-io-mode=async --file-extra-flags=direct"; do
  >   run --threads=2 --file-test-mode=rndrw --file-fsync-freq=5 $flags
  >   echo "$(grep -c 'FATAL\|WARNING' out) errors"
  > done
  rc=0 synchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  0 errors
  rc=0 asynchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  0 errors
  rc=0 fast mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
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
