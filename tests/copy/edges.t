The copy test's edges: names of any length, files with holes, and a
copy_file_range that cannot cross file systems. On tmpfs: a directory
made here under /dev/shm.

  $ D=$(mktemp -d /dev/shm/sysbench-copy-edges.XXXXXX) && cd "$D"
  $ sb() { sysbench copy --time=0 "$@" run > out 2>&1; echo "rc=$?"; grep -e '^FATAL' -e '^WARNING' -e 'bytes copied' -e 'holes kept' -e 'method:' out; }

Names of any length: the tree is walked and copied through directory
descriptors. A 250-character file at the bottom of 19 directories of 200
characters (its path 4,000 characters long), copied into a --copy-to of
100 characters: the copy's path is longer than PATH_MAX (4096), and the
name used to be cut there (a file named with 152 of its 250 characters,
exit 0). Then a tree twice as deep (8,000 characters), which no single
path can name:

  $ python3 - <<'PY'
  > import os
  > def tree(top, depth):
  >     os.mkdir(top)
  >     fd = os.open(top, os.O_RDONLY)
  >     for i in range(depth):
  >         name = chr(ord("a") + i % 26) * 200
  >         os.mkdir(name, dir_fd=fd)
  >         sub = os.open(name, os.O_RDONLY, dir_fd=fd)
  >         os.close(fd)
  >         fd = sub
  >     f = os.open("f" * 250, os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
  >     os.write(f, top.encode())
  >     os.close(f)
  > tree("long", 19)
  > tree("deep", 40)
  > PY
  $ to=$(head -c 100 /dev/zero | tr '\0' t) && mkdir $to
  $ names() { find "$1" -type f | awk -F/ '{ print NF - 1, "directories,", length($NF), "characters,", (length($0) > 4095 ? "longer than PATH_MAX" : "shorter") }'; }
  $ sb --copy-from=long --copy-to=$to --copy-keep=on
  rc=0
      method:                              rw, 131072-byte blocks
      bytes copied:                        4
  $ names long; names $to/sysbench-copy.d/long
  20 directories, 250 characters, shorter
  22 directories, 250 characters, longer than PATH_MAX
  $ (cd $to/sysbench-copy.d/long/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/* && cat f*)
  long (no-eol)
  $ sb --copy-from=deep --copy-keep=on
  rc=0
      method:                              rw, 131072-byte blocks
      bytes copied:                        4
  $ names sysbench-copy.d/deep
  42 directories, 250 characters, longer than PATH_MAX
  $ [ "$(cd deep && find . | sort)" = "$(cd sysbench-copy.d/deep && find . | sort)" ] && echo same tree
  same tree

A copy of any depth is removed: by the next of --runs=2 as it starts,
and at the end:

  $ rm -r sysbench-copy.d $to/sysbench-copy.d && sb --copy-from=deep --runs=2 | head -1; ls -A | grep -c sysbench-copy
  rc=0
  0
  [1]
  $ rm -r long deep $to

Holes are kept, as cp keeps them (SEEK_DATA, SEEK_HOLE): a 64 MiB file
with three small pieces of data (one at its start, one in the middle,
the last 24 MiB before its end) takes a few KiB in the copy, with the
same bytes, by every method and split between threads; the report says
what was kept as holes (never read nor written: the bytes copied are the
data's). It used to write the 64 MiB out in full:

  $ truncate -s 64M sparse && printf head | dd of=sparse conv=notrunc status=none
  $ printf middle | dd of=sparse bs=1M seek=20 conv=notrunc status=none && printf tail | dd of=sparse bs=1M seek=40 conv=notrunc status=none
  $ du -k sparse | cut -f1
  12
  $ for m in rw copy_file_range sendfile; do for t in 1 3; do
  >   sysbench copy --time=0 --copy-from=sparse --copy-keep=on --copy-method=$m --threads=$t run > out 2>&1
  >   echo "$m threads=$t rc=$? $(du -k sysbench-copy.d/sparse | cut -f1) KiB $(cmp sparse sysbench-copy.d/sparse && echo same) $(grep -e 'bytes copied' -e 'holes kept' out | awk '{printf "%s ", $3}')"
  >   rm -r sysbench-copy.d
  > done; done
  rw threads=1 rc=0 12 KiB same 12288 67096576 
  rw threads=3 rc=0 12 KiB same 12288 67096576 
  copy_file_range threads=1 rc=0 12 KiB same 12288 67096576 
  copy_file_range threads=3 rc=0 12 KiB same 12288 67096576 
  sendfile threads=1 rc=0 12 KiB same 12288 67096576 
  sendfile threads=3 rc=0 12 KiB same 12288 67096576 
  $ sysbench copy --time=0 --copy-from=sparse --output=json:r.json run > /dev/null; jq -c '.steps[0].facts | {source_bytes, hole_bytes}' r.json
  {"source_bytes":67108864,"hole_bytes":67096576}

A file that is all hole is an empty file of its size in the copy:

  $ truncate -s 5M empty && sb --copy-from=empty --copy-keep=on && stat -c '%s %b' sysbench-copy.d/empty && rm -r sysbench-copy.d empty sparse r.json
  rc=0
      method:                              rw, 131072-byte blocks
      bytes copied:                        0
      holes kept:                          5242880 bytes (not read or written)
  5242880 0

--copy-method=copy_file_range between two file systems (a source in the
test's temporary directory, on another file system than /dev/shm's
tmpfs): Linux 5.19 and later refuse it (EXDEV), and the copy goes on
with read() and write(), as cp does, saying so once, in the report too.
It used to fail with the FATAL of EXDEV:

  $ [ "$(stat -f -c %i "$CRAMTMP")" != "$(stat -f -c %i .)" ] || echo "the same file system"
  $ head -c 3000001 /dev/urandom > "$CRAMTMP/other" && sb --copy-from="$CRAMTMP/other" --copy-method=copy_file_range --threads=2 --copy-keep=on | sed "s|$CRAMTMP|TMP|"
  rc=0
  WARNING: copy: copy_file_range() cannot copy 'TMP/other' to './sysbench-copy.d/other' (Invalid cross-device link): copying with read() and write() instead, as cp does
      method:                              copy_file_range, 131072-byte blocks (read() and write() where it could not: Invalid cross-device link)
      bytes copied:                        3000001
  $ cmp "$CRAMTMP/other" sysbench-copy.d/other && echo same && rm -r sysbench-copy.d
  same
  $ sysbench copy --time=0 --copy-from="$CRAMTMP/other" --copy-method=copy_file_range --output=json:x.json run > /dev/null; jq -r '.steps[0].facts.copy_method_fallback' x.json
  rw

  $ cd / && rm -r "$D"
