What a connection that arrives while --net-max-pending are taken costs
the server (issue 33 review, finding 10): those epoll reports readable
are read before one gives way, not every connection waiting (64 reads
for each new one, 6,564 here). The server runs under strace, which counts
its reads (the file skips itself where strace cannot trace):

  $ strace -f -qq -e trace=none true 2>/dev/null || exit 80
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ NET_EXEC="strace -f -qq -e trace=recvfrom -o trace" serve reads.log --net-max-pending=64 --net-idle-timeout=600
  $ python3 "$TESTS_SRC/net/peer.py" $port evict_silent 64 100
  100 closed for 100 new connections
  $ kill -TERM $(pgrep -P $spid); wait $spid; echo "server exit $?"
  server exit 0

At most one read for each new connection (the last look at the one that
gives way) and one for each that closes:

  $ n=$(grep -c recvfrom trace); [ "$n" -ge 100 ] && [ "$n" -le 264 ] && echo "$n reads: within 100 to 264"
  * reads: within 100 to 264 (glob)
