Hostile and broken clients against `sysbench net serve` (tests/net/peer.py
plays them): each gets an error line or is closed, within the server's
limits (here --net-idle-timeout=1 and --net-max-pending=16), and the
server goes on serving (--verbosity=4: it logs every one); it sends nothing to an address a message names,
and never a datagram; after a thousand short client tests its descriptors
and memory are where they were.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve hostile.log --net-idle-timeout=1 --net-max-pending=16 --verbosity=4
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ fds() { ls /proc/$spid/fd | wc -l; }
  $ fds0=$(fds)

Garbage, something else's protocol, a message too long (a huge length),
a number too large, another protocol version:

  $ peer send 'garbage\n'
  reply: sbnet/1 error not a sysbench net message
  closed
  $ peer send 'GET / HTTP/1.0\r\n\r\n'
  reply: sbnet/1 error not a sysbench net message
  closed
  $ peer huge
  reply: sbnet/1 error message longer than 1024 bytes
  closed
  $ peer send 'sbnet/1 hello mode=send streams=1 block=99999999999999999999 request=1 response=1 window=0 nodelay=0 cc= zerocopy=off time=0 warmup=0\n'
  reply: sbnet/1 error bad value for block
  closed
  $ peer send 'sbnet/1 hello mode=send streams=0 block=1 request=1 response=1 window=0 nodelay=0 cc= zerocopy=off time=0 warmup=0\n'
  reply: sbnet/1 error the test's parameters are out of bounds
  closed
  $ peer send 'sbnet/1 done sent=1\n'
  reply: sbnet/1 error unexpected 'done' (a connection starts with hello or stream)
  closed
  $ peer version
  reply: sbnet/1 error protocol version 2 is not this server's: it speaks 1 (sysbench-ng 1.0.20-ng4); run the same release on both ends

A connection that never says anything, a session that goes quiet without
closing (half-open), and a client that stops reading what the server
sends: each is closed after --net-idle-timeout:

  $ peer silent
  closed by the server (after at least 1 s)
  $ peer halfopen
  welcome
  the server ended the session
  $ peer noread
  welcome sbnet/1 ok
  the server ended the session

Data connections with a wrong token, a stream the test does not have, a
stream connected twice, and a control message out of place:

  $ peer token
  wrong token: sbnet/1 error no such test (it has ended, or the token is wrong)
  bad index: sbnet/1 error there is no stream 5: the test has 1
  twice: sbnet/1 ok / sbnet/1 error stream 0 is connected already
  unexpected: the server ended the session

Messages whose keys name another address and port (the server ignores
keys it does not know, and sends only on connections the client opened),
and UDP datagrams of junk and forged headers (never answered):

  $ peer named
  recv welcome
  result
  udp welcome
  result
  nothing came to the port the messages named
  $ peer udpjunk
  no reply

A flood of connections that close at once, then a thousand that stay
open and silent while a real client test runs (the server keeps 16 of
them and closes the oldest for each new one):

  $ peer flood 200
  200 connections opened and closed
  $ ulimit -n 4096; peer idle 1000 sysbench net run --net-host=127.0.0.1 --net-port=$port --net-test-mode=rr --events=100 --time=0
  1000 idle connections made
  the client test exited 0
  $ n=0; while [ "$(fds)" -gt "$fds0" ] && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done; [ "$(fds)" = "$fds0" ] && echo "descriptors: as before"
  descriptors: as before

A thousand short client tests, one after another (hello, a data
connection, 64 KiB, done, the result): every one complete, and the
server's descriptors and resident memory where they were before them:

  $ peer short 1000 $spid $fds0
  1000 of 1000 sessions complete
  descriptors: as before
  resident memory: as before (within 1 MiB)

The server is still serving, and its log has said why it closed each:

  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep 'total number'
      total number of events:              10
  $ unserve
  server exit 0
  $ grep -c 'send, 1 stream, .*; done$' hostile.log
  1051
  $ sed 's/127.0.0.1:[0-9]*/ADDR/g; s/^net server: //; s/ [0-9.]* s: .*;/ N s: ...;/' hostile.log | grep -v -e '^sysbench' -e '^$' -e 'send, 1 stream, N s: ...; done$' | sort -u
  ADDR: recv, 1 stream, N s: ...; done
  ADDR: recv, 1 stream, N s: ...; nothing happened for 1 s (--net-idle-timeout)
  ADDR: rr, 1 stream, N s: ...; done
  ADDR: send, 1 stream, N s: ...; an unexpected 'welcome' from the client
  ADDR: send, 1 stream, N s: ...; nothing happened for 1 s (--net-idle-timeout)
  ADDR: udp, 1 stream, N s: ...; done
  closed ADDR: no complete message within 1 s (--net-idle-timeout)
  closed ADDR: no message yet, and more connections are waiting than --net-max-pending=16
  listening on ADDR (TCP and UDP), protocol 1; at most 16 client tests and 64 streams at once, 3600 s each, 1 s without progress
  refused ADDR: bad value for block
  refused ADDR: message longer than 1024 bytes
  refused ADDR: no such test (it has ended, or the token is wrong)
  refused ADDR: not a sysbench net message
  refused ADDR: protocol version 2 is not this server's: it speaks 1 (sysbench-ng 1.0.20-ng4); run the same release on both ends
  refused ADDR: stream 0 is connected already
  refused ADDR: the test's parameters are out of bounds
  refused ADDR: there is no stream 5: the test has 1
  refused ADDR: unexpected 'done' (a connection starts with hello or stream)
  stopping (SIGTERM): 1054 client tests served

At the default verbosity, refused connections are logged ten in ten
seconds at most, then how many more there were (the last count when the
server stops):

  $ serve quiet.log
  $ peer repeat 50 'garbage\n'
  50 connections, answers: sbnet/1 error not a sysbench net message
  $ unserve
  server exit 0
  $ shown=$(grep -c 'refused.*not a sysbench' quiet.log); more=$(sed -n 's/.*(\([0-9]*\) more refused.*/\1/p' quiet.log | paste -sd+ | bc); echo "$shown shown + ${more:-0} not shown = $((shown + ${more:-0}))"
  \d+ shown \+ \d+ not shown = 50 (re)

Hellos closed at once, five thousand times: each session's thread may end
and free the session before the listener has finished starting it (a
use-after-free once). With freed memory filled (MALLOC_PERTURB_), the
server is still there and still serving after them:

  $ MALLOC_PERTURB_=165 serve churn.log
  $ peer helloclose 5000
  5000 hellos sent and closed at once
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep 'total number'
      total number of events:              10
  $ unserve
  server exit 0
