The making of a file-read file ends when its client leaves, when its
test's --net-max-time passes or when the server stops, and the part made
is removed; a test waiting for another's making of its size leaves as
soon as its client does (issue 33 review, finding 2: two hellos of 200
bytes closed at once made the server write and flush 2 x 512 MiB, and
under SIGTERM it went on until the watchdog's forced exit, leaving the
file). --net-dir is an ext4 file system the test makes in a file, frozen
(fsfreeze) so that a making waits at its first write until the test
thaws it (the test skips itself where it cannot):

  $ truncate -s 64M fs.img && mkfs.ext4 -q -F fs.img > /dev/null 2>&1 && mkdir dir && mount -o loop fs.img "$PWD/dir" 2>/dev/null && fsfreeze -f dir 2>/dev/null && fsfreeze -u dir || { echo "skipped: needs root, mkfs.ext4, a loop device and fsfreeze" >&2; exit 80; }
  $ rmdir dir/lost+found
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ ended() { n=0; while [ "$(grep -c "$1" make.log)" -lt "$2" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done; }
  $ serve make.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ base=$(ls /proc/$spid/task | wc -l)

A client that leaves while its file is made: the making stops at its
next MiB, and nothing of the file is left:

  $ fsfreeze -f dir
  $ peer make_gone 16M $spid $base
  the making waits
  the client left
  $ fsfreeze -u dir
  $ ended 'file-read, 1 stream' 1; ls -A dir

A test that waits for the making of its size by another leaves when its
client does; the other gets the file:

  $ fsfreeze -f dir
  $ peer make_wait 8M $spid $base > wait.out & p=$!
  $ waitfor wait.out 'second left'
  $ fsfreeze -u dir; wait $p; cat wait.out
  the making waits
  the second waits
  the second left
  first: welcome
  $ ended 'file-read, 1 stream' 3; ls -A dir
  sysbench-net.2

The server stopped (SIGTERM) while it makes a file: the client hears so,
the server stops at once (exit 0), and nothing is left:

  $ fsfreeze -f dir
  $ peer make_stop 4M $spid $base "$PWD/dir"
  the making waits
  told to stop
  answer: sbnet/1 error the server stops
  $ wait $spid; echo "server exit $?"; ls -A dir
  server exit 0
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //; s/ [0-9.]* s: .*;/ N s: ...;/' make.log | grep 'file-read' | sort
  ADDR: file-read, 1 stream, N s: ...; the client closed the connection before it was done
  ADDR: file-read, 1 stream, N s: ...; the client left while the server made its file
  ADDR: file-read, 1 stream, N s: ...; the client left while the server made its file
  ADDR: file-read, 1 stream, N s: ...; the server stops

A test whose file is not made within the server's --net-max-time:

  $ serve late.log --net-dir="$PWD/dir" --net-idle-timeout=600 --net-max-time=1
  $ base=$(ls /proc/$spid/task | wc -l)
  $ fsfreeze -f dir
  $ peer make_late 4M $spid $base > late.out & p=$!
  $ waitfor late.out 'time has passed'
  $ fsfreeze -u dir; wait $p; cat late.out
  the making waits
  its time has passed
  answer: sbnet/1 error the server's file was not made within --net-max-time=1 s
  $ unserve; ls -A dir
  server exit 0
  $ umount "$PWD/dir"
