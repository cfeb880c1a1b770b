A database run pushed to a real Pushgateway (Debian's
prometheus-pushgateway, on a free port of 127.0.0.1, stopped at the end)
and read back: every series with its labels and value as in the JSON
result, the per-query-type figures (read, write, other) included.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db metrics
  $ trap 'kill $gw 2>/dev/null' EXIT
  $ port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  $ prometheus-pushgateway --web.listen-address=127.0.0.1:$port > gw.log 2>&1 & gw=$!
  $ for i in $(seq 300); do curl -sf http://127.0.0.1:$port/-/ready > /dev/null && break; sleep 0.1; done; curl -sf http://127.0.0.1:$port/-/ready
  OK (no-eol)
  $ O="--tables=1 --table-size=100 --rand-seed=1"
  $ sysbench oltp_read_write $MY $O prepare > /dev/null
  $ sysbench oltp_read_write $MY $O --events=20 --percentile=50,95 --metric-labels=cluster=c1 --push=http://127.0.0.1:$port --output=json:my.json,openmetrics:my.om run > out; echo "exit $?"
  exit 0
  $ grep -c -e WARNING -e FATAL out
  0
  [1]
  $ curl -sf http://127.0.0.1:$port/metrics > gw.txt
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" --gateway my.json gw.txt
  gw.txt: 195 series as in my.json
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" my.json my.om
  my.om: 195 series as in my.json
  $ grep '^sysbench_queries_total' gw.txt | sed 's/.*type="\([a-z]*\)".*} /\1 /'
  other 40
  read 280
  write 80
  $ python3 -c 'import json; q = json.load(open("my.json"))["steps"][0]["queries"]; print(*(q[t]["count"] for t in ("read", "write", "other")))'
  280 80 40
  $ grep -c '^sysbench_query_latency_seconds_bucket{.*type="read"' gw.txt
  35
  $ sysbench oltp_read_write $MY $O cleanup > /dev/null
