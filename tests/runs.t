Runs are values: each step of a threads sweep builds its own run, sized by
its own thread count, and frees it before the next. These four used to
fail (a crash in step 2, an io_submit error, descriptors and tables left
over from step 1, a size option that Lua could not read).

The memory test's per-thread blocks are the run's, so every step has its
own (this died with SIGSEGV in step 2):

  $ sysbench memory --threads=1,2,4 --memory-total-size=64M run > out; echo "exit $?"
  exit 0
  $ grep -e 'Number of threads' -e 'total number of events' -e 'MiB transferred' out
  Number of threads: 1
  64.00 MiB transferred (* MiB/sec) (glob)
      total number of events:              65536
  Number of threads: 2
  64.00 MiB transferred (* MiB/sec) (glob)
      total number of events:              65536
  Number of threads: 4
  64.00 MiB transferred (* MiB/sec) (glob)
      total number of events:              65536

Asynchronous I/O contexts are made per run: fileio-async.t (emulated runs
have no kernel AIO).

Synchronous fileio closes and frees each step's files, thread table and
buffers before the next step opens them again: the same descriptors are
open after every step (--debug says how many):

  $ sysbench fileio --file-num=2 --file-total-size=4M prepare > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=4M --file-test-mode=rndrw --threads=1,2,4 --events=100 --time=0 --debug run | grep 'Open file descriptors'
  DEBUG: Open file descriptors after the run: 3
  DEBUG: Open file descriptors after the run: 3
  DEBUG: Open file descriptors after the run: 3

Options reach Lua converted by their declared type: --file-block-size is a
size, so 4K works from a script as on the command line (it failed with
"Invalid value for the 'file_block_size' option: '4K'"):

  $ sysbench mixed-io-cpu --file-num=2 --file-total-size=4M --file-block-size=4K --file-test-mode=rndrd --events=50 --time=0 run | grep -e 'Block size' -e 'total number of events' -e Invalid
  Block size 4KiB
      total number of events:              50
  $ printf 'function event() end\nfunction init() print(sysbench.opt.file_block_size, sysbench.opt.file_total_size) end\nsysbench.builtin("fileio")\n' > sizes.lua
  $ sysbench sizes.lua --file-num=2 --file-total-size=4M --file-block-size=4K --file-test-mode=rndrd --events=1 run | grep '^[0-9]*	'
  4096\t4194304 (esc)

and a built-in test's Lua reports get every option, so the report is
printed (it printed only the 'Invalid value' line, no report, and exited
0):

  $ sysbench fileio --file-num=2 --file-total-size=4M --file-test-mode=rndrd --file-block-size=4K --time=1 --report-script=report-json run > out; echo "exit $?"
  exit 0
  $ grep -c Invalid out
  0
  [1]
  $ grep -c '{"report": "cumulative", "time_total": ' out
  1
  $ sysbench fileio --file-num=2 cleanup > /dev/null
