Which waiting connection gives way when --net-max-pending are taken
(issue 33, item 4): what the connections already taken have sent is read
before a new one is taken, and the one closed for room is one that has
sent nothing, looked at a last time first; a real client whose hello has
come is never closed for a connection that arrives after it.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve evict.log --net-max-pending=2 --net-idle-timeout=600 --verbosity=4
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }

A connection that has sent half its hello, one that has sent nothing,
and a third: the silent one is closed (the oldest was, before):

  $ peer evict_partial
  silent: <closed>
  half a line first: welcome
  the new one: welcome

Two silent connections taken; the server is stopped (SIGSTOP) while a
third connects and then the two send their hellos; when it runs again,
it finds the new connection and the two hellos at once: the hellos are
read first (the oldest was closed for the new one, its hello unread):

  $ peer evict_ready $spid
  both taken
  stopped
  first: welcome
  second: welcome
  third: welcome

  $ unserve
  server exit 0
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //' evict.log | grep '^closed'
  closed ADDR: no message yet, and more connections are waiting than --net-max-pending=2
