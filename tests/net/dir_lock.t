A server holds --net-dir shared while it runs; one that starts while
another holds it exclusively (a server removing leftovers, for a moment)
waits for it, and then holds it shared too, so that a server started
after it takes none of its live files for leftovers (issue 33 review,
finding 1: it ran without any lock, and the next server removed its
file). flock(1) plays the server that removes leftovers, until told:

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir; mkfifo go
  $ flock -x dir sh -c 'echo held; cat go > /dev/null' > held.out & holder=$!
  $ waitfor held.out held
  $ sysbench net serve --net-bind=127.0.0.1 --net-port=0 --net-dir="$PWD/dir" --net-idle-timeout=600 > b.log 2>&1 & spid=$!
  $ waitfor b.log 'waiting for --net-dir'
  $ grep -c listening b.log
  0
  [1]
  $ echo > go; wait $holder
  $ waitfor b.log 'listening on'; port=$(sed -n 's/.*listening on .*:\([0-9]*\) (TCP and UDP).*/\1/p' b.log)
  $ grep 'net-dir' b.log
  net server: waiting for --net-dir: another process holds it locked (flock), as a server does while it removes leftovers

It serves a file-write test that stays; a second server on the directory
removes nothing, and the first one's file is still there:

  $ python3 "$TESTS_SRC/net/peer.py" $port hold_write "$PWD/dir" > hold.out & hold=$!
  $ waitfor hold.out welcome; ls dir
  sysbench-net.1
  $ first=$spid; serve c.log --net-dir="$PWD/dir" --net-idle-timeout=600
  $ grep -c 'earlier server' c.log
  0
  [1]
  $ ls dir
  sysbench-net.1
  $ unserve; kill $hold; wait $hold 2>/dev/null; spid=$first; unserve; ls -A dir
  server exit 0
  server exit 0

A server told to stop while it waits says so, and exits without having
listened:

  $ flock -x dir sh -c 'echo held; cat go > /dev/null' > held.out & holder=$!
  $ waitfor held.out held
  $ sysbench net serve --net-bind=127.0.0.1 --net-port=0 --net-dir="$PWD/dir" > d.log 2>&1 & spid=$!
  $ waitfor d.log 'waiting for --net-dir'
  $ kill -TERM $spid; wait $spid; echo "exit $?"
  exit 1
  $ grep -e FATAL -e listening d.log
  FATAL: net server: SIGTERM while it waited for --net-dir
  $ echo > go; wait $holder
