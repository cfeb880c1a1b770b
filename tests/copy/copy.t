The copy test (issue 27) on tmpfs: a directory made here under /dev/shm,
removed at the end. sb runs a copy to its end (--time=0) and shows what
the report says it copied; `left` lists what is left in the directory
copied into (nothing, unless --copy-keep=on).

  $ D=$(mktemp -d /dev/shm/sysbench-copy-test.XXXXXX) && cd "$D"
  $ sb() { sysbench copy --time=0 "$@" run > out 2>&1; echo "rc=$?"; grep -E '^FATAL|^WARNING: copy|^Copying|^Source cache|bytes copied|files copied|source cache|method:|kept' out; }
  $ left() { ls -A "${1:-.}" | grep -v -e '^out$' -e '^src$' -e '^big$' -e '^grow$' -e '^rc$' -e '^pid$' | tr '\n' ' '; echo; }
  $ sums() { (cd "$1" && find . -type f | sort | xargs md5sum); }
  $ . "$TESTS_SRC/lib/wait.sh"

A file, copied whole and identical (the copy kept to compare it), then not
kept: nothing is left.

  $ head -c 3000001 /dev/urandom > big
  $ sb --copy-from=big --copy-keep=on
  rc=0
  Copying 'big' to './sysbench-copy.d' with rw, 131072-byte blocks
  Source cache: cold (its pages dropped before each run)
      method:                              rw, 131072-byte blocks
      source cache:                        cold, but 100% stayed cached (tmpfs, or dirty pages: sync the source first)
      bytes copied:                        3000001
  The copy is kept in './sysbench-copy.d'
  $ cmp big sysbench-copy.d/big && ls sysbench-copy.d && rm -r sysbench-copy.d
  big

A copy ends at its last byte, so --time=0 with no --events is no endless
test (the reference's warning is not printed):

  $ grep -c 'endless' out
  0
  [1]

The write-back of every 8 MiB copied is started as the copy goes on
(no wait), and the flush comes last: a 20 MiB file, two windows:

  $ head -c 20971520 /dev/zero > mid
  $ strace -f -qq -e trace=sync_file_range,fsync -o trace sysbench copy --time=0 --copy-from=mid run > /dev/null
  $ grep -o -E '(sync_file_range|fsync)\([0-9]+(, [0-9]+, [0-9]+, [A-Z_]+)?' trace | sed 's/([0-9]*/(FD/'
  sync_file_range(FD, 0, 8388608, SYNC_FILE_RANGE_WRITE
  sync_file_range(FD, 8388608, 8388608, SYNC_FILE_RANGE_WRITE
  fsync(FD
  $ rm mid trace

  $ sb --copy-from=big; left
  rc=0
  Copying 'big' to './sysbench-copy.d' with rw, 131072-byte blocks
  Source cache: cold (its pages dropped before each run)
      method:                              rw, 131072-byte blocks
      source cache:                        cold, but 100% stayed cached (tmpfs, or dirty pages: sync the source first)
      bytes copied:                        3000001
  

Each method, and threads that split the file into ranges (3 threads, 3
ranges of whole blocks; events are blocks either way):

  $ for m in rw copy_file_range sendfile; do for t in 1 3; do
  >   sysbench copy --time=0 --copy-from=big --copy-keep=on --copy-method=$m --threads=$t --copy-block-size=64K run > out 2>&1
  >   echo "$m threads=$t rc=$? $(grep -c 'method: *'$m out) $(grep 'total number of events' out | awk '{print $5}') $(cmp big sysbench-copy.d/big && echo same)"
  >   rm -r sysbench-copy.d
  > done; done
  rw threads=1 rc=0 1 46 same
  rw threads=3 rc=0 1 46 same
  copy_file_range threads=1 rc=0 1 46 same
  copy_file_range threads=3 rc=0 1 46 same
  sendfile threads=1 rc=0 1 46 same
  sendfile threads=3 rc=0 1 46 same

Without --copy-from, a --copy-size file of --file-write-data is made
first (not in the time) and removed with the copy:

  $ sb --copy-size=3M --file-write-data=random; left
  rc=0
  Copying a new file to './sysbench-copy.d' with rw, 131072-byte blocks
  Source cache: cold (its pages dropped before each run)
      method:                              rw, 131072-byte blocks
      source cache:                        cold, but 100% stayed cached (tmpfs, or dirty pages: sync the source first)
      bytes copied:                        3145728
  
  $ sb --file-write-data=compress:200 | head -2
  rc=1
  FATAL: Invalid value for file-write-data: compress:200 (zero, random, or compress:P with P from 0 to 100)

A tree: directories, an empty file, a symlink loop (copied as a symlink,
never followed) and a FIFO (skipped, with a warning). Files and bytes are
exact, and the copy has the same checksums and the same symlink.

  $ mkdir -p src/a/b src/c && head -c 70000 /dev/urandom > src/a/one && head -c 5 /dev/urandom > src/a/b/two
  $ : > src/c/empty && head -c 1048577 /dev/urandom > src/three && ln -s .. src/a/b/loop && mkfifo src/c/fifo
  $ sb --copy-from=src --copy-keep=on --threads=2 --copy-block-size=16K
  rc=0
  Copying 'src' to './sysbench-copy.d' with rw, 16384-byte blocks
  Source cache: cold (its pages dropped before each run)
  WARNING: copy: skipping 'src/c/fifo': not a regular file, directory or symlink
      method:                              rw, 16384-byte blocks
      source cache:                        cold, but 100% stayed cached (tmpfs, or dirty pages: sync the source first)
      bytes copied:                        1118582
      files copied:                        4
  The copy is kept in './sysbench-copy.d'
  $ grep -c 'files per second' out
  1
  $ [ "$(sums src)" = "$(sums sysbench-copy.d/src)" ] && readlink sysbench-copy.d/src/a/b/loop
  ..
  $ rm -r sysbench-copy.d; sb --copy-from=src | grep -c 'files copied'; left
  1
  

The result file's facts say how and what (on tmpfs the source's pages are
the file: all of it stays cached):

  $ sysbench copy --time=0 --copy-from=src --copy-method=sendfile --output=json:r.json run > /dev/null; jq -c '.steps[0].facts' r.json; rm r.json
  {"copy_method":"sendfile","copy_block_size":131072,"source_cache":"cold","source_cached_bytes":1118582,"source_tree":true,"source_bytes":1118582,"files_copied":4,"files":4}

The copy's name is the source's last component ("src/" gives src), and a
tree is never copied into itself:

  $ sb --copy-from=src/ --copy-keep=on | grep 'files copied'; ls sysbench-copy.d && rm -r sysbench-copy.d
      files copied:                        4
  src
  $ sb --copy-from=src --copy-to=src/a | grep -e rc -e FATAL; sb --copy-from=. | grep -e rc -e FATAL; left src/a
  rc=1
  FATAL: copy: --copy-to 'src/a' is inside --copy-from 'src'
  rc=1
  FATAL: copy: --copy-to '.' is inside --copy-from '.'
  b one 

Cold (the default: the source's pages dropped before each run) or warm,
as the header and the report say:

  $ sb --copy-from=big --copy-warm=on | grep -i -e cache
  Source cache: warm (--copy-warm=on: its pages kept)
      source cache:                        warm, 100% cached at the start

--runs=3: three complete copies (the previous one removed, the cache
dropped before each), the statistics of the three, one copy kept. A
run's MiB/s counts the bytes copied once (a copy reads what it writes:
the step says "bytes_once"), as the copy's own report does, and the
statistics agree with Python's over the steps' figures:

  $ sysbench copy --time=0 --copy-from=big --runs=3 --copy-keep=on --output=json:runs.json run > out 2>&1; echo rc=$?
  rc=0
  $ grep -c '^run [123]: ' out; grep 'threads=1, 3 runs:' out; cmp big sysbench-copy.d/big && ls sysbench-copy.d && rm -r sysbench-copy.d
  3
  threads=1, 3 runs:
  big
  $ jq -r '[.steps[] | .bytes_once] | unique | @text' runs.json
  [true]
  $ grep '^run 1: ' out | python3 -c 'import json, re, sys; f = json.load(open("runs.json"))["steps"][0]["final"]; got = float(re.search(r"MiB/s ([0-9.]+)", sys.stdin.read()).group(1)); want = f["bytes_written"] / f["time_interval"] / 1048576; print("run 1: its bytes written over its time" if abs(got - want) <= 0.006 else (got, want))'
  run 1: its bytes written over its time
  $ python3 "$TESTS_SRC/lib/runs_data.py" check runs.json; rm runs.json
  ok

A sysbench-copy.d that is not this run's is refused and left as it was:

  $ mkdir sysbench-copy.d && touch sysbench-copy.d/theirs
  $ sb --copy-from=big
  rc=1
  Copying 'big' to './sysbench-copy.d' with rw, 131072-byte blocks
  Source cache: cold (its pages dropped before each run)
  FATAL: copy: './sysbench-copy.d' already exists and is not this run's: remove it (a copy kept with --copy-keep=on?) or choose another --copy-to
  $ left sysbench-copy.d && rm -r sysbench-copy.d
  theirs 

A run that ends before the copy does (--time) fails, and the partial copy
is removed:

  $ sb --copy-from=big --time=1 --rate=2 --copy-block-size=4K | grep -v -e Copying -e cache -e method
  rc=1
      bytes copied:                        * (glob)
  FATAL: copy: the run ended after 0 of 1 files and before the copy was complete: --time=1 or --events cut it (--time=0 lets a copy finish)
  $ left
  

A steady state would end the copy early too, so it is refused before
anything is copied:

  $ sb --copy-from=big --steady-state=bw:10%
  rc=1
  FATAL: --steady-state cannot be used with the copy test: it runs to its end, and a steady state would cut it short
  $ left
  

SIGINT mid-copy: the copy is slowed by --rate (1000 blocks at 20/s: it
cannot be over at its first intermediate report); the partial copy is
removed, the exit status 130.

  $ rm -f out pid; (sysbench copy --time=0 --copy-from=big --rate=20 --copy-block-size=3K --report-interval=1 run > out 2>&1 & echo $! > pid; wait $!; echo "rc=$?" > rc) &
  $ waitfor pid . && waitfor out '^\[ [0-9]*s \] thds: 1 copied: ' && ls sysbench-copy.d
  big
  $ kill -INT $(cat pid); wait; cat rc; left
  rc=130
  

A source that grows during the copy: sysbench is stopped (SIGSTOP) while
its copy is incomplete, the source grows, the copy goes on: what was there
at the scan is copied, with a warning.

  $ head -c 409600 /dev/urandom > grow
  $ rm -f out pid; (sysbench copy --time=0 --copy-from=grow --copy-keep=on --rate=20 --copy-block-size=4K --report-interval=1 run > out 2>&1 & echo $! > pid; wait $!; echo "rc=$?" > rc) &
  $ waitfor pid . && waitfor out '^\[ [0-9]*s \]' && kill -STOP $(cat pid)
  $ [ $(stat -c %s sysbench-copy.d/grow) -lt 409600 ] && echo incomplete; head -c 1000 /dev/urandom >> grow; kill -CONT $(cat pid); wait; cat rc
  incomplete
  rc=0
  $ grep -e '^WARNING: copy' -e 'bytes copied' out
  WARNING: copy: the source 'grow' changed size during the copy (409600 bytes at the start, 410600 now): its first 409600 bytes were copied
      bytes copied:                        409600
  $ head -c 409600 grow | cmp - sysbench-copy.d/grow && rm -r sysbench-copy.d

  $ cd / && rm -r "$D"
