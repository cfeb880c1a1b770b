--validate: every block written carries random bytes, their CRC-32 and
its own offset; every block read is checked.

  $ sb() { sysbench fileio --file-num=4 --file-total-size=4M --validate "$@"; echo "rc=$?"; }
  $ sb prepare | tail -2
  4194304 bytes written in * seconds (* MiB/sec). (glob)
  rc=0

Runs that read, write, or both, in the sync and mmap I/O modes (async
mode: tests/fileio/async.t), on one and two threads (two threads never work on
one block at once), pass:

  $ for io in sync mmap; do
  >   for mode in seqrd rndrd rndrw seqrewr rndwr seqrd; do
  >     sb --file-io-mode=$io --file-test-mode=$mode --events=300 --threads=2 --file-async-backlog=8 run > out
  >     echo "$io $mode $(grep -E '^rc=|number of events' out | tr -s ' ' | tr '\n' ' ')"
  >   done
  > done
  sync seqrd  total number of events: 300 rc=0 
  sync rndrd  total number of events: 300 rc=0 
  sync rndrw  total number of events: 300 rc=0 
  sync seqrewr  total number of events: 300 rc=0 
  sync rndwr  total number of events: 300 rc=0 
  sync seqrd  total number of events: 300 rc=0 
  mmap seqrd  total number of events: 300 rc=0 
  mmap rndrd  total number of events: 300 rc=0 
  mmap rndrw  total number of events: 300 rc=0 
  mmap seqrewr  total number of events: 300 rc=0 
  mmap rndwr  total number of events: 300 rc=0 
  mmap seqrd  total number of events: 300 rc=0 
  $ sb --file-test-mode=seqrd --events=300 run | grep -E 'checksums|^rc='
  Using checksums validation.
  rc=0

Merged sequential requests check each block inside them:

  $ sb --file-test-mode=seqrd --file-merged-requests=4 --events=100 run | tail -1
  rc=0
  $ sb --file-test-mode=seqrewr --file-merged-requests=3 --events=100 run | tail -1
  rc=0
  $ sb --file-test-mode=seqrd --events=1000 run | tail -1
  rc=0

A file whose size is not a multiple of the block size ends with a short
block that keeps its checksum inside the file:

  $ mkdir odd && cd odd
  $ sysbench fileio --file-num=1 --file-total-size=20000 --file-block-size=4096 --validate prepare | tail -2
  Creating file test_file.0
  20480 bytes written in * seconds (* MiB/sec). (glob)
  $ sysbench fileio --file-num=1 --file-total-size=20000 --file-block-size=4096 --validate --file-test-mode=seqrd --events=12 --debug run | grep -E 'Executing|FATAL' | sort | uniq -c
        3 DEBUG: Executing request, operation: 1, file_id: 0, pos: 0, size: 4096
        2 DEBUG: Executing request, operation: 1, file_id: 0, pos: 12288, size: 4096
        2 DEBUG: Executing request, operation: 1, file_id: 0, pos: 16384, size: 3616
        3 DEBUG: Executing request, operation: 1, file_id: 0, pos: 4096, size: 4096
        2 DEBUG: Executing request, operation: 1, file_id: 0, pos: 8192, size: 4096

Random requests start at a block of their file even when the files are
not a whole number of blocks (the reference aligns offsets over all the
files together: here, requests in the second and third files start
between blocks and --validate reports corruption):

  $ mkdir ../odd3 && cd ../odd3
  $ v="--file-num=3 --file-total-size=300001 --file-block-size=4096 --validate"
  $ sysbench fileio $v prepare | tail -1
  307200 bytes written in * seconds (* MiB/sec). (glob)
  $ for m in rndrd rndrw rndwr; do sysbench fileio $v --file-test-mode=$m --events=3000 --threads=2 --debug run > out; echo "$m rc=$? $(grep -c FATAL out)"; grep -o 'file_id: [12], pos: [0-9]*' out | awk '$4 % 4096 { bad++ } END { print (NR > 1000 ? "files 1 and 2: " (bad + 0) " unaligned" : "too few") }'; done
  rndrd rc=0 0
  files 1 and 2: 0 unaligned
  rndrw rc=0 0
  files 1 and 2: 0 unaligned
  rndwr rc=0 0
  files 1 and 2: 0 unaligned
  $ cd ..

A corrupted byte is found, in sync and mmap modes: FATAL lines naming the
block, exit status 1, no report. The byte is inverted (writing a fixed
byte instead changed nothing when the random data had that byte there, 1
time in 256), and the runs count requests, not seconds: a sequential
read reaches file 1's second block at its 66th request, however slowly
it runs (issue 24 item 23):

  $ flip() { python3 -c 'import sys; f = open(sys.argv[1], "r+b"); o = int(sys.argv[2]); f.seek(o); b = f.read(1); f.seek(o); f.write(bytes([b[0] ^ 0xff]))' "$@"; }
  $ flip test_file.1 20000
  $ for io in sync mmap; do
  >   sb --file-io-mode=$io --file-test-mode=seqrd --events=300 --time=0 run | grep -E 'FATAL|General|rc='
  > done
  FATAL: Checksum mismatch in block with offset: 16384
  FATAL:     Calculated value: 0x*    Stored value: 0x* (glob)
  FATAL: Validation failed on file 1, block offset 16384, exiting...
  rc=1
  FATAL: Checksum mismatch in block with offset: 16384
  FATAL:     Calculated value: 0x*    Stored value: 0x* (glob)
  FATAL: Validation failed on file 1, block offset 16384, exiting...
  rc=1

A block copied to another place keeps a valid checksum but the wrong
offset:

  $ sb cleanup >/dev/null
  $ sb prepare >/dev/null
  $ dd if=test_file.2 of=test_file.2 bs=16384 count=1 seek=3 conv=notrunc status=none
  $ sb --file-test-mode=seqrd --events=300 --time=0 run | grep -E 'FATAL|General|rc='
  FATAL: Offset mismatch in block:
  FATAL:    Actual offset: 49152    Stored offset: 0
  FATAL: Validation failed on file 2, block offset 49152, exiting...
  rc=1

Files prepared without --validate fail at the first block read:

  $ sysbench fileio --file-num=4 --file-total-size=4M cleanup >/dev/null
  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ sb --file-test-mode=seqrd --events=10 run | grep -E 'FATAL|WARNING|rc='
  FATAL: Checksum mismatch in block with offset: 0
  FATAL:     Calculated value: 0x66337a37    Stored value: 0x0
  FATAL: Validation failed on file 0, block offset 0, exiting...
  WARNING: --validate can only check files that were prepared, and since then written, with --validate
  rc=1
