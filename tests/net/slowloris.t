A byte at a time (issue 33, item 12): bytes that make no whole line do
not keep a connection; a line must be whole within --net-idle-timeout of
its first byte, on a connection that has not said what it is yet and on a
test's control connection, even while its data connection moves (the
server below closes each after 1 s; the peer gives up after 30 s).

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve slow.log --net-idle-timeout=1 --verbosity=4
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ peer slowloris pending
  closed by the server
  $ peer slowloris control
  closed by the server
  $ peer slowloris data
  closed by the server

The server is still serving, and its log says why it closed each (the
second either way: its first byte came just after the session began):

  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep 'total number'
      total number of events:              10
  $ unserve
  server exit 0
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //; s/ [0-9.]* s: .*;/ N s: ...;/' slow.log | grep -e '^closed' -e 'N s: ...;'
  closed ADDR: no complete message within 1 s (--net-idle-timeout)
  ADDR: send, 1 stream, N s: ...; (nothing happened for 1 s|a message from the client was not whole within 1 s) \(--net-idle-timeout\) (re)
  ADDR: send, 1 stream, N s: ...; a message from the client was not whole within 1 s (--net-idle-timeout)
  ADDR: send, 1 stream, N s: ...; done
