The storage scorecard: `sysbench storage run` measures CrystalDiskMark's
grid on one file of its own, sysbench-storage.dat, with direct I/O and
libaio, and prints the best of --runs runs per cell in CrystalDiskMark's
line layout, the flags that qualify the figures and the fio command of
each cell. Small files and short runs here; tests/bench/storage.sh holds
each cell against fio.

  $ sysbench storage help
  sysbench 1.0.20-ng.2 (using system LuaJIT 2.1.0-beta3)
  
  storage options:
    --format=STRING  what to print: text (CrystalDiskMark's layout) or markdown [text]
    --interval=N     seconds between a cell's runs [5]
    --profile=STRING cells to measure: default, peak, real, nvme, flash or full [default]
    --run-time=N     seconds per measured run [5]
    --runs=N         measured runs per cell; the best is the headline (CrystalDiskMark 9: 3; 8 and KDiskMark: 5) [3]
    --size=STRING    size of the test file, sysbench-storage.dat [1G]
  

A run: it creates the file, measures, removes the file, and touches
nothing else (a test_file.0 here stays as it was):

  $ echo mine > test_file.0
  $ sysbench storage run --size=8M --runs=2 --run-time=1 --interval=0 --profile=real --output=json:card.json > out; echo "rc=$?"
  rc=0
  $ cat out
  sysbench 1.0.20-ng.2 (using system LuaJIT 2.1.0-beta3)
  
  Storage scorecard, profile real: sysbench-storage.dat (8MiB) on *, *, kernel * (glob)
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
  card.json
  out
  test_file.0
  $ cat test_file.0
  mine

Each headline is the best of the cell's runs in the result file, which
keeps the warm-up and every run with its start time, and each cell's
best, median and mean in its summary:

  $ python3 "$TESTS_SRC/check_storage.py" out card.json
  headlines: ok, 4 cells, each the best of 2 runs
  $ python3 "$TESTS_SRC/check_results.py" card.json
  card.json: ok, 12 step(s), 12 report(s)
  $ python3 -c 'import json; d = json.load(open("card.json")); print(d["test"], [s["label"] for s in d["steps"]][:4]); s = d["summary"]; print(s["scorecard"], s["profile"], s["size_bytes"], s["runs"], s["engine"], s["direct_io"], sorted(s["cells"][0]))'
  storage ['SEQ1M Q1T1 read warm-up', 'SEQ1M Q1T1 read run 1', 'SEQ1M Q1T1 read run 2', 'RND4K Q1T1 read warm-up']
  storage real 8388608 2 libaio True ['best', 'block_bytes', 'direction', 'fio', 'mean', 'median', 'name', 'queue_depth', 'runs', 'threads', 'warmup']

The runs are fileio's, with the cell's options and nothing left over from
the command line:

  $ python3 -c 'import json; d = json.load(open("card.json")); o = d["steps"][7]["options"]; print(d["steps"][7]["label"], o["file-test-mode"], o["file-block-size"], o["file-async-backlog"], o["file-io-mode"], o["file-extra-flags"], o["file-write-data"], o["file-name"], o["threads"], o["time"])'
  SEQ1M Q1T1 write run 1 seqrewr 1048576 1 async direct random sysbench-storage.dat 1 1

Markdown, ready to paste, with the device, file system, kernel and
whether direct I/O was honoured; the default grid's queue depths:

  $ sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=peak --format=markdown > md; echo "rc=$?"
  rc=0
  $ sed -n '3,12p' md
  ### Storage scorecard (sysbench 1.0.20-ng.2, profile peak)
  
  | | |
  |---|---|
  | Device | * | (glob)
  | File system | * | (glob)
  | Kernel | * | (glob)
  | Direct I/O | * | (glob)
  | Test | 8MiB file of random data, libaio, best of 1 run of 1 s |
  
  $ grep -A4 '^| Test | Read' md
  | Test | Read MB/s | Read IOPS | Read µs (mean) | Read µs (p99) | Write MB/s | Write IOPS | Write µs (mean) | Write µs (p99) |
  |---|--:|--:|--:|--:|--:|--:|--:|--:|
  | SEQ1M Q8T1 | * | * | * | * | * | * | * | * | (glob)
  | RND4K Q32T1 | * | * | * | * | * | * | * | * | (glob)
  
  $ grep -c '^fio --name=.*--iodepth=\(8\|32\) ' md
  4
  $ ls
  card.json
  md
  out
  test_file.0

prepare keeps the file between runs (run then leaves it), cleanup removes
it:

  $ sysbench storage prepare --size=8M
  sysbench 1.0.20-ng.2 (using system LuaJIT 2.1.0-beta3)
  
  $ stat -c %s sysbench-storage.dat
  8388608
  $ sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real > /dev/null; echo "rc=$?"
  rc=0
  $ stat -c %s sysbench-storage.dat
  8388608
  $ sysbench storage cleanup
  sysbench 1.0.20-ng.2 (using system LuaJIT 2.1.0-beta3)
  
  $ ls sysbench-storage.* 2>/dev/null
  [2]

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
  FATAL: --size=1000: a size of at least 1M, a multiple of 4K (1G, 512M, ...)
  $ sysbench storage run --runs=0 | tail -1
  FATAL: --runs=0: a whole number from 1 to 100
  $ sysbench storage run --run-time=0.5 | tail -1
  FATAL: --run-time=0.5: whole seconds, at least 1
  $ sysbench storage run --size=1000000T | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: not enough free space in *: the scorecard needs *B more (sysbench-storage.dat: 1000000TiB, sysbench-storage.fsync: 22MiB), *B is free (glob)
  rc=1
  $ ls
  card.json
  md
  out
  test_file.0

Without libaio (a kernel without AIO, a seccomp filter), the queue depths
go through io_uring, and a flag says so:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_AIO_SETUP_ERRNO=38 LD_PRELOAD=./fault.so sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real > out; echo "rc=$?"
  rc=0
  $ grep -e '^\* the best' -e '^  libaio' -e 'fio --name=SEQ1M-Q1T1-read' out
  * the best of 1 run of 1 s per test, 0s apart, each test after a 1 s warm-up; io_uring, direct I/O, random data
    libaio unavailable (libaio: Function not implemented): the tests ran with io_uring
    SEQ1M Q1T1 read: fio --name=SEQ1M-Q1T1-read --filename=sysbench-storage.dat --size=8m --ioengine=io_uring --direct=1 --rw=read --bs=1m --iodepth=1 --numjobs=1 --time_based --runtime=1 --group_reporting

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

The default profile adds two rows: a dd-style single direct request
(here the whole 8 MiB file) written and read back, and etcd's check of
fdatasync after each 2300-byte append, with their own fio commands:

  $ sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 > out; echo "rc=$?"
  rc=0
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

On a terminal, a progress line on stderr (the cell, the run, the time
left), rewritten in place; nothing of it otherwise:

  $ script -qec "sysbench storage run --size=8M --runs=2 --run-time=1 --interval=1 --profile=real 2>&1 >/dev/null" /dev/null < /dev/null | tr '\r' '\n' | grep -o 'storage: \[1/4\] SEQ1M Q1T1 read: [a-z -]*[0-9]*' | sort -u
  storage: [1/4] SEQ1M Q1T1 read: pause before run 2
  storage: [1/4] SEQ1M Q1T1 read: run 1
  storage: [1/4] SEQ1M Q1T1 read: run 2
  storage: [1/4] SEQ1M Q1T1 read: warm-up
  $ sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=real 2>&1 >/dev/null | wc -c
  0

SIGINT during a cell: the cells measured so far are printed with their
flags and fio commands, the file is removed, the result file keeps the
runs so far, exit 130:

  $ sysbench storage run --size=8M --runs=3 --run-time=2 --interval=0 --profile=real --output=json:int.json > out & pid=$!
  $ for i in $(seq 200); do grep -q 'RND ' out && break; sleep 0.1; done; kill -INT $pid; wait $pid; echo "rc=$?"
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
  WARNING: storage interrupted by SIGINT: the results of * run(s) so far are kept (glob)

SIGINT while the file is being written: nothing measured, the partial
file removed:

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_WRITE_DELAY_US=20000 LD_PRELOAD=./fault.so sysbench storage run --size=64M > out & pid=$!
  $ sleep 1; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ cat out
  sysbench 1.0.20-ng.2 (using system LuaJIT 2.1.0-beta3)
  
  WARNING: storage interrupted by SIGINT before any run completed
  $ ls sysbench-storage.* 2>/dev/null
  [2]
