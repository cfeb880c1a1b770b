Files of 2 GiB and more, and over 4 GiB: on 32-bit targets (armhf) these
need 64-bit file offsets. Sparse files (truncate) stand in for prepared
ones; random reads must reach past 2 GiB and past 4 GiB (that 2000 reads
of 16K over 2100M all fall below 2 GiB, or over 4200M below 4 GiB, has a
probability of about e^-50).

  $ past() { grep -o 'pos: [0-9]*' out | awk -v lim=$1 '$2 + 0 >= lim + 0 {n++} END {print (n ? "reads past " lim : "none past " lim)}'; }
  $ truncate -s 2100M test_file.0
  $ sysbench fileio --file-num=1 --file-total-size=2100M --file-test-mode=rndrd --events=2000 --time=0 --debug run > out; echo "rc=$?"
  rc=0
  $ grep -E 'files, |total number of events|FATAL' out
  1 files, 2.0508GiB each
      total number of events:              2000
  $ past 2147483648
  reads past 2147483648
  $ rm test_file.0
  $ truncate -s 4200M test_file.0
  $ sysbench fileio --file-num=1 --file-total-size=4200M --file-test-mode=rndrd --events=2000 --time=0 --debug run > out; echo "rc=$?"
  rc=0
  $ grep -E 'files, |total number of events|FATAL' out
  1 files, 4.1016GiB each
      total number of events:              2000
  $ past 4294967296
  reads past 4294967296

mmap mode too (on 32-bit targets it maps each request, not the file):

  $ sysbench fileio --file-num=1 --file-total-size=4200M --file-test-mode=rndrd --file-io-mode=mmap --events=2000 --time=0 --debug run > out; echo "rc=$?"
  rc=0
  $ grep -E 'total number of events|FATAL' out
      total number of events:              2000
  $ past 4294967296
  reads past 4294967296
  $ sysbench fileio --file-num=1 --file-total-size=4200M cleanup | tail -1
  Removing test files...
  $ ls
  out
