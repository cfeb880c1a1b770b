A full ext4 file system (a 16 MiB image made here and loop-mounted; the
file is skipped where loop devices cannot be mounted). ext4 keeps some
blocks back even from root, so the free-block count is not 0 when a write
comes up short: the cause is the error the rest of the write gets when it
is written again (issue 24 item 11). A 3000000-byte block makes the
write that meets the end of the space a short one.

  $ command -v mkfs.ext4 >/dev/null || exit 80
  $ truncate -s 16M ext4.img && mkfs.ext4 -q -F ext4.img && mkdir fs
  $ mount -o loop ext4.img fs 2>/dev/null || { rm -r ext4.img fs; exit 80; }
  $ cd fs
  $ sb() { sysbench fileio --file-num=1 --file-total-size=30M --file-block-size=3000000 "$@"; echo "rc=$?"; }
  $ sb prepare | grep FATAL
  FATAL: Failed to write file! file: test_file.0 pos: *: * of 3000000 bytes written (the rest of it, written again: errno = 28 (No space left on device)) (glob)
  FATAL: test_file.0 is incomplete (* of 31457280 bytes): run prepare again once the problem is solved (glob)
  $ rm test_file.0; sb --file-test-mode=seqwr run | tail -2
  FATAL: Failed to write file! file: test_file.0 pos: *: * of 3000000 bytes transferred (the rest of it, written again: errno = 28 (No space left on device)) (glob)
  rc=1
  $ rm test_file.0; sb --file-block-size=1M --file-test-mode=seqwr --file-io-mode=mmap run | tail -2
  FATAL: Failed to write file! file: test_file.0 pos: *: the kernel could not store the mapped pages errno = 28 (No space left on device) (glob)
  rc=1
  $ rm test_file.0; ls; cd .. && umount fs && rm -r ext4.img fs
  lost+found
