`sysbench nas run` between two network namespaces joined by a veth pair,
which the test makes and removes: the NAS (`sysbench net serve --net-dir`)
in one, the card in the other. The route to the NAS goes through the
client's end of the pair, whose /sys/class/net/IF/speed the kernel gives
(10000 Mbit/s for a veth): each figure has its share of the link. Where
network namespaces cannot be made (no CAP_NET_ADMIN, a container), the
test is skipped.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ a=sbng-nas-$$-a b=sbng-nas-$$-b va=sbs$$a vb=sbs$$b
  $ ip netns add $a 2>/dev/null && ip netns add $b 2>/dev/null || { ip netns del $a 2>/dev/null; echo "no network namespaces here"; exit 80; }
  $ trap 'ip netns del $a 2>/dev/null; ip netns del $b 2>/dev/null' EXIT
  $ ip link add $va netns $a type veth peer name $vb netns $b
  $ ip -n $a addr add 10.213.9.1/30 dev $va && ip -n $b addr add 10.213.9.2/30 dev $vb
  $ for n in $a $b; do ip -n $n link set lo up; done; ip -n $a link set $va up; ip -n $b link set $vb up
  $ speed=$(ip netns exec $b cat /sys/class/net/$vb/speed 2>/dev/null); [ "${speed:-0}" -gt 0 ] 2>/dev/null || { echo "no link speed for a veth here"; exit 80; }
  $ mkdir dir
  $ NET_EXEC="ip netns exec $a" NET_BIND=10.213.9.1 serve ns.log --net-dir="$PWD/dir"
  $ ip netns exec $b sysbench nas run --net-host=10.213.9.1 --net-port=$port --size=256K --runs=1 --run-time=1 > card.out; echo "exit $?"
  exit 0
  $ sed -n '3p' card.out | sed "s/:$port,/:PORT,/; s/link $vb /link VB /; s/($speed Mbit/(SPEED Mbit/"
  NAS 10.213.9.1:PORT, link VB (SPEED Mbit/s), file 256K, best of 1 run
  $ sed -n '6,9p' card.out
    network send             +[0-9.]+ +[0-9.]+ +[0-9]+% +(ok|unfit \([0-9, ]+\)) (re)
    network receive          +[0-9.]+ +[0-9.]+ +[0-9]+% +(ok|unfit \([0-9, ]+\)) (re)
    file read \(NAS disk\) +[0-9.]+ +[0-9.]+ +[0-9]+% +(ok|unfit \([0-9, ]+\)) (re)
    file write \(NAS disk\) +[0-9.]+ +[0-9.]+ +[0-9]+% +(ok|unfit \([0-9, ]+\)) (re)

The share is the figure over the link's speed:

  $ awk -v s=$speed 'NR == 6 { mb = $3; pct = $5; sub("%", "", pct); d = mb * 8 / s * 100 - pct; print (d < 0.51 && d > -0.51) ? "share matches" : "share " pct " for " mb " MB/s" }' card.out
  share matches

The server's files go when it stops, and so do the namespaces:

  $ unserve
  server exit 0
  $ ls -A dir
  $ ip netns del $a && ip netns del $b && trap - EXIT; ip netns list | grep -c "sbng-nas-$$-"
  0
  [1]
