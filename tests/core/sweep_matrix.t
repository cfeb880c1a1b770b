Every built-in test, fileio in every I/O mode (io_uring too) with and
without --validate and with each --file-write-data, the UnixBench-style
system tests (each copy a process of its own), and the bundled scripts,
as a threads sweep 1,2,4 under AddressSanitizer and
UndefinedBehaviorSanitizer (src/sysbench_asan): no error and no leak, the
same number of open descriptors after every step (--debug prints it after
each run), and each step's total number of events equal to a plain run at
that thread count.

  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ totals() { grep 'total number of events' | awk '{printf "%s ", $5}'; }
  $ m() {
  >   "$SYSBENCH_ASAN" "$@" --threads=1,2,4 --debug run > sweep.out 2>&1
  >   rc=$?
  >   grep -h -e Sanitizer -e 'runtime error' sweep.out
  >   fds=$(grep 'Open file descriptors after the run' sweep.out | awk '{print $NF}' | sort -u | tr '\n' ' ')
  >   steps=$(grep -c 'Open file descriptors after the run' sweep.out)
  >   sweep=$(totals < sweep.out)
  >   plain=$(for t in 1 2 4; do "$SYSBENCH" "$@" --threads=$t run 2> /dev/null | totals; done)
  >   [ "$sweep" = "$plain" ] && same=same || same="differ from plain runs: $plain"
  >   echo "rc=$rc steps=$steps fds=[$fds] events=[$sweep] $same"
  > }

The built-in tests (memory ignores --events: each thread does its share of
the total):

  $ m cpu --events=300 --time=0 --cpu-max-prime=1000
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ m memory --memory-total-size=4M
  rc=0 steps=3 fds=[3 ] events=[4096 4096 4096 ] same
  $ m memory --memory-total-size=4M --memory-scope=local --memory-oper=read --memory-access-mode=rnd
  rc=0 steps=3 fds=[3 ] events=[4096 4096 4096 ] same
  $ m threads --events=200 --time=0 --thread-yields=10 --thread-locks=2
  rc=0 steps=3 fds=[3 ] events=[200 200 200 ] same
  $ m mutex --mutex-locks=1000 --mutex-loops=100
  rc=0 steps=3 fds=[3 ] events=[1 2 4 ] same

copy: a made file split into one range per thread, and a tree whose files
the threads share out (an event is a block, whatever the threads):

  $ m copy --copy-size=4M --copy-block-size=256K --time=0
  rc=0 steps=3 fds=[3 ] events=[16 16 16 ] same
  $ mkdir -p tree/a && head -c 300000 /dev/zero > tree/a/one && head -c 5 /dev/zero > tree/two && : > tree/three
  $ m copy --copy-from=tree --copy-block-size=64K --time=0
  rc=0 steps=3 fds=[3 ] events=[7 7 7 ] same
  $ ls -A | grep sysbench-copy
  [1]

fileio in each I/O mode, without and with --validate (the latter on files
prepared and written only with --validate, so every check passes):

  $ mkdir off on
  $ for v in off on; do (cd $v && sysbench fileio --file-num=4 --file-total-size=8M --validate=$v prepare > /dev/null); done
  $ for io in sync async mmap io_uring; do for v in off on; do
  >   echo "$io validate=$v"
  >   (cd $v && m fileio --file-num=4 --file-total-size=8M --file-test-mode=rndrw --file-io-mode=$io --validate=$v --events=400 --time=0)
  > done; done
  sync validate=off
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  sync validate=on
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  async validate=off
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  async validate=on
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  mmap validate=off
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  mmap validate=on
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  io_uring validate=off
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  io_uring validate=on
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  $ cd off
  $ m fileio --file-num=4 --file-total-size=8M --file-test-mode=seqrewr --file-io-mode=async --events=400 --time=0
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  $ m fileio --file-num=4 --file-total-size=8M --file-test-mode=seqrewr --file-io-mode=io_uring --events=400 --time=0
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same

io_uring with fio's options: registered files and fixed buffers
(buffered, and direct with --validate's checked blocks), and a polling
submission thread. Polled completions (--file-uring-iopoll) are not in
the sweep: they need a device with poll queues, which neither this
machine's disk nor tmpfs has (tests/fileio/uring.t checks that a run
says so):

  $ m fileio --file-num=4 --file-total-size=8M --file-test-mode=rndrw --file-io-mode=io_uring --file-uring-registered-files --file-uring-fixed-buffers --events=400 --time=0
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  $ (cd ../on && m fileio --file-num=4 --file-total-size=8M --file-test-mode=rndrw --file-io-mode=io_uring --file-extra-flags=direct --file-uring-registered-files --file-uring-fixed-buffers --validate --events=400 --time=0)
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  $ m fileio --file-num=4 --file-total-size=8M --file-test-mode=rndrw --file-io-mode=io_uring --file-uring-sqpoll --events=400 --time=0
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same

Files that are not a whole number of blocks, validated, in a synchronous
and a queued engine (random requests start at a block of their file):

  $ mkdir ../odd && cd ../odd
  $ O="--file-num=3 --file-total-size=300001 --file-block-size=4096 --validate"
  $ sysbench fileio $O prepare > /dev/null
  $ for io in sync io_uring; do m fileio $O --file-io-mode=$io --file-test-mode=rndrw --events=400 --time=0; done
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  $ sysbench fileio --file-num=3 cleanup > /dev/null && cd ../off

The write-data modes, each with a queued engine and O_DIRECT (registered
buffers) and with a synchronous one:

  $ for wd in random compress:50; do
  >   m fileio --file-num=4 --file-total-size=8M --file-test-mode=rndrw --file-io-mode=io_uring --file-extra-flags=direct --file-write-data=$wd --events=400 --time=0
  >   m fileio --file-num=4 --file-total-size=8M --file-test-mode=seqrewr --file-io-mode=sync --file-write-data=$wd --events=400 --time=0
  > done
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same
  rc=0 steps=3 fds=[3 ] events=[400 400 400 ] same

The bundled scripts, a built-in test's reports from Lua, and a script that
drives fileio and cpu events (mixed-io-cpu):

  $ m empty-test --events=500 --time=0
  rc=0 steps=3 fds=[3 ] events=[500 500 500 ] same
  $ m prime-test --events=100 --time=0 --cpu-max-prime=1000
  rc=0 steps=3 fds=[3 ] events=[100 100 100 ] same
  $ m cpu --events=300 --time=0 --cpu-max-prime=1000 --report-script=report-json
  rc=0 steps=3 fds=[3 ] events=[] same
  $ m mixed-io-cpu --file-num=4 --file-total-size=8M --file-test-mode=rndrd --file-block-size=4K --events=300 --time=0
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ sysbench fileio --file-num=4 cleanup > /dev/null
  $ cd ../on && sysbench fileio --file-num=4 cleanup > /dev/null && cd .. && ls off on | grep -c test_file
  0
  [1]

The UnixBench-style system tests, each copy a process of its own (execl
re-executes the sanitized binary per event; shell starts 2 pipelines per
event; filecopy's files are in the current directory, and gone):

  $ m pipe --events=300 --time=0
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ m context --events=300 --time=0
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ m spawn --events=100 --time=0
  rc=0 steps=3 fds=[3 ] events=[100 100 100 ] same
  $ m execl --events=20 --time=0
  rc=0 steps=3 fds=[3 ] events=[20 20 20 ] same
  $ m syscall --events=300 --time=0
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ m filecopy --events=300 --time=0 --filecopy-buffer-size=256 --filecopy-max-blocks=500
  rc=0 steps=3 fds=[3 ] events=[300 300 300 ] same
  $ m shell --events=4 --time=0 --shell-concurrency=2
  rc=0 steps=3 fds=[3 ] events=[4 4 4 ] same
  $ ls | grep -c sysbench-
  0
  [1]

The network test against the server each command starts in its own
process (a session of its own per step; the server's six descriptors,
its listening sockets, epoll and three eventfds, stay open until the
command ends), in each mode:

  $ for mode in send recv bidir rr crr udp; do echo $mode; m net --net-test-mode=$mode --events=300 --time=0; done
  send
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  recv
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  bidir
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  rr
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  crr
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  udp
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same

udp paced by --net-bitrate (each event records its send itself), and the
file modes with --net-dir (file-read's data connections open at each
worker's first event; the server's directory is one descriptor more):

  $ mkdir nd
  $ m net --net-test-mode=udp --net-bitrate=20M --events=300 --time=0
  rc=0 steps=3 fds=[9 ] events=[300 300 300 ] same
  $ for mode in file-read file-write; do echo $mode; m net --net-test-mode=$mode --net-dir="$PWD/nd" --net-file-size=1M --net-block-size=64K --events=300 --time=0; done
  file-read
  rc=0 steps=3 fds=[10 ] events=[300 300 300 ] same
  file-write
  rc=0 steps=3 fds=[10 ] events=[300 300 300 ] same
  $ ls -A nd
