--memory-hugetlb on a machine without free huge pages (the usual case: the
pool is empty unless vm.nr_hugepages is set) fails cleanly with the reason,
after the run header: the blocks are allocated per run, for its thread
count; so does a kernel without HugeTLB pages, or qemu-user, which refuses
MAP_HUGETLB with EINVAL. Skipped where huge pages are free.

  $ awk '/^HugePages_Free:/ {exit $2 != 0}' /proc/meminfo || exit 80
  $ sysbench memory run --memory-hugetlb --memory-total-size=1M
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Running memory speed test with the following options:
    block size: 1KiB
    total size: 1MiB
    operation: write
    scope: global
  
  FATAL: Failed to allocate \d+ bytes from HugeTLB memory. errno = (12 \(Cannot allocate memory\)|22 \(Invalid argument\)) (re)
  FATAL: --memory-hugetlb (needs free huge pages: see HugePages_Free in /proc/meminfo and the vm.nr_hugepages sysctl|is not supported here \(a kernel without HugeTLB pages, or qemu-user\)) (re)
  [1]
  $ sysbench memory run --memory-hugetlb --memory-scope=local --threads=2 --memory-total-size=1M | tail -1
  FATAL: --memory-hugetlb (needs free huge pages: see HugePages_Free in /proc/meminfo and the vm.nr_hugepages sysctl|is not supported here \(a kernel without HugeTLB pages, or qemu-user\)) (re)
