What a fileio run measured. Buffered I/O on a file set that fits in the
RAM measures the page cache: a one-line WARNING says so on stderr when it
is a terminal (here a pseudo-terminal made by script(1)), and nothing is
added otherwise, so captured output stays the reference's.

  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ tty() { script -qec "sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=10 $*" /dev/null < /dev/null | tr -d '\r'; }
  $ tty run | grep -A1 '^Doing'
  Doing random read test
  WARNING: the file set (2MiB) fits in the RAM (*B): buffered I/O measures the page cache, not the device; use --file-extra-flags=direct or a --file-total-size larger than the RAM (glob)
  $ tty --file-io-mode=mmap run | grep WARNING
  WARNING: the file set (2MiB) fits in the RAM (*B): buffered I/O measures the page cache, not the device; use a --file-total-size larger than the RAM (glob)
  $ tty --file-extra-flags=direct run | grep -c WARNING
  0
  [1]
  $ tty --file-extra-flags=direct --file-io-mode=mmap run | grep WARNING
  WARNING: --file-extra-flags=direct does not apply to --file-io-mode=mmap: it reads and writes through the page cache
  WARNING: the file set (2MiB) fits in the RAM (*B): buffered I/O measures the page cache, not the device; use a --file-total-size larger than the RAM (glob)

Without a terminal on stderr, nothing (stdout may be one):

  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=10 run 2> err.out | grep -c WARNING
  0
  [1]
  $ wc -c < err.out
  0
  $ script -qec "sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=10 run 2>err.out" /dev/null < /dev/null | grep -c WARNING
  0
  [1]
  $ wc -c < err.out
  0

The same facts, and more, go into the result file's step ("facts"), for
each engine: the engine used, its queue depth, the write data, the file
set against the RAM, whether the page cache was in the way, whether
O_DIRECT was honoured (the file system gives a direct I/O alignment and
under 1% of the file set is in the page cache after the run), the file
system and whether it copies on write or compresses (the share of the
file set in the page cache, shown here as under 1% or not; async and
io_uring: in tests/fileio/async.t and tests/fileio/uring.t):

  $ facts() {
  >   sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --events=200 --output=json:r.json "$@" run > /dev/null
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]; f["resident_percent"] = "under 1%" if f["resident_percent"] < 1 else "1% or more"; print(" ".join("%s=%s" % (k, json.dumps(f[k])) for k in sorted(f) if k not in ("ram_bytes", "dio_mem_align", "dio_offset_align", "filesystem")))'
  > }
  $ facts
  direct_io_honoured="no" direct_io_requested=false engine="sync" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=true queue_depth=1 resident_percent="1% or more" write_data="zero"
  $ facts --file-io-mode=mmap --file-extra-flags=direct
  direct_io_honoured="no" direct_io_requested=true engine="mmap" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=true queue_depth=1 resident_percent="1% or more" write_data="zero"
  $ python3 -c 'import json; d = json.load(open("r.json")); f = d["steps"][0]["facts"]; print(f["filesystem"] == d["environment"]["filesystem"]["type"], f["ram_bytes"] == d["environment"]["memory_bytes"])'
  True True

tmpfs accepts O_DIRECT but serves it from memory: not honoured:

  $ mkdir shm && mount -t tmpfs -o size=8M tmpfs shm && cd shm
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ facts --file-extra-flags=direct
  direct_io_honoured="no" direct_io_requested=true engine="sync" file_set_bytes=2097152 file_set_fits_in_ram=true filesystem_compression="no" filesystem_copy_on_write="no" page_cache=false queue_depth=1 resident_percent="1% or more" write_data="zero"
  $ python3 -c 'import json; print(json.load(open("r.json"))["steps"][0]["facts"]["filesystem"])'
  tmpfs
  $ cd .. && umount shm
