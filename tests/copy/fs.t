The copy test's core checks on ext4 and XFS (images made here and
loop-mounted) and on a small tmpfs: a file by each method (two threads,
one range each), a tree with a symlink loop, --runs=3, and a full file
system (ENOSPC: the file names the file system, the partial copy is
removed). The file system is filled (fallocate, then zeros to the end) and 1 MiB
freed again before a 3 MB copy. The file skips itself where the tools are missing or nothing
can be mounted (not root, no loop devices). The source is on the same
file system as the copy (so copy_file_range may share blocks: XFS's
reflinks; the bytes read back are the same). After a sync, the source's
pages are all dropped on ext4 and XFS; on tmpfs they are the file, and the
report says so. Each of --runs=3 starts cold again: none of the source
is cached at its start on ext4 and XFS, though the run before read it all.

  $ command -v mkfs.ext4 >/dev/null && command -v mkfs.xfs >/dev/null || { echo "skipped: mkfs.ext4 or mkfs.xfs is missing" >&2; exit 80; }
  $ mkdir ext4 xfs tmpfs && truncate -s 64M ext4.img && truncate -s 300M xfs.img
  $ mkfs.ext4 -q -F -m 0 ext4.img && mkfs.xfs -q -f xfs.img
  $ undo() { for d in ext4 xfs tmpfs; do mountpoint -q $d && umount $d; done; rm -r ext4.img xfs.img ext4 xfs tmpfs; }
  $ { mount -o loop ext4.img ext4 && mount -o loop xfs.img xfs && mount -t tmpfs -o size=16M tmpfs tmpfs; } 2>/dev/null || { undo; echo "skipped: cannot mount loop images or a tmpfs" >&2; exit 80; }
  $ sums() { (cd "$1" && find . -type f | sort | xargs md5sum); }
  $ core() (
  >   cd "$1" || exit 1
  >   head -c 3000001 /dev/urandom > big && mkdir -p src/a/b src/c && head -c 70000 /dev/urandom > src/a/one
  >   head -c 5 /dev/urandom > src/a/b/two && : > src/c/empty && ln -s .. src/a/b/loop
  >   for m in rw copy_file_range sendfile; do
  >     sysbench copy --time=0 --copy-from=big --copy-keep=on --copy-method=$m --threads=2 --copy-block-size=64K run > out 2>&1
  >     echo "file $m rc=$? $(grep 'bytes copied' out | awk '{print $3}') $(cmp big sysbench-copy.d/big && echo same)"
  >     rm -r sysbench-copy.d
  >   done
  >   sync big; sysbench copy --time=0 --copy-from=big run | grep 'source cache'
  >   sysbench copy --time=0 --copy-from=src --copy-keep=on --copy-block-size=16K run > out 2>&1
  >   echo "tree rc=$? $(grep -e 'bytes copied' -e 'files copied' out | awk '{printf "%s ", $3}')$([ "$(sums src)" = "$(sums sysbench-copy.d/src)" ] && echo same) $(readlink sysbench-copy.d/src/a/b/loop)"
  >   rm -r sysbench-copy.d
  >   sysbench copy --time=0 --copy-from=big --runs=3 --output=json:r.json run > out 2>&1
  >   echo "runs=3 rc=$? $(grep -c '^run [123]: ' out) left:$(ls -A | grep sysbench-copy) cached at each start: $(jq -c '[.steps[].facts.source_cached_bytes]' r.json)"
  >   fallocate -l $(df --output=avail -B1 . | tail -1) fill 2>/dev/null; cat /dev/zero >> fill 2>/dev/null; truncate -s -1M fill
  >   sysbench copy --time=0 --copy-from=big run > out 2>&1
  >   echo "full rc=$? left:$(ls -A | grep sysbench-copy)"; grep FATAL out
  >   sysbench copy --time=0 --copy-size=3M run > out 2>&1
  >   echo "full, made source rc=$? left:$(ls -A | grep sysbench-copy)"; grep FATAL out
  >   rm -r fill big src out r.json
  > )
  $ core ext4
  file rw rc=0 3000001 same
  file copy_file_range rc=0 3000001 same
  file sendfile rc=0 3000001 same
      source cache:                        cold
  tree rc=0 70005 3 same ..
  runs=3 rc=0 3 left: cached at each start: [0,0,0]
  full rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing './sysbench-copy.d/big' failed errno = 28 (No space left on device)
  full, made source rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing the 3145728-byte source file './sysbench-copy.d/sysbench-copy.src' failed errno = 28 (No space left on device)
  $ core xfs
  file rw rc=0 3000001 same
  file copy_file_range rc=0 3000001 same
  file sendfile rc=0 3000001 same
      source cache:                        cold
  tree rc=0 70005 3 same ..
  runs=3 rc=0 3 left: cached at each start: [0,0,0]
  full rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing './sysbench-copy.d/big' failed errno = 28 (No space left on device)
  full, made source rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing the 3145728-byte source file './sysbench-copy.d/sysbench-copy.src' failed errno = 28 (No space left on device)
  $ core tmpfs
  file rw rc=0 3000001 same
  file copy_file_range rc=0 3000001 same
  file sendfile rc=0 3000001 same
      source cache:                        cold, but 100% stayed cached (tmpfs, or dirty pages: sync the source first)
  tree rc=0 70005 3 same ..
  runs=3 rc=0 3 left: cached at each start: [3000001,3000001,3000001]
  full rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing './sysbench-copy.d/big' failed errno = 28 (No space left on device)
  full, made source rc=1 left:
  FATAL: copy: the file system of --copy-to '.' is full: writing the 3145728-byte source file './sysbench-copy.d/sysbench-copy.src' failed errno = 28 (No space left on device)
  $ undo; ls
