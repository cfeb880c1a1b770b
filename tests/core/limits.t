Resource limits: thread creation that fails stops the run at start with a
clear message and no hang; 1000 threads with a Lua script work.

  $ cd "$CRAMTMP"

pthread_create is made to fail by the preloaded library
(tests/data/fault_preload.c), as when threads or memory run out
(RLIMIT_NPROC does not bind root):

  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ timeout 20 env FAULT_THREAD_CREATE_AFTER=0 LD_PRELOAD=./fault.so sysbench cpu run --threads=4 --time=10 | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: Failed to create worker thread #0: Resource temporarily unavailable
  rc=1

When some threads were created before the failure, they are stopped and
joined (timeout would exit 124 on a hang):

  $ timeout 20 env FAULT_THREAD_CREATE_AFTER=50 LD_PRELOAD=./fault.so sysbench cpu run --threads=100 --time=10 | tail -1; echo "rc=${PIPESTATUS[0]}"
  FATAL: Failed to create worker thread #*: Resource temporarily unavailable (glob)
  rc=1

1000 threads running a Lua script, each with its own Lua state, do
exactly the events asked:

  $ echo 'function event() end' > empty.lua
  $ timeout 60 sysbench empty.lua --threads=1000 run --events=5000 --time=0 > out; echo "rc=$?"
  rc=0
  $ grep -E 'Number of threads|total number of events' out
  Number of threads: 1000
      total number of events:              5000
