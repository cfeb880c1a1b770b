The run's peer on this machine (issue 39 items 6 and 8): a net run's
server, in this process or a `sysbench net serve` reached over loopback,
is the run's own load, not other processes': the monitor finds the
process that listens on the server's address (the kernel's socket table,
/proc/net/tcp, and the processes' descriptors, /proc/PID/fd) and leaves
its CPU time out, with the interrupts (the loopback traffic is handled
in them), saying so on a line of its own. Against the VM fixture, whose
/proc/net/tcp has the server's listening socket (inode 777) and whose
/proc/PID/fd/3 of the server's real pid is that socket:

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve server.log; peer=$spid
  $ cp -a "$TESTS_SRC/data/monitor/vm" vm && mkdir -p vm/proc/net "vm/proc/$spid/fd" vm/proc/4242 vm/proc/4243
  $ printf '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n   0: 0100007F:%04X 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 777 1 0000000000000000 100 0 0 10 0\n' "$port" > vm/proc/net/tcp
  $ ln -s 'socket:[777]' "vm/proc/$spid/fd/3"
  $ proc() { printf '%s (%s) S 2 %s %s 0 -1 %s 0 0 0 0 %s 0 0 0 20 0 1 0 100 0 0\n' "$1" "$2" "$1" "$1" "$3" "$4" > "vm/proc/$1/stat"; }
  $ proc "$spid" sysbench 4194560 10
  $ on() { SYSBENCH_SYSFS_ROOT=vm/sys SYSBENCH_PROCFS_ROOT=vm/proc taskset -c 0 "$@"; }
  $ pct() { sed -e 's/[0-9][0-9]*%/N%/g' -e 's/[0-9][0-9]* of the/N of the/' -e "s/pid $spid /pid SPID /"; }

A plain loopback run (the fixture's counters do not move):

  $ on sysbench net --net-host=127.0.0.1 --net-port="$port" --events=100 --time=0 --monitor=warn --output=json:plain.json run | grep '^Monitor' | pct
  Monitor: the local server pid SPID (sysbench) was left out as the run's peer: N% of a CPU, with interrupts (loopback traffic) N%
  $ jq -c '.steps[0].monitor.peer | {what, in_process, pid: (.pid == '"$spid"'), cpu_percent, interrupts_percent}' plain.json
  {"what":"server","in_process":false,"pid":true,"cpu_percent":0,"interrupts_percent":0}

A run in which the server used 4 s of CPU time, all of the machine's
busy time (the workload moves the fixture's /proc/stat and the server's
stat on at its first event, which then lasts 1.2 s, long enough to be
judged): the run is fit, where the server was "other processes" before:

  $ cat > write.lua <<'LUA'
  > ffi.cdef("int usleep(unsigned int)")
  > function write(name, text)
  >   local f = assert(io.open(os.getenv("SYSBENCH_PROCFS_ROOT") .. "/" .. name, "w"))
  >   f:write(text)
  >   f:close()
  > end
  > LUA
  $ cat > busy.lua <<'LUA'
  > dofile("write.lua")
  > local net = sysbench.builtin("net")
  > local done = false
  > function event()
  >   if not done then
  >     write("stat", "cpu  1400 0 500 100100 0 0 0 0 0 0\nintr 1\nctxt 1500\n")
  >     write(os.getenv("SPID") .. "/stat", string.format("%s (sysbench) S 2 1 1 0 -1 4194560 0 0 0 0 410 0 0 0 20 0 1 0 100 0 0\n", os.getenv("SPID")))
  >     done = true
  >     ffi.C.usleep(1200000)
  >   end
  >   net:event()
  > end
  > LUA
  $ SPID=$spid on sysbench busy.lua --net-host=127.0.0.1 --net-port="$port" --events=100 --time=0 --monitor=warn --output=json:busy.json run | grep '^Monitor' | pct
  Monitor: the local server pid SPID (sysbench) was left out as the run's peer: N% of a CPU, with interrupts (loopback traffic) N%
  $ jq -r '.steps[0].monitor | "fit: \(.fit) \(.summary)"' busy.json
  fit: true ok (unknown: the device's own I/O, CPU frequency, temperature)

The server's own monitor leaves its client out the same way (this server
reads the machine's own /proc: only its line about the client is looked
at, not its verdict, which depends on the machine's load):

  $ unserve
  server exit 0
  $ SYSBENCH_PROCFS_ROOT=/proc SYSBENCH_SYSFS_ROOT=/sys serve real.log
  $ sysbench net --net-host=127.0.0.1 --net-port="$port" --events=100 --time=0 run > /dev/null & cpid=$!; wait $cpid
  $ unserve
  server exit 0
  $ grep -c "127.0.0.1:[0-9]*: the local client pid $cpid ([^)]*) was left out as the run's peer: [0-9]*% of a CPU, with interrupts (loopback traffic) [0-9]*%$" real.log
  1

The others rule's line names kernel threads as such, and says how much
of the whole the processes it names explain (a process that started or
ended during the run is in neither of the two lists the names come
from): here cc1 used 1 s and a kworker 0.5 s of the 4 s busy:

  $ rm -r "vm/proc/$peer" vm/proc/net
  $ cp "$TESTS_SRC/data/monitor/vm/proc/stat" vm/proc/stat
  $ proc 4242 cc1 4194560 10
  $ proc 4243 kworker/0:1H-kblockd 2129984 0
  $ cat > others.lua <<'LUA'
  > dofile("write.lua")
  > local done = false
  > function event()
  >   if not done then
  >     write("stat", "cpu  1400 0 500 100100 0 0 0 0 0 0\nintr 1\nctxt 1500\n")
  >     write("4242/stat", "4242 (cc1) S 2 1 1 0 -1 4194560 0 0 0 0 110 0 0 0 20 0 1 0 100 0 0\n")
  >     write("4243/stat", "4243 (kworker/0:1H-kblockd) S 2 1 1 0 -1 2129984 0 0 0 0 0 50 0 0 20 0 1 0 100 0 0\n")
  >     done = true
  >     ffi.C.usleep(1200000)
  >   end
  > end
  > LUA
  $ on sysbench others.lua --events=1 --time=0 --monitor=warn run | grep '^Monitor: other' | pct
  Monitor: other processes used N% of a CPU during the run: cc1 (4242) N%, kernel thread kworker/0:1H-kblockd (4243) N% (those named: N of the N%; interrupts: N%; the rest: processes that started or ended during the run)
