The net test between two network namespaces joined by a veth pair, which
the test makes and removes: a server in one, clients in the other, over
IPv4 and IPv6, and the faults only a routed network has (a network with
no route, a host the routes refuse). Where network namespaces cannot be
made (no CAP_NET_ADMIN, a container, an emulator), the test is skipped.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ a=sbng-net-$$-a b=sbng-net-$$-b va=sbn$$a vb=sbn$$b
  $ ip netns add $a 2>/dev/null && ip netns add $b 2>/dev/null || { ip netns del $a 2>/dev/null; echo "no network namespaces here"; exit 80; }
  $ trap 'ip netns del $a 2>/dev/null; ip netns del $b 2>/dev/null' EXIT
  $ ip link add $va netns $a type veth peer name $vb netns $b
  $ ip -n $a addr add 10.213.7.1/30 dev $va && ip -n $b addr add 10.213.7.2/30 dev $vb
  $ ip -n $a addr add fd00:213:7::1/64 dev $va nodad && ip -n $b addr add fd00:213:7::2/64 dev $vb nodad
  $ for n in $a $b; do ip -n $n link set lo up; done; ip -n $a link set $va up; ip -n $b link set $vb up
  $ ip -n $b route add unreachable 198.51.100.0/24

The server in the first namespace, on its end of the pair:

  $ NET_EXEC="ip netns exec $a" NET_BIND=:: serve ns.log
  $ sed -n 's/.*listening on \[::\]:[0-9]*/listening on [::]:P/p' ns.log
  listening on [::]:P (TCP and UDP), protocol 1; at most 16 client tests and 64 streams at once, 3600 s each, 10 s without progress
  $ run() { ip netns exec $b sysbench net run --net-port=$port --time=0 "$@" | grep -e 'test:' -e 'server received' -e answered -e 'taken by' -e 'total number' -e FATAL | sed 's/ port [0-9]*$/ port P/; s/:[0-9]*$/:P/; s/:[0-9]*,/:P,/; s/[0-9.]* MiB\/s, [0-9.]* Mbit\/s //'; }
  $ run --net-host=10.213.7.1 --events=100 --threads=2
      test:                                send, 2 streams, TCP over IPv4, server 10.213.7.1 port P
      server received:                     (13107200 bytes)
      total number of events:              100
  $ run --net-host=10.213.7.1 --events=100 --net-test-mode=rr
      test:                                rr, 1 stream, TCP over IPv4, server 10.213.7.1 port P
      transactions answered by the server: 100
      total number of events:              100
  $ run --net-host=fd00:213:7::1 --events=100 --net-test-mode=crr
      test:                                crr, 1 stream, TCP over IPv6, server fd00:213:7::1 port P
      transactions answered by the server: 100
      total number of events:              100
  $ run --net-host=fd00:213:7::1 --events=100 --net-test-mode=udp --rate=1000
      test:                                udp, 1 stream, UDP over IPv6, server fd00:213:7::1 port P
      taken by the server:                 100, lost 0 (0.00%), duplicated 0, reordered 0
      total number of events:              100

A network the client's namespace has no route to, and one its routes
refuse; the server's address without its port open:

  $ run --net-host=192.0.2.77 --events=1
  FATAL: net: cannot connect to 192.0.2.77:*: Network is unreachable (check the address and the routes to it) (glob)
  $ run --net-host=198.51.100.1 --events=1
  FATAL: net: cannot connect to 198.51.100.1:*: No route to host (check the address and the routes to it) (glob)
  $ ip netns exec $b sysbench net run --net-host=10.213.7.1 --net-port=1 --events=1 | grep FATAL
  FATAL: net: cannot connect to 10.213.7.1:1: Connection refused (is `sysbench net serve` running there, on that port?)

The server's log, and the namespaces removed:

  $ unserve; sed 's/^net server: //; s/10\.213\.7\.2:[0-9]*/CLIENT/; s/\[fd00:213:7::2\]:[0-9]*/CLIENT/; s/ [0-9.]* s: .*;/ N s: ...;/' ns.log | grep -e CLIENT -e stopping
  server exit 0
  CLIENT: send, 2 streams, N s: ...; done
  CLIENT: rr, 1 stream, N s: ...; done
  CLIENT: crr, 1 stream, N s: ...; done
  CLIENT: udp, 1 stream, N s: ...; done
  stopping (SIGTERM): 4 client tests served
  $ ip netns del $a && ip netns del $b && trap - EXIT; ip netns list | grep -c "sbng-net-$$-"
  0
  [1]
