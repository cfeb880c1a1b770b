The storage scorecard: `sysbench storage run` measures CrystalDiskMark's
grid on one file of its own, sysbench-storage.dat, with direct I/O and
libaio, and prints the best of --runs runs per cell in CrystalDiskMark's
line layout, the flags that qualify the figures and the fio command of
each cell. Small files and short runs here; tests/bench/storage.sh holds
each cell against fio.

  $ sysbench storage help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  storage options:
    --format=STRING  what to print: text (CrystalDiskMark's layout) or markdown [text]
    --interval=N     seconds between a cell's runs [5]
    --profile=STRING cells to measure: default, peak, real, nvme, flash or full [default]
    --run-time=N     seconds per measured run [5]
    --runs=N         measured runs per cell; the best is the headline (CrystalDiskMark 9: 3; 8 and KDiskMark: 5) [3]
    --size=STRING    size of the test file, sysbench-storage.dat, in whole MiB (default: the size of the one here, else 1G) [1G]
  

A run: it creates the file, measures, removes the file, and touches
nothing else (a test_file.0 here stays as it was):

  $ echo mine > test_file.0
  $ sysbench storage run --size=8M --runs=2 --run-time=1 --interval=0 --profile=real --output=json:card.json,svg:card.svg,html:card.html > out 2> err; echo "rc=$?"
  rc=0
  $ cat out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Storage scorecard, profile real: sysbench-storage.dat (8MiB) on *, *, kernel * (glob)
  * device: * (glob)
  * the best of 2 runs of 1 s per test, 0s apart, each test after a 1 s warm-up; libaio, direct I/O, random data
  * MB/s = 1,000,000 bytes/s; latency: mean <in brackets> and 99th percentile, in microseconds
  
  [Read]
    SEQ    1MiB (Q=  1, T= 1): * MB/s [* IOPS] <* us>  p99 * us (glob)
    RND    4KiB (Q=  1, T= 1): * MB/s [* IOPS] <* us>  p99 * us (glob)
  
  [Write]
    SEQ    1MiB (Q=  1, T= 1): * MB/s [* IOPS] <* us>  p99 * us (glob)
    RND    4KiB (Q=  1, T= 1): * MB/s [* IOPS] <* us>  p99 * us (glob)
  
  Flags:
  * (glob)
  
  The same with fio:
    SEQ1M Q1T1 read: fio --name=SEQ1M-Q1T1-read --filename=sysbench-storage.dat --size=8m --ioengine=libaio --direct=1 --rw=read --bs=1m --iodepth=1 --numjobs=1 --time_based --runtime=1 --group_reporting
    RND4K Q1T1 read: fio --name=RND4K-Q1T1-read --filename=sysbench-storage.dat --size=8m --ioengine=libaio --direct=1 --rw=randread --bs=4k --iodepth=1 --numjobs=1 --norandommap --randrepeat=0 --time_based --runtime=1 --group_reporting
    SEQ1M Q1T1 write: fio --name=SEQ1M-Q1T1-write --filename=sysbench-storage.dat --size=8m --ioengine=libaio --direct=1 --rw=write --bs=1m --iodepth=1 --numjobs=1 --time_based --runtime=1 --group_reporting
    RND4K Q1T1 write: fio --name=RND4K-Q1T1-write --filename=sysbench-storage.dat --size=8m --ioengine=libaio --direct=1 --rw=randwrite --bs=4k --iodepth=1 --numjobs=1 --norandommap --randrepeat=0 --time_based --runtime=1 --group_reporting
  $ ls
  card.html
  card.json
  card.svg
  err
  out
  test_file.0
  $ cat test_file.0
  mine

Off a terminal, nothing on stderr (no progress line):

  $ wc -c < err
  0

Each headline is the best of the cell's runs in the result file, which
keeps the warm-up and every run with its start time, and each cell's
best, median and mean in its summary:

  $ python3 "$TESTS_SRC/storage/check_storage.py" out card.json
  headlines: ok, 4 cells, each the best of 2 runs
  $ python3 "$TESTS_SRC/lib/check_results.py" card.json
  card.json: ok, 12 step(s), 12 report(s)
  $ python3 -c 'import json; d = json.load(open("card.json")); print(d["test"], [s["label"] for s in d["steps"]][:4]); s = d["summary"]; print(s["scorecard"], s["profile"], s["size_bytes"], s["runs"], s["engine"], s["direct_io"], sorted(s["cells"][0]))'
  storage ['SEQ1M Q1T1 read warm-up', 'SEQ1M Q1T1 read run 1', 'SEQ1M Q1T1 read run 2', 'RND4K Q1T1 read warm-up']
  storage real 8388608 2 libaio True ['best', 'block_bytes', 'completed_inline', 'direction', 'fio', 'in_flight', 'mean', 'median', 'name', 'queue_depth', 'runs', 'threads', 'warmup']

Its picture and page are the card: each direction's cells with their
MB/s drawn as bars, IOPS and latencies, then the rows and the flags (not
a threads sweep's speedups between unrelated runs); every step is a
"suite" step, and the CSV names each row's step:

  $ python3 "$TESTS_SRC/lib/check_svg.py" card.html card.json
  html: 6 table row(s), 1 svg
  svg 760x* title: sysbench-ng: storage (glob)
  storage: Storage scorecard, profile real: sysbench-storage.dat (8MiB) | 2 table(s): Read 2 row(s), Write 2 row(s) | * note line(s) (glob)
  storage: 4 bar(s) as long as their figures, 4 row(s) as in the file
  page: 2 table(s) as in the picture
  $ grep -c -e speedup -e efficiency -e knee card.svg card.html
  card.svg:0
  card.html:0
  [1]
  $ python3 -c 'import json; print(sorted(set(s["kind"] for s in json.load(open("card.json"))["steps"])))'
  ['suite']

The runs are fileio's, with the cell's options and nothing left over from
the command line:

  $ python3 -c 'import json; d = json.load(open("card.json")); o = d["steps"][7]["options"]; print(d["steps"][7]["label"], o["file-test-mode"], o["file-block-size"], o["file-async-backlog"], o["file-io-mode"], o["file-extra-flags"], o["file-write-data"], o["file-name"], o["threads"], o["time"])'
  SEQ1M Q1T1 write run 1 seqrewr 1048576 1 async direct random sysbench-storage.dat 1 1

The options the scorecard sets itself are refused, each naming the one to
use, before anything is written:

  $ sysbench storage run --threads=4 | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: --threads: each cell sets its own thread count (choose the cells with --profile)
  rc=1
  $ sysbench storage run --time=60 | tail -1
  FATAL: --time: use --run-time (seconds per measured run)
  $ sysbench storage run --events=100 | tail -1
  FATAL: --events: the runs are timed: use --run-time
  $ sysbench storage run --file-total-size=4G | tail -1
  FATAL: --file-total-size: use --size
  $ sysbench storage run --file-io-mode=sync | tail -1
  FATAL: --file-io-mode: the scorecard sets the fileio options of each cell (choose the cells with --profile, the file's size with --size)
  $ sysbench storage run --profile=fast | tail -1
  FATAL: --profile=fast: the profiles are default, peak, real, nvme, flash or full
  $ sysbench storage run --format=csv | tail -1
  FATAL: --format=csv: text or markdown
  $ sysbench storage run --size=1000 | tail -1
  FATAL: --size=1000: a whole number of MiB, at least 1M (1G, 512M, ...)
  $ sysbench storage run --size=1028K | tail -1
  FATAL: --size=1028K: a whole number of MiB, at least 1M (1G, 512M, ...)
  $ sysbench storage run --rate=10 | tail -1
  FATAL: --rate: every run goes as fast as the device lets it (the scorecard measures its best)
  $ sysbench storage run --histogram | tail -1
  FATAL: --histogram: the scorecard prints its own table; --output=json:FILE keeps each run's latency histogram
  $ sysbench storage run --validate | tail -1
  FATAL: --validate: the scorecard writes random data, which --validate cannot check (sysbench fileio --validate can)
  $ sysbench storage run --report-interval=1 | tail -1
  FATAL: --report-interval: the scorecard prints one line per cell; --output=json:FILE keeps every run
  $ sysbench storage run --warmup-time=1 | tail -1
  FATAL: --warmup-time: each cell has its own 1 s warm-up
  $ sysbench storage run --rand-type=pareto | tail -1
  FATAL: --rand-type: the random offsets are uniform, as fio's
  $ sysbench storage run --runs=0 | tail -1
  FATAL: --runs=0: a whole number from 1 to 100
  $ sysbench storage run --run-time=0.5 | tail -1
  FATAL: --run-time=0.5: whole seconds, at least 1
  $ sysbench storage run --size=1000000T | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: not enough free space in *: the scorecard needs *B more (sysbench-storage.dat: 1000000TiB, sysbench-storage.fsync: 22MiB), *B is free (glob)
  rc=1
  $ ls
  card.html
  card.json
  card.svg
  err
  out
  test_file.0

Without libaio (a kernel without AIO, a seccomp filter), the queue depths
go through io_uring, and a flag says so. Here with the default profile,
which adds two rows: a dd-style single direct request (here the whole
8 MiB file) written and read back, and etcd's check of fdatasync after
each 2300-byte append, with their own fio commands:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_AIO_SETUP_ERRNO=38 LD_PRELOAD=./fault.so sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 > out; echo "rc=$?"
  rc=0
  $ grep -e '^\* the best' -e '^  libaio' -e 'fio --name=SEQ1M-Q1T1-read' out
  * the best of 1 run of 1 s per test, 0s apart, each test after a 1 s warm-up; io_uring, direct I/O, random data
    libaio unavailable (libaio: Function not implemented): the tests ran with io_uring
    SEQ1M Q1T1 read: fio --name=SEQ1M-Q1T1-read --filename=sysbench-storage.dat --size=8m --ioengine=io_uring --direct=1 --rw=read --bs=1m --iodepth=1 --numjobs=1 --time_based --runtime=1 --group_reporting
  $ grep -A3 -e '^\[dd' -e '^\[fsync' out
  [dd-style: one 8MiB direct request]
    Write: * MB/s (glob)
    Read:  * MB/s (glob)
  
  [fsync: 22MiB of 2300-byte appends, fdatasync after each (etcd's check)]
    p99: * ms [* syncs/s] (glob)
  
  Flags:
  $ grep -e '  dd ' -e '  fsync:' out
    dd write: fio --name=dd-write --filename=sysbench-storage.dat --rw=write --bs=8m --size=8m --io_size=8m --ioengine=psync --direct=1
    dd read: fio --name=dd-read --filename=sysbench-storage.dat --rw=read --bs=8m --size=8m --io_size=8m --ioengine=psync --direct=1
    fsync: fio --name=fsync --filename=sysbench-storage.fsync --rw=write --bs=2300 --size=22m --ioengine=sync --fdatasync=1 --fallocate=none
  $ grep -c '^  [SR][EN][QD] ' out
  8
  $ ls sysbench-storage.* 2>/dev/null
  [2]

A file system that refuses O_DIRECT: every cell runs buffered (writes
with an fsync at the end), the fio commands say so, and the flags too:

  $ FAULT_DIRECT_OPEN_ERRNO=22 LD_PRELOAD=./fault.so sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real > out; echo "rc=$?"
  rc=0
  $ grep -e '^\* the best' -e 'fio --name=SEQ1M-Q1T1-write' out
  * the best of 1 run of 1 s per test, 0s apart, each test after a 1 s warm-up; libaio, buffered I/O (fsync at the end of writes), random data
    SEQ1M Q1T1 write: fio --name=SEQ1M-Q1T1-write --filename=sysbench-storage.dat --size=8m --ioengine=libaio --direct=0 --end_fsync=1 --rw=write --bs=1m --iodepth=1 --numjobs=1 --time_based --runtime=1 --group_reporting
  $ grep -e refused -e 'no larger than the RAM' out
    direct I/O refused (Invalid argument): every test ran buffered, writes with an fsync at the end
    buffered I/O on a file no larger than the RAM (8MiB of *B): reads may come from the page cache (glob)

A directory it cannot write in (here a read-only file system, simulated):
nothing is created:

  $ FAULT_ACCESS_ERRNO=30 LD_PRELOAD=./fault.so sysbench storage run | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: cannot write in *: Read-only file system (glob)
  rc=1
  $ rm fault.so
  $ ls sysbench-storage.* 2>/dev/null
  [2]

On a terminal, a progress line on stderr (the cell, the run, the time
left), rewritten in place (here the first cell's, the run stopped once
the second begins; off a terminal nothing, as the first run above shows):

  $ script -qec "sysbench storage run --size=8M --runs=2 --run-time=1 --interval=1 --profile=real 2>&1 >/dev/null & echo \$! > pid; wait" /dev/null < /dev/null > tty & spid=$!
  $ for i in $(seq 600); do grep -q '\[2/4\]' tty && break; sleep 0.1; done; kill -INT $(cat pid); wait $spid
  $ tr '\r' '\n' < tty | grep -o 'storage: \[1/4\] SEQ1M Q1T1 read: [a-z -]*[0-9]*' | sort -u
  storage: [1/4] SEQ1M Q1T1 read: pause before run 2
  storage: [1/4] SEQ1M Q1T1 read: run 1
  storage: [1/4] SEQ1M Q1T1 read: run 2
  storage: [1/4] SEQ1M Q1T1 read: warm-up
  $ rm pid tty; ls sysbench-storage.* 2>/dev/null
  [2]

SIGINT during a cell: the cells measured so far are printed with their
flags and fio commands, the file is removed, the result file keeps the
runs so far, exit 130:

  $ sysbench storage run --size=8M --runs=3 --run-time=2 --interval=0 --profile=real --output=json:int.json > out & pid=$!
  $ for i in $(seq 600); do grep -q 'RND ' out && break; sleep 0.1; done; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -c -e '^  SEQ ' -e '^  RND ' out
  2
  $ grep -c Flags out
  1
  $ grep -c 'fio --name' out
  2
  $ ls sysbench-storage.* 2>/dev/null
  [2]
  $ python3 -c 'import json; d = json.load(open("int.json")); print(d["status"], len(d["summary"]["cells"]), len(d["steps"]) >= 8)'
  130 2 True
  $ tail -1 out
  WARNING: storage interrupted by SIGINT: the results of * run(s) and * warm-up(s) so far are kept (glob)

SIGINT while the file is being written (each write slowed down to
0.2 s; the signal once the file is there): nothing measured, the
partial file removed:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_WRITE_DELAY_US=200000 LD_PRELOAD=./fault.so sysbench storage run --size=64M > out & pid=$!
  $ for i in $(seq 600); do [ -e sysbench-storage.dat ] && break; sleep 0.1; done; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ cat out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  WARNING: storage interrupted by SIGINT before any run completed
  $ ls sysbench-storage.* 2>/dev/null
  [2]

The same under SIGHUP (a closed terminal), which used to kill the card
and leave the file (issue 33):

  $ FAULT_WRITE_DELAY_US=200000 LD_PRELOAD=./fault.so sysbench storage run --size=64M > out & pid=$!
  $ for i in $(seq 600); do [ -e sysbench-storage.dat ] && break; sleep 0.1; done; kill -HUP $pid; wait $pid; echo "rc=$?"
  rc=129
  $ tail -1 out; ls sysbench-storage.* 2>/dev/null
  WARNING: storage interrupted by SIGHUP before any run completed
  [2]

A name the card uses that is not a regular file of its own is refused
before anything runs, and left as it is: a dangling symlink, an empty
directory or a FIFO (which an open would block on) named
sysbench-storage.dat, a symlink or a FIFO named sysbench-storage.fsync
(the fsync row's file, which must not be there at all). cleanup refuses
to remove them too:

  $ mkdir names && cd names
  $ run() { timeout 30 sysbench storage "$@" --size=8M --runs=1 --run-time=1 --interval=0 | tail -1; echo "rc=${PIPESTATUS[0]}"; }
  $ ln -s nowhere sysbench-storage.dat
  $ run run --profile=real
  FATAL: 'sysbench-storage.dat' is a symbolic link: refusing to follow it (remove it, or run in another directory)
  rc=1
  $ sysbench storage cleanup | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: 'sysbench-storage.dat' is a symbolic link, not a file of the scorecard: refusing to remove it
  rc=1
  $ rm sysbench-storage.dat && mkdir sysbench-storage.dat
  $ run run --profile=real
  FATAL: 'sysbench-storage.dat' is a directory: refusing to use it (remove it, or run in another directory)
  rc=1
  $ rmdir sysbench-storage.dat && mkfifo sysbench-storage.dat
  $ run run --profile=real
  FATAL: 'sysbench-storage.dat' is not a regular file (a FIFO, a device or a socket): refusing to use it (remove it, or run in another directory)
  rc=1
  $ run prepare
  FATAL: 'sysbench-storage.dat' is not a regular file (a FIFO, a device or a socket): refusing to use it (remove it, or run in another directory)
  rc=1
  $ sysbench storage cleanup | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: 'sysbench-storage.dat' is not a regular file (a FIFO, a device or a socket), not a file of the scorecard: refusing to remove it
  rc=1
  $ rm sysbench-storage.dat && ln -s nowhere sysbench-storage.fsync
  $ run run
  FATAL: 'sysbench-storage.fsync' is there already: the fsync row writes a file of that name, and removes it (remove it, or run in another directory)
  rc=1
  $ rm sysbench-storage.fsync && mkfifo sysbench-storage.fsync
  $ run run
  FATAL: 'sysbench-storage.fsync' is there already: the fsync row writes a file of that name, and removes it (remove it, or run in another directory)
  rc=1
  $ ls -F
  sysbench-storage.fsync|
  $ cd .. && rm -r names

A failed run ends the card with the cells so far, one FATAL line naming
the run (after fileio's own, which says why) and exit 1; the file it made
is removed:

  $ mkdir fail && cd fail
  $ cc -shared -fPIC -o ../fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_EIO_AFTER=3 LD_PRELOAD=../fault.so sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real > out; echo "rc=$?"
  rc=1
  $ grep '^FATAL' out
  FATAL: Asynchronous read failed! file: sysbench-storage.dat pos: * errno = 5 (Input/output error) (glob)
  FATAL: storage: SEQ1M Q1T1 read warm-up failed (exit 1)
  $ tail -c 1 out | od -An -c
    \n
  $ ls
  out
  $ cd .. && rm -r fail

Without --size, a file that prepare made is measured at its size (not
grown to the default 1G); a --size smaller than it is refused:

  $ mkdir sized && cd sized
  $ sysbench storage prepare --size=2M | tail -1
  sysbench-storage.dat: 2MiB written; `sysbench storage run` uses it and keeps it, `sysbench storage cleanup` removes it
  $ sysbench storage prepare --size=1M | tail -1
  FATAL: 'sysbench-storage.dat' is 2MiB, larger than --size=1M: give --size=2M, or remove it first (sysbench storage cleanup)
  $ sysbench storage prepare --size=3M | tail -1
  sysbench-storage.dat: 1MiB written; `sysbench storage run` uses it and keeps it, `sysbench storage cleanup` removes it
  $ sysbench storage prepare | tail -1
  sysbench-storage.dat is there already (3MiB): nothing to do
  $ truncate -s 3000K sysbench-storage.dat
  $ sysbench storage run | tail -1
  FATAL: 'sysbench-storage.dat' is 3072000 bytes, not a whole number of MiB (an interrupted prepare?): give --size to complete it, or remove it (sysbench storage cleanup)
  $ sysbench storage cleanup > /dev/null && cd .. && rmdir sized

On tmpfs, which keeps its files in RAM: the Markdown table says direct
I/O was not honoured, as the flags do (the file is all in the page
cache); and each queued request completes within its submission, so the
engine, which takes what has completed before each submission, has about
one in flight whatever Q (IOPS times mean latency, per thread). The card
says so, and prints for those cells the fio command that measures the
same (fio's user-space reaping, completions taken without waiting); with
--iodepth alone fio counts completed requests as in flight until its
queue is full.

prepare makes the file and keeps it between runs (run then leaves it);
without --size a prepared file of 16 MiB is measured at that size:

  $ mkdir shm && mount -t tmpfs -o size=64M tmpfs shm && cd shm
  $ sysbench storage prepare --size=16M
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Creating sysbench-storage.dat: 16MiB of random data...
  sysbench-storage.dat: 16MiB written; `sysbench storage run` uses it and keeps it, `sysbench storage cleanup` removes it

Markdown, ready to paste, with the device, file system, kernel and
whether direct I/O was honoured; the default grid's queue depths. stdout
is the Markdown alone: the banner goes to stderr:

  $ sysbench storage run --runs=1 --run-time=1 --interval=0 --profile=peak --format=markdown --output=json:card.json > md; echo "rc=$?"
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  rc=0
  $ sed -n '1,10p' md
  ### Storage scorecard (sysbench 1.0.20-ng4, profile peak)
  
  | | |
  |---|---|
  | Device | * | (glob)
  | File system | * | (glob)
  | Kernel | * | (glob)
  | Direct I/O | not honoured: 100% of the file was in the page cache after SEQ1M Q8T1 read |
  | Test | 16MiB file of random data, libaio, best of 1 run of 1 s |
  
  $ grep -A4 '^| Test | Read' md
  | Test | Read MB/s | Read IOPS | Read µs (mean) | Read µs (p99) | Write MB/s | Write IOPS | Write µs (mean) | Write µs (p99) |
  |---|--:|--:|--:|--:|--:|--:|--:|--:|
  | SEQ1M Q8T1 | * | * | * | * | * | * | * | * | (glob)
  | RND4K Q32T1 | * | * | * | * | * | * | * | * | (glob)
  
  $ grep -c '^fio --name=.*--iodepth=\(8\|32\) ' md
  4
  $ grep -e '^- direct' -e 'within its submission' md | cut -c1-120
  - direct I/O was not honoured: 100% of the file was in the page cache after SEQ1M Q8T1 read
  - SEQ1M Q8T1 read, RND4K Q32T1 read, SEQ1M Q8T1 write, RND4K Q32T1 write: each request completed within its submission (
  $ grep -c '^fio .*--iodepth=\(8\|32\) .*--userspace_reap --iodepth_batch_complete_min=0 ' md
  4
  $ python3 -c '
  > import json
  > for c in json.load(open("card.json"))["summary"]["cells"]:
  >     b = c["best"]
  >     print(c["name"], c["direction"], c["completed_inline"], b["iops"] * b["latency_avg_us"] / 1e6 / c["threads"] < 1.5)'
  SEQ1M Q8T1 read True True
  RND4K Q32T1 read True True
  SEQ1M Q8T1 write True True
  RND4K Q32T1 write True True
  $ stat -c %s sysbench-storage.dat
  16777216

The printed fio command keeps about one request in flight as the card
did; fio's plain --iodepth=32 keeps 32 (completed, not yet reaped):

  $ cmd=$(grep '^fio --name=RND4K-Q32T1-read' md | sed 's/--runtime=1 /--runtime=1 --output-format=json /')
  $ inflight() { $1 < /dev/null | python3 -c 'import json, sys; j = json.load(sys.stdin)["jobs"][0]["read"]; print(round(j["iops"] * j["lat_ns"]["mean"] / 1e9))'; }
  $ inflight "$cmd"
  1
  $ inflight "$(echo "$cmd" | sed 's/ --userspace_reap --iodepth_batch_complete_min=0//')" | awk '{print ($1 >= 28 && $1 <= 32) ? "about 32 (28 to 32: fio spends time between batches on a loaded machine)" : $1}'
  about 32 (28 to 32: fio spends time between batches on a loaded machine)

cleanup removes the file; a second cleanup finds nothing to remove:

  $ sysbench storage cleanup
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Removing sysbench-storage.dat
  $ ls sysbench-storage.* 2>/dev/null
  [2]
  $ sysbench storage cleanup | tail -1
  Nothing to remove: no sysbench-storage.dat here
  $ cd .. && umount shm && rmdir shm

ramfs has no size (statfs says no blocks and none free): its files take
RAM, up to half of it; it is not refused as full:

  $ mkdir ram && mount -t ramfs ramfs ram && cd ram
  $ sysbench storage prepare --size=8M | tail -1
  sysbench-storage.dat: 8MiB written; `sysbench storage run` uses it and keeps it, `sysbench storage cleanup` removes it
  $ sysbench storage run --size=1000000T | tail -1
  FATAL: ramfs has no size limit: its files are kept in RAM, and the scorecard needs * more (sysbench-storage.dat: 1000000TiB, sysbench-storage.fsync: 22MiB), more than half of the RAM (*) (glob)
  $ sysbench storage cleanup > /dev/null && cd .. && umount ram && rmdir ram
