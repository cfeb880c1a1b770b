--file-write-data: what writes and prepare put in the files. zero (the
default) is the reference's; random and compress:P defeat and measure a
compressing file system. gzip -1 stands for one here: random data does not
shrink, compress:P shrinks to about 100-P%.

  $ ratio() { echo "$(gzip -1 -c "$1" | wc -c) $(stat -c %s "$1")" | awk '{printf "%.1f%%\n", 100 * $1 / $2}'; }
  $ within() { awk -v v="${1%\%}" -v lo="$2" -v hi="$3" 'BEGIN {print (v >= lo && v <= hi) ? "within " lo ".." hi "%" : v "% outside " lo ".." hi "%"}'; }
  $ sb() { sysbench fileio --file-num=1 --file-total-size=8M "$@"; }

prepare:

  $ sb prepare > /dev/null && ratio test_file.0 && sb cleanup > /dev/null
  0.4%
  $ sb --file-write-data=random prepare | tail -1
  8388608 bytes written in * seconds (* MiB/sec). (glob)
  $ within "$(ratio test_file.0)" 99 101
  within 99..101%
  $ sb cleanup > /dev/null
  $ for p in 25 50 80; do
  >   sb --file-write-data=compress:$p prepare > /dev/null
  >   echo "compress:$p $(within "$(ratio test_file.0)" $((100 - p - 5)) $((100 - p + 5)))"
  >   sb cleanup > /dev/null
  > done
  compress:25 within 70..80%
  compress:50 within 45..55%
  compress:80 within 15..25%

run: writes take their data from a pool of at least 4 MiB at a different
offset each time, so a file rewritten whole (512 blocks of 16 KiB, no
fsync in between) has no two blocks alike; with sync and mmap, buffered
and direct (async and io_uring: in tests/fileio/async.t and tests/fileio/uring.t,
which emulated runs skip):

  $ sb prepare > /dev/null
  $ distinct() { python3 -c 'import sys; d = open("test_file.0", "rb").read(); b = {d[i:i + 16384] for i in range(0, len(d), 16384)}; print(len(b), "distinct blocks of", len(d) // 16384)'; }
  $ for io in sync mmap; do for flags in "" "--file-extra-flags=direct"; do
  >   sb --file-write-data=random --file-test-mode=seqrewr --file-io-mode=$io $flags --events=512 --file-fsync-freq=0 --file-async-backlog=8 run | grep -E 'FATAL|number of events' | tr -s ' '
  >   echo "$io ${flags:-buffered}: $(distinct), gzip $(within "$(ratio test_file.0)" 99 101)"
  > done; done
   total number of events: 512
  sync buffered: 512 distinct blocks of 512, gzip within 99..101%
   total number of events: 512
  sync --file-extra-flags=direct: 512 distinct blocks of 512, gzip within 99..101%
   total number of events: 512
  mmap buffered: 512 distinct blocks of 512, gzip within 99..101%
   total number of events: 512
  mmap --file-extra-flags=direct: 512 distinct blocks of 512, gzip within 99..101%
  $ sb --file-write-data=compress:50 --file-test-mode=seqrewr --events=512 --file-fsync-freq=0 run > /dev/null
  $ within "$(ratio test_file.0)" 45 55
  within 45..55%

zero writes zeros again, and reads are not affected:

  $ sb --file-test-mode=seqrewr --events=512 --file-fsync-freq=0 run > /dev/null && ratio test_file.0
  0.4%
  $ sb --file-write-data=random --file-test-mode=rndrd --events=100 run | grep 'number of events'
      total number of events:              100

Refused with --validate (which writes its own checked data) and bad
values, before anything is written; cleanup ignores the combination:

  $ sb cleanup > /dev/null
  $ sb --file-write-data=random --validate prepare; echo "rc=$?"
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --file-write-data=random cannot be used with --validate, which writes its own checked data
  rc=1
  $ sb --file-write-data=compress:50 --validate --file-test-mode=rndwr run | tail -1; ls
  FATAL: --file-write-data=compress:50 cannot be used with --validate, which writes its own checked data
  $ for v in compress:101 compress:-1 compress:5x compress: foo; do sb --file-write-data=$v prepare | tail -1; done; ls
  FATAL: Invalid value for file-write-data: compress:101 (zero, random, or compress:P with P from 0 to 100)
  FATAL: Invalid value for file-write-data: compress:-1 (zero, random, or compress:P with P from 0 to 100)
  FATAL: Invalid value for file-write-data: compress:5x (zero, random, or compress:P with P from 0 to 100)
  FATAL: Invalid value for file-write-data: compress: (zero, random, or compress:P with P from 0 to 100)
  FATAL: Invalid value for file-write-data: foo (zero, random, or compress:P with P from 0 to 100)
  $ sb --file-write-data=random --validate cleanup | tail -1
  Removing test files...
