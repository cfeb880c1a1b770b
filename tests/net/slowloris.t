A byte at a time (issue 33, item 12): bytes that make no whole line do
not keep a connection; a line must be whole within --net-idle-timeout of
its first byte, on a connection that has not said what it is yet and on a
test's control connection, even while its data connection moves (the
server below closes each after 1 s; the peer gives up after 30 s). Each
hello is sent while the server is stopped (SIGSTOP), so that it is there
when the server looks, however loaded the machine (issue 33 review,
finding 7: nothing here depends on how soon a client runs).

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve slow.log --net-idle-timeout=1 --verbosity=4
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ peer slowloris pending $spid
  closed by the server
  $ peer slowloris control $spid
  closed by the server
  $ peer slowloris data $spid
  closed by the server

The server is still serving (a hello, answered, and closed after 1 s
without a message), and its log says why it closed each: a control
connection's first byte may come more than 1 s after its session began
(the peer is late), and the data connection's bytes may not move in the
first second: nothing happened then, either way closed:

  $ peer served $spid
  hello: welcome
  then: closed by the server
  $ unserve
  server exit 0
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //; s/ [0-9.]* s: .*;/ N s: ...;/' slow.log | grep -e '^closed' -e 'N s: ...;'
  closed ADDR: no complete message within 1 s (--net-idle-timeout)
  ADDR: send, 1 stream, N s: ...; (nothing happened for 1 s|a message from the client was not whole within 1 s) \(--net-idle-timeout\) (re)
  ADDR: send, 1 stream, N s: ...; (nothing happened for 1 s|a message from the client was not whole within 1 s) \(--net-idle-timeout\) (re)
  ADDR: send, 1 stream, N s: ...; nothing happened for 1 s (--net-idle-timeout)
