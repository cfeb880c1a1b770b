--push=URL sends each step's metrics to a Prometheus Pushgateway when the
step ends, and the run's own at the end. Here a real one (Debian's
prometheus-pushgateway) on a free port of 127.0.0.1, stopped at the end
with the other servers this file starts:

  $ trap 'kill $gw $srv $mute 2>/dev/null' EXIT
  $ freeport() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
  $ port=$(freeport)
  $ prometheus-pushgateway --web.listen-address=127.0.0.1:$port > gw.log 2>&1 & gw=$!
  $ for i in $(seq 300); do curl -sf http://127.0.0.1:$port/-/ready > /dev/null && break; sleep 0.1; done; curl -sf http://127.0.0.1:$port/-/ready
  OK (no-eol)
  $ GW=http://127.0.0.1:$port
  $ host=$(hostname); b64() { printf %s "$1" | base64 -w0 | tr '+/' '-_' | tr -d =; }
  $ mask() { sed -e "s|$GW|GW|g" -e "s|$(b64 "$host")|HOST|g" -e "s/$host/HOST/g" "$@"; }

A threads sweep, pushed, then read back from the gateway's /metrics: every
series there with every label (the gateway adds job and instance) and
every value is the JSON result's (tests/metrics/check_metrics.py derives them from
the JSON file):

  $ sysbench cpu --cpu-max-prime=2000 --events=400 --threads=1,2 --percentile=50,99 --metric-labels=rack=r7,index=3 --push=$GW --output=json:sweep.json,prometheus:sweep.prom run > out; echo "exit $?"
  exit 0
  $ grep -c WARNING out
  0
  [1]
  $ curl -sf $GW/metrics > gw.txt
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" --gateway sweep.json gw.txt
  gw.txt: 128 series as in sweep.json
  $ grep '^sysbench_events_total' gw.txt | mask | sort
  sysbench_events_total{host="HOST",index="3",instance="HOST",job="sysbench",rack="r7",step="threads=1",test="cpu",threads="1"} 400
  sysbench_events_total{host="HOST",index="3",instance="HOST",job="sysbench",rack="r7",step="threads=2",test="cpu",threads="2"} 400

Three groups: the run's (status, steps) and one per step, each a PUT to
/metrics/job/sysbench/instance@base64/HOST[/step@base64/LABEL]:

  $ grep '^push_time_seconds' gw.txt | mask | sed 's/} .*/}/' | sort
  push_time_seconds{instance="HOST",job="sysbench",step="threads=1"}
  push_time_seconds{instance="HOST",job="sysbench",step="threads=2"}
  push_time_seconds{instance="HOST",job="sysbench"}

Each step was pushed when it ended, before the next one started (its
start is recorded to the millisecond, cut), and the run's after them:

  $ python3 - <<'PY'
  > import re
  > t = {}
  > for line in open("gw.txt"):
  >     m = re.match(r'(push_time_seconds|sysbench_step_started_timestamp_seconds)\{(.*)\} (\S+)', line)
  >     if m:
  >         step = re.search(r'step="([^"]*)"', m.group(2))
  >         t[(m.group(1), step and step.group(1))] = float(m.group(3))
  > p1, p2, run = (t[("push_time_seconds", s)] for s in ("threads=1", "threads=2", None))
  > print(p1 < t[("sysbench_step_started_timestamp_seconds", "threads=2")] + 0.001 and p1 < p2 < run)
  > PY
  True

A run again replaces its groups (a PUT): a plain run's one step replaces
the sweep's threads=1, and the run's group; threads=2 stays until deleted:

  $ sysbench cpu --cpu-max-prime=2000 --events=100 --push=$GW --output=json:plain.json run > /dev/null
  $ curl -sf $GW/metrics | grep '^sysbench_events_total' | mask | sort
  sysbench_events_total{host="HOST",index="3",instance="HOST",job="sysbench",rack="r7",step="threads=2",test="cpu",threads="2"} 400
  sysbench_events_total{host="HOST",instance="HOST",job="sysbench",step="threads=1",test="cpu",threads="1"} 100
  $ curl -sf -X DELETE "$GW/metrics/job/sysbench/instance@base64/$(b64 "$host")/step@base64/$(b64 threads=2)"
  $ curl -sf $GW/metrics > gw2.txt && python3 "$TESTS_SRC/metrics/check_metrics.py" --gateway plain.json gw2.txt
  gw2.txt: 65 series as in plain.json

A gateway that cannot be reached: a WARNING per push, naming the URL and
saying there was no HTTP status; the run and its result files are as
without --push:

  $ closed=$(freeport)
  $ sysbench cpu --events=100 --threads=1,2 --push=http://127.0.0.1:$closed --output=json:c.json,prometheus:c.prom run > out; echo "exit $?"
  exit 0
  $ grep WARNING out | sed "s/$closed/PORT/" | mask
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0x failed: no HTTP status (Couldn't connect to server)
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0y failed: no HTTP status (Couldn't connect to server)
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST failed: no HTTP status (Couldn't connect to server)
  $ python3 "$TESTS_SRC/lib/check_results.py" c.json && python3 "$TESTS_SRC/metrics/check_metrics.py" c.json c.prom
  c.json: ok, 2 step(s), 2 report(s)
  c.prom: 126 series as in c.json

A gateway that answers 500 (a small http.server): the WARNING has the
status and the first line of the answer; with --push-strict it is an
error: the sweep stops after the step whose push failed, exits 1, and its
result files are written all the same:

  $ cat > answer500.py <<'PY'
  > import http.server
  > class Answer(http.server.BaseHTTPRequestHandler):
  >     def do_PUT(self):
  >         self.rfile.read(int(self.headers.get("Content-Length", 0)))
  >         self.send_response(500)
  >         self.end_headers()
  >         self.wfile.write(b"disk full\nsecond line\n")
  >     def log_message(self, *args):
  >         pass
  > s = http.server.HTTPServer(("127.0.0.1", 0), Answer)
  > print(s.server_address[1], flush=True)
  > s.serve_forever()
  > PY
  $ python3 answer500.py > srv.port & srv=$!
  $ for i in $(seq 300); do [ -s srv.port ] && break; sleep 0.1; done; P500=$(cat srv.port)
  $ sysbench cpu --events=100 --threads=1,2 --push=http://127.0.0.1:$P500/ --output=json:w.json run | grep WARNING | sed "s/$P500/PORT/" | mask
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0x failed: HTTP status 500 (disk full)
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0y failed: HTTP status 500 (disk full)
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST failed: HTTP status 500 (disk full)
  $ sysbench cpu --events=100 --threads=1,2 --push=http://127.0.0.1:$P500 --push-strict --output=json:s.json,openmetrics:s.om run > out; echo "exit $?"
  exit 1
  $ grep -e FATAL -e WARNING out | sed "s/$P500/PORT/" | mask
  FATAL: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0x failed: HTTP status 500 (disk full)
  $ python3 "$TESTS_SRC/lib/check_results.py" s.json && python3 "$TESTS_SRC/metrics/check_metrics.py" s.json s.om
  s.json: ok, 1 step(s), 1 report(s)
  s.om: 65 series as in s.json
  $ grep -e '^sysbench_run_status' -e '^sysbench_step_status' s.om | mask
  sysbench_run_status{test="cpu",host="HOST"} 1
  sysbench_step_status{test="cpu",host="HOST",step="threads=1",threads="1"} 0

Timeouts are bounded: a server that takes the request and never answers
holds each push --push-timeout seconds (default 10, 1 to 300) at most:

  $ python3 -c 'import socket, sys, time; s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(8); print(s.getsockname()[1], flush=True); time.sleep(600)' > mute.port & mute=$!
  $ for i in $(seq 300); do [ -s mute.port ] && break; sleep 0.1; done; PM=$(cat mute.port)
  $ sysbench cpu --events=10 --push=http://127.0.0.1:$PM --push-timeout=1 run | grep WARNING | sed "s/$PM/PORT/" | mask
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST/step@base64/dGhyZWFkcz0x failed: no HTTP status (Timeout was reached)
  WARNING: --push to http://127.0.0.1:PORT/metrics/job/sysbench/instance@base64/HOST failed: no HTTP status (Timeout was reached)

The URL is checked before the run, and so is the library (loaded by the
first command that pushes; a run without --push never loads it):

  $ sysbench cpu --events=10 --push=ftp://127.0.0.1 run | tail -1
  FATAL: Invalid value for --push: 'ftp://127.0.0.1' (expected http://HOST[:PORT][/PATH] or https://...)
  $ sysbench cpu --events=10 --push='http://127.0.0.1:1/?x=1' run | tail -1
  FATAL: Invalid value for --push: 'http://127.0.0.1:1/?x=1' (expected http://HOST[:PORT][/PATH] or https://...)
  $ strace -f -e trace=openat -o trace sysbench cpu --events=10 run > /dev/null && grep -c libcurl trace
  0
  [1]
  $ strace -f -e trace=openat -o trace sysbench cpu --events=10 --push=http://127.0.0.1:$closed run > /dev/null && grep -c 'libcurl.so.4", O_RDONLY' trace
  1

prepare and cleanup push nothing:

  $ sysbench fileio --file-num=1 --file-total-size=64K --push=http://127.0.0.1:$closed prepare | grep -c WARNING
  0
  [1]
  $ sysbench fileio --file-num=1 --push=http://127.0.0.1:$closed cleanup | grep -c WARNING
  0
  [1]

A URL too long for a request line (over 4096 bytes) is refused before
the run; it used to be cut at 8 KiB, path and all, without a word:

  $ long=http://127.0.0.1:1/$(head -c 9000 /dev/zero | tr '\0' a)
  $ sysbench cpu --events=10 --push=$long run | tail -1; echo "exit ${PIPESTATUS[0]}"
  FATAL: Invalid value for --push: the URL is 9019 bytes long (at most 4096)
  exit 1
  $ sysbench cpu --events=10 --push=http://127.0.0.1:1/$(head -c 4000 /dev/zero | tr '\0' a) run | grep -c 'FATAL: Invalid'
  0
  [1]

A gateway's answer is another party's text: its escapes reach the
terminal as text, not as commands to it:

  $ sed 's/disk full\\nsecond line\\n/\\x1b]2;pwn\\x07\\x1b[2Jdisk full\\n/' answer500.py > answeresc.py
  $ python3 answeresc.py > esc.port & esc=$!
  $ for i in $(seq 300); do [ -s esc.port ] && break; sleep 0.1; done
  $ sysbench cpu --events=10 --push=http://127.0.0.1:$(cat esc.port) run | grep -c -F 'failed: HTTP status 500 (\x1b]2;pwn\x07\x1b[2Jdisk full)'
  2
  $ kill $esc
