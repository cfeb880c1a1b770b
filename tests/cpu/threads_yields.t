One threads event is --thread-yields rounds of lock, sched_yield, unlock:
the system calls counted with strace (skipped where strace cannot trace).

  $ strace -f -qq -o /dev/null true 2>/dev/null || exit 80
  $ strace -f -qq -c -e trace=sched_yield -o trace sysbench threads run --events=10 --threads=2 --thread-yields=7 > /dev/null
  $ awk '$NF == "sched_yield" {print $(NF-1)}' trace
  70
  $ strace -f -qq -c -e trace=sched_yield -o trace sysbench threads run --events=5 --thread-yields=0 > /dev/null
  $ grep -c sched_yield trace
  0
  [1]
