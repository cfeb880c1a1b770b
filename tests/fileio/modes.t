Every test mode in the sync and mmap I/O modes, buffered and with
O_DIRECT (async mode: tests/fileio/async.t). Each line sums up one run: which
operations it counted (reads, writes, fsyncs per second above zero or
not), the events, and the exit status. mmap mode is "fast" (each file
mapped whole) on 64-bit targets, "slow" (each request mapped) on 32-bit
ones, as in the reference: tests/fileio/options.t checks which.

  $ . "$TESTS_SRC/lib/fileio.sh"
  $ for io in sync mmap; do
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
  rc=0 (fast|slow) mmaped I/O mode, sequential write \(creation\) test: reads no writes yes fsyncs yes events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, sequential rewrite test: reads no writes yes fsyncs yes events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, sequential read test: reads yes writes no fsyncs no events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, random read test: reads yes writes no fsyncs no events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, random write test: reads no writes yes fsyncs yes events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60 (re)

O_DIRECT (the cram directory's file system accepts it), alone and with
sync or dsync, which the reference refuses:

  $ for io in sync mmap; do
  >   for mode in seqwr seqrd rndrd rndrw; do
  >     run --file-io-mode=$io --file-test-mode=$mode --file-extra-flags=direct
  >   done
  > done
  rc=0 synchronous I/O mode, sequential write (creation) test: reads no writes yes fsyncs yes events 60
  rc=0 synchronous I/O mode, sequential read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random read test: reads yes writes no fsyncs no events 60
  rc=0 synchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  rc=0 (fast|slow) mmaped I/O mode, sequential write \(creation\) test: reads no writes yes fsyncs yes events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, sequential read test: reads yes writes no fsyncs no events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, random read test: reads yes writes no fsyncs no events 60 (re)
  rc=0 (fast|slow) mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60 (re)

mmap mode ignores O_DIRECT (a mapping reads and writes through the page
cache): the header says so after the reference's lines, which still say
directio:

  $ run --file-io-mode=mmap --file-test-mode=rndrd --file-extra-flags=direct
  rc=0 (fast|slow) mmaped I/O mode, random read test: reads yes writes no fsyncs no events 60 (re)
  $ grep -E 'flags|I/O mode|WARNING' out
  Extra file open flags: directio
  Using (fast|slow) mmaped I/O mode (re)
  WARNING: --file-extra-flags=direct does not apply to --file-io-mode=mmap: it reads and writes through the page cache
  $ run --file-test-mode=rndwr --file-extra-flags=direct,sync
  rc=0 synchronous I/O mode, random write test: reads no writes yes fsyncs yes events 60
  $ grep 'Extra file open flags' out
  Extra file open flags: sync directio

Two threads with direct and mmap I/O fsync without EINVAL or EBADF (an
upstream bug), and --events stays exact:

  $ for flags in "--file-extra-flags=direct" "--file-io-mode=mmap"; do
  >   run --threads=2 --file-test-mode=rndrw --file-fsync-freq=5 $flags
  >   echo "$(grep -c 'FATAL\|WARNING' out) errors"
  > done
  rc=0 synchronous I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60
  0 errors
  rc=0 (fast|slow) mmaped I/O mode, random r/w test: reads yes writes yes fsyncs yes events 60 (re)
  0 errors
