A request of 2 GiB or more: Linux moves at most 2 GiB less a page per
read or write call, so such a request completes short. The message says
so, instead of blaming a truncated file (the reference says `errno = 0
(Success)`). The request needs a buffer of its size: 64-bit targets only.
The file is sparse, on a tmpfs of its own (holes read without filling the
page cache). The kernel's limit depends on the page size (4, 16 or 64
KiB).

  $ [ "$(cc -dM -E - </dev/null | awk '$2 == "__SIZEOF_POINTER__" {print $3}')" = 8 ] || exit 80
  $ mkdir big && mount -t tmpfs tmpfs big && cd big
  $ truncate -s 2G test_file.0
  $ sysbench fileio --file-num=1 --file-total-size=2G --file-block-size=2147483647 --file-test-mode=seqrd --events=1 run | grep -E 'FATAL|General'; echo "rc=${PIPESTATUS[0]}"
  FATAL: Failed to read file! file: test_file.0 pos: 0: (2147479552|2147467264|2147418112) of 2147483647 bytes transferred \(the kernel moves at most \1 bytes per call: use a smaller --file-block-size, or fewer --file-merged-requests\) (re)
  rc=1
  $ cd .. && umount big
