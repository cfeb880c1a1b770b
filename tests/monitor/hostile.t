What the monitor prints from other parties is made safe for a terminal:
a process named with a terminal's escapes (set the window title, clear
the screen), busy during the run, is named in the Monitor: line with its
escapes as text. The VM fixture's /proc/stat and the process's stat move
on at the first event (400 ticks busy, all of them the process's); the
event then lasts 1.2 s, so that the run is long enough to judge. The report
goes to a pipe, so --monitor=warn asks for the Monitor: lines.

  $ cp -a "$TESTS_SRC/data/monitor/vm" vm && mkdir vm/proc/4242
  $ cat > busy.lua <<'EOF'
  > ffi.cdef("int usleep(unsigned int)")
  > local function write(name, text)
  >   local f = assert(io.open(name, "w"))
  >   f:write(text)
  >   f:close()
  > end
  > local function process(ticks)
  >   write("vm/proc/4242/stat", string.format("4242 (\27]2;pwn\7\27[2J) S 1 4242 4242 0 -1 0 0 0 0 0 %d 5 0 0 20 0 1 0 100 0 0\n", ticks))
  > end
  > process(10)
  > local done = false
  > function event()
  >   if not done then
  >     write("vm/proc/stat", "cpu  1400 0 500 100100 0 0 0 0 0 0\nintr 1\nctxt 1500\n")
  >     process(410)
  >     done = true
  >     ffi.C.usleep(1200000)
  >   end
  > end
  > EOF
  $ SYSBENCH_SYSFS_ROOT=vm/sys SYSBENCH_PROCFS_ROOT=vm/proc taskset -c 0 sysbench busy.lua --events=1 --time=0 --monitor=warn run | grep '^Monitor: other' | sed -e 's/[0-9][0-9]*%/N%/g' -e 's/[0-9][0-9]* of the/N of the/' | cat -v
  Monitor: other processes used N% of a CPU during the run: \x1b]2;pwn\x07\x1b[2J (4242) N% (those named: N of the N%; interrupts: N%)
