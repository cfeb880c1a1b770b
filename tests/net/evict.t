Which waiting connection gives way when --net-max-pending are taken
(issue 33, item 4): what the connections already taken have sent is read
before a new one is taken, and the one closed for room is one that has
sent nothing, looked at a last time first, else one with part of a line,
else one whose hello has not answered the key's challenge; a real client
whose hello has come and been admitted is never closed for a connection
that arrives after it (issue 33 review, finding 3: one that waited for a
session slot was closed without a word for connections of one byte).

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

With a key, one client test at a time and two connections waiting: a
hello that has not answered the challenge yet is not closed for a
connection of one byte; a client that has proven the key and waits for
the slot is not closed for three of them (each closed for the next); and
when the two waiting are both such clients, a new connection is told the
server is busy, and each of the two gets the slot in turn:

  $ head -c 32 /dev/urandom | base64 > key
  $ serve keyed.log --net-key-file=key --net-max-clients=1 --net-max-pending=2 --net-idle-timeout=600 --verbosity=4
  $ peer evict_challenged key
  hello: challenge
  first byte-only connection: <closed>
  its answer to the challenge: welcome
  $ peer evict_keyed key
  holder: welcome
  first byte-only connection: <closed>
  second byte-only connection: <closed>
  the one that waited: welcome
  $ peer evict_busy key
  holder: welcome
  new: sbnet/1 error the server is busy: it serves 1 client tests at once (--net-max-clients), and 2 more wait for one (--net-max-pending)
  first that waited: welcome
  second that waited: welcome
  $ unserve
  server exit 0
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //' keyed.log | grep -e '^closed' -e '^refused' | sort | uniq -c
        3 closed ADDR: its message is not complete, and more connections are waiting than --net-max-pending=2
        1 refused ADDR: the server is busy: it serves 1 client tests at once (--net-max-clients), and 2 more wait for one (--net-max-pending)
