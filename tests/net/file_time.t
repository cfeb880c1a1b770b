The file modes' two ends, timed so that their figures mean what
docs/net.md says (issue 39, items 1 and 2), against `sysbench net serve
--net-dir` on loopback. Nothing here depends on speed: each relation
holds by how the times nest, whatever the machine's load.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir dir
  $ serve serve.log --net-dir="$PWD/dir"
  $ run() { sysbench net run --net-host=127.0.0.1 --net-port=$port --time=0 --net-block-size=64K "$@"; }

times FILE says, from a run's result file, where the server's time lies
against the run's total time and against the client's transfer (its
first block to the end of its last), and gives both ends' bytes:

  $ times() {
  >   python3 - "$1" <<'PY'
  > import json, sys
  > s = json.load(open(sys.argv[1]))["steps"][0]
  > n = s["facts"]["net"]
  > run, srv, xfer = s["final"]["time_total"] * 1e9, n["server_side"]["duration_ns"], n["client"].get("duration_ns")
  > v = n["server_side"]
  > print("server's time within the run's:", srv <= run)
  > print("server's time around the client's transfer:", xfer is not None and srv >= xfer)
  > print("bytes, client/server:", s["final"]["bytes_read"] + s["final"]["bytes_written"], v["bytes_in"] + v["bytes_out"])
  > PY
  > }

file-read: the first test of a size makes the server's file (written and
flushed), before the welcome that starts the client's run; the server's
time begins when the client asks for the file, at its first event, and
ends at the client's done: inside the run's total time. Before, it began
at the hello and held the making of the file: the first run of a size
printed a server figure a fraction of the second's. The server sent at
least what the client read (what was in flight when the client closed,
counted to the byte):

  $ run --net-test-mode=file-read --net-file-size=64M --events=16 --output=json:read1.json > read1.out; echo "exit $?"
  exit 0
  $ times read1.json | sed -n '1p;3p' | awk '{ if ($1 == "bytes,") print ($(NF-1) <= $NF) ? "server sent at least what the client read" : $0; else print }'
  server's time within the run's: True
  server sent at least what the client read
  $ run --net-test-mode=file-read --net-file-size=64M --events=16 --output=json:read2.json > /dev/null; times read2.json | sed -n 1p
  server's time within the run's: True
  $ ls dir
  sysbench-net.1

file-write: the server's time begins before the client's first block
(when the session is ready) and ends after its fsync, which waits for the
client's last block: it holds the client's transfer, over the same bytes,
so `server received` (the NAS's write, end to end) is never above `sent`
(the client's sending alone). Before, the client's time held the
server's answer, and `server received` came out above `sent`:

  $ for t in 1 2; do run --net-test-mode=file-write --net-file-size=16M --events=256 --threads=$t --output=json:write$t.json > write$t.out || echo "exit $?"; times write$t.json | sed -n '2,3p'; done
  server's time around the client's transfer: True
  bytes, client/server: 16777216 16777216
  server's time around the client's transfer: True
  bytes, client/server: 16777216 16777216
  $ rate() { sed -n "s/^    $1: *\([0-9.]*\) MiB\/s.*/\1/p" "$2"; }
  $ for t in 1 2; do awk -v s=$(rate 'server received' write$t.out) -v c=$(rate sent write$t.out) 'BEGIN { print (s <= c) ? "server received <= sent" : "server received " s " > sent " c }'; done
  server received <= sent
  server received <= sent

The server's files go when it stops:

  $ unserve
  server exit 0
  $ ls -A dir
