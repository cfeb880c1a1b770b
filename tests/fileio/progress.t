prepare shows its progress on one line rewritten in place, only when
stderr is a terminal (here a pseudo-terminal made by script(1)); the
writes are slowed down so that the line is redrawn while a file is
written.

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ script -qec "FAULT_WRITE_DELAY_US=4000 LD_PRELOAD=./fault.so sysbench fileio --file-num=2 --file-total-size=4M prepare" /dev/null < /dev/null > tty.out

Each drawing starts with a carriage return and ends by clearing the rest
of the line; a log line first clears it. It is drawn when each file starts
and every quarter of a second:

  $ tr '\r' '\n' < tty.out | sed 's/\x1b\[K//g' | grep 'written,' | head -1
  0.0 MiB of 4.0 MiB written, 0.00 MiB/s, --:--:-- left
  $ tr '\r' '\n' < tty.out | sed 's/\x1b\[K//g' | grep -c -E '^[0-9]+\.[0-9] MiB of 4\.0 MiB written, [0-9]+\.[0-9]{2} MiB/s, ([0-9]+:[0-9]{2}:[0-9]{2}|--:--:--) left$' | awk '{print ($1 >= 4 ? "redrawn while writing" : $1)}'
  redrawn while writing

Without the progress line the terminal shows the usual transcript:

  $ sed -E -e 's/(\r[^\r]*\x1b\[K)+//g' -e 's/\r$//' tty.out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  2 files, 2048Kb each, 4Mb total
  Creating files for the test...
  Extra file open flags: (none)
  Creating file test_file.0
  Creating file test_file.1
  4194304 bytes written in * seconds (* MiB/sec). (glob)

When stderr is not a terminal, nothing is added (stdout may be one):

  $ sysbench fileio --file-num=2 cleanup >/dev/null
  $ script -qec "sysbench fileio --file-num=4 --file-total-size=4M prepare 2>err.out" /dev/null < /dev/null | tr -d '\r' | grep -c 'written,'
  0
  [1]
  $ wc -c < err.out
  0
