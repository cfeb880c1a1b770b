io_uring's own options, fio's of its io_uring engine: registered files
(--file-uring-registered-files, fio's registerfiles), fixed buffers
(--file-uring-fixed-buffers, fixedbufs), a kernel thread that takes the
submissions (--file-uring-sqpoll, sqthread_poll) and polled completions
(--file-uring-iopoll, hipri). All are off by default, as fio's, and a run
with one says so in its header and its result file.

  $ sysbench fileio help | grep -e '--file-uring'
    --file-uring-registered-files[=on|off] io_uring: the files registered with each thread's ring, not looked up per request (fio's registerfiles) [off]
    --file-uring-fixed-buffers[=on|off]    io_uring: the buffers registered once, not pinned per request (fio's fixedbufs) [off]
    --file-uring-sqpoll[=on|off]           io_uring: a kernel thread per ring takes the requests, without a system call (fio's sqthread_poll) [off]
    --file-uring-iopoll[=on|off]           io_uring: completions polled from the device, not signalled: O_DIRECT on a device with poll queues (fio's hipri) [off]
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ facts() {
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]; print(" ".join("%s=%s" % (k, json.dumps(f[k])) for k in ("registered_files", "registered_buffers", "sqpoll", "polled_completions")))'
  > }

Registered files and fixed buffers, buffered and direct: the header's
line after the engine's, the facts, and the registrations, made by the
worker thread (the ring's one issuer), which also unregisters the files
at its end, so that nothing of the run keeps them open:

  $ for flags in "" "--file-extra-flags=direct"; do
  >   strace -f -e trace=io_uring_register -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrw --file-io-mode=io_uring --file-uring-registered-files --file-uring-fixed-buffers $flags --events=300 --time=0 --output=json:r.json run > out; echo "rc=$?"
  >   grep -A1 'Using io_uring' out
  >   grep 'total number of events' out | tr -s ' '
  >   facts
  >   grep -o 'IORING_[A-Z_]*' trace | sort | uniq -c | awk '{printf "%s %s; ", $1, $2} END {print ""}'
  >   awk '/IORING_REGISTER_ENABLE_RINGS/ {t = $1} /IORING_UNREGISTER_FILES/ {u = $1} END {print (t == u) ? "unregistered by the worker" : "unregistered by another thread"}' trace
  > done
  rc=0
  Using io_uring I/O mode
  io_uring: registered files, fixed buffers
   total number of events: 300
  registered_files=true registered_buffers=true sqpoll=false polled_completions=false
  1 IORING_REGISTER_BUFFERS; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_FILES; 1 IORING_REGISTER_RING_FDS; 1 IORING_UNREGISTER_FILES; 1 IORING_UNREGISTER_RING_FDS; 
  unregistered by the worker
  rc=0
  Using io_uring I/O mode
  io_uring: registered files, fixed buffers
   total number of events: 300
  registered_files=true registered_buffers=true sqpoll=false polled_completions=false
  1 IORING_REGISTER_BUFFERS; 1 IORING_REGISTER_ENABLE_RINGS; 1 IORING_REGISTER_FILES; 1 IORING_REGISTER_RING_FDS; 1 IORING_UNREGISTER_FILES; 1 IORING_UNREGISTER_RING_FDS; 
  unregistered by the worker
  $ sysbench fileio --file-num=2 cleanup > /dev/null

Fixed buffers hold what --validate checks, and the write-data pool (a
second registered region), on two threads:

  $ sysbench fileio --file-num=2 --file-total-size=2M --validate prepare > /dev/null
  $ for mode in rndrw seqrewr seqrd; do
  >   sysbench fileio --file-num=2 --file-total-size=2M --validate --file-io-mode=io_uring --file-uring-fixed-buffers --file-extra-flags=direct --file-test-mode=$mode --threads=2 --events=400 run > out
  >   echo "$mode rc=$? $(grep -c FATAL out) fatal, $(grep 'total number of events' out | tr -s ' ')"
  > done
  rndrw rc=0 0 fatal,  total number of events: 400
  seqrewr rc=0 0 fatal,  total number of events: 400
  seqrd rc=0 0 fatal,  total number of events: 400
  $ sysbench fileio --file-num=2 cleanup > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-io-mode=io_uring --file-uring-fixed-buffers --file-write-data=random --file-test-mode=rndwr --threads=2 --events=400 run | grep -E 'FATAL|total number of events' | tr -s ' '
   total number of events: 400

SQPOLL: the ring is set up with a polling thread, the requests all
complete, and the same counts come out as without it:

  $ for sq in off on; do
  >   strace -f -e trace=io_uring_setup -o trace sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndwr --file-io-mode=io_uring --file-uring-sqpoll=$sq --file-fsync-freq=20 --events=200 --time=0 --output=json:r.json run > out; echo "rc=$?"
  >   grep '^io_uring:' out || echo "no io_uring line"
  >   python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["final"]; print(f["reads"], f["writes"], f["other"])'
  >   facts
  >   echo "$(grep -c IORING_SETUP_SQPOLL trace) ring(s) with SQPOLL"
  > done
  rc=0
  no io_uring line
  0 182 20
  registered_files=false registered_buffers=false sqpoll=false polled_completions=false
  0 ring(s) with SQPOLL
  rc=0
  io_uring: SQPOLL
  0 182 20
  registered_files=false registered_buffers=false sqpoll=true polled_completions=false
  1 ring(s) with SQPOLL

What the options refuse: another engine, and polled completions of
buffered I/O (which cannot be polled):

  $ for io in sync async mmap; do sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=$io --file-uring-sqpoll run > out; echo "rc=$? $(grep FATAL out)"; done
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  rc=1 FATAL: --file-uring-sqpoll applies to --file-io-mode=io_uring only
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=sync --file-uring-registered-files run; echo "rc=$?"
  sysbench * (glob)
  
  FATAL: --file-uring-registered-files applies to --file-io-mode=io_uring only
  rc=1
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndrd --file-io-mode=io_uring --file-uring-iopoll run; echo "rc=$?"
  sysbench * (glob)
  
  FATAL: --file-uring-iopoll polls for direct I/O only: add --file-extra-flags=direct
  rc=1

Polled completions on a file system without them (tmpfs: nothing there
completes a polled request) fail the run at the first completion, with
what it needs, and no write of its random data reaches the files:

  $ mkdir shm && mount -t tmpfs -o size=8M tmpfs shm && cd shm
  $ sysbench fileio --file-num=2 --file-total-size=2M prepare > /dev/null
  $ md5sum test_file.* > sums
  $ sysbench fileio --file-num=2 --file-total-size=2M --file-test-mode=rndwr --file-io-mode=io_uring --file-extra-flags=direct --file-uring-iopoll --file-write-data=random --events=100 run > out; echo "rc=$?"
  rc=1
  $ grep -E 'FATAL|io_uring:' out
  io_uring: polled completions
  FATAL: Asynchronous write failed! file: test_file.* pos: * errno = 95 (Operation not supported) (glob)
  FATAL: --file-uring-iopoll needs a device that completes polled requests (one with poll queues, as NVMe's poll_queues gives): this file's has none
  $ md5sum -c --quiet sums
  $ cd .. && umount shm && rmdir shm
  $ sysbench fileio --file-num=2 cleanup > /dev/null
