A file-read file removed for another's room is removed with no lock of
the server held (issue 33 review, finding 10: it was removed under the
server's lock, and a large file's removal held every test that ended
meanwhile). The server's removal of it is made to wait (a preload holds
it until a file is removed): a test that ends meanwhile is logged.

  $ cc -shared -fPIC -o "$CRAMTMP/fault.so" "$TESTS_SRC/data/fault_preload.c" -ldl
  $ mkdir dir
  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ peer() { python3 "$TESTS_SRC/net/peer.py" $port "$@"; }
  $ NET_EXEC="env LD_PRELOAD=$CRAMTMP/fault.so FAULT_UNLINKAT_HOLD_NAME=sysbench-net. FAULT_UNLINKAT_HOLD_FILE=$PWD/hold" serve evict.log --net-dir="$PWD/dir" --net-max-dir-size=3M --net-idle-timeout=600

A file-read file of 2 MiB, kept unused; a test that holds on; a file of
1.5 MiB, which needs the first's room:

  $ peer readfiles "$PWD/dir" 2M | grep -v used
  2M: welcome
  $ python3 "$TESTS_SRC/net/peer.py" $port hold > hold.out & hpid=$!
  $ waitfor hold.out welcome
  $ python3 "$TESTS_SRC/net/peer.py" $port readfiles "$PWD/dir" 1536K > second.out & rpid=$!
  $ n=300; until [ -e hold ] || [ $((n -= 1)) -eq 0 ]; do sleep 0.1; done; ls hold
  hold

While the first file's removal waits, the test that held on ends (its
client goes), and the server logs it:

  $ kill $hpid; wait $hpid; echo "peer exit $?"
  peer exit 143
  $ waitfor evict.log 'send, 1 stream, .*; the client closed'
  $ rm hold; wait $rpid; grep -v used second.out
  1536K: welcome
  $ ls dir
  sysbench-net.2
  $ unserve
  server exit 0
  $ ls dir
