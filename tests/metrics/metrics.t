The openmetrics and prometheus output formats: a run's results as
Prometheus metrics, one family per figure of the result file, in base
units, with the labels test, step, threads, host and the user's
(--metric-labels). tests/metrics/check_metrics.py derives every series from the
JSON result and compares them all, labels and values.

  $ sysbench cpu --cpu-max-prime=2000 --events=400 --threads=1,2 --percentile=50,99.9 --metric-labels=rack=r7,zone=eu-1 --output=json:r.json,openmetrics:r.om,prometheus:r.prom run > /dev/null
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" r.json r.prom
  r.prom: 128 series as in r.json
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" r.json r.om
  r.om: 128 series as in r.json

A sample of each kind, and the family headers: OpenMetrics has # UNIT,
names counter families without _total and ends with # EOF; the text
format 0.0.4 names them as their samples:

  $ host=$(hostname)
  $ grep -e '^sysbench_events_total{' -e '^sysbench_latency_percentile_seconds{.*threads="1"' -e 'latency_seconds_bucket{.*threads="1",le="+Inf"' r.prom | sed "s/$host/HOST/; s/} [0-9.e-]*$/} V/"
  sysbench_events_total{test="cpu",host="HOST",rack="r7",zone="eu-1",step="threads=1",threads="1"} V
  sysbench_events_total{test="cpu",host="HOST",rack="r7",zone="eu-1",step="threads=2",threads="2"} V
  sysbench_latency_percentile_seconds{test="cpu",host="HOST",rack="r7",zone="eu-1",step="threads=1",threads="1",percentile="50"} V
  sysbench_latency_percentile_seconds{test="cpu",host="HOST",rack="r7",zone="eu-1",step="threads=1",threads="1",percentile="99.9"} V
  sysbench_latency_seconds_bucket{test="cpu",host="HOST",rack="r7",zone="eu-1",step="threads=1",threads="1",le="+Inf"} V
  $ grep -A2 -e '^# TYPE sysbench_read_bytes' -e '^# TYPE sysbench_latency_seconds ' r.om
  # TYPE sysbench_read_bytes counter
  # UNIT sysbench_read_bytes bytes
  # HELP sysbench_read_bytes Bytes read
  --
  # TYPE sysbench_latency_seconds histogram
  # UNIT sysbench_latency_seconds seconds
  # HELP sysbench_latency_seconds Latency of the events
  $ grep -A1 -e '^# TYPE sysbench_read_bytes' r.prom
  # TYPE sysbench_read_bytes_total counter
  # HELP sysbench_read_bytes_total Bytes read
  $ tail -1 r.om; tail -1 r.prom | cut -c1-25
  # EOF
  sysbench_latency_seconds_

The buckets are the histogram's own edges (powers of two nanoseconds,
from 128 ns to 2^40 ns, about 1100 s), so their counts are exact; the
last finite one and +Inf:

  $ grep -c 'latency_seconds_bucket{.*threads="1"' r.prom
  35
  $ grep 'latency_seconds_bucket{.*threads="1"' r.prom | sed -n '34p' | grep -o 'le="[^"]*"'
  le="1099.511627776"

Prometheus's own tools read them. promtool accepts the prometheus file as
it is; the OpenMetrics file through its OpenMetrics parser (the backfill
command, which wants a timestamp on every sample), and prometheus_client's
strict OpenMetrics parser (Debian's python3-prometheus-client) reads every
family of it. promtool's `check metrics` reads only the text format 0.0.4,
in which OpenMetrics counters' _total samples are families of their own
without help: it says so for each, and nothing else.

  $ promtool check metrics < r.prom
  $ sed -E 's/^(sysbench[^ ]* [^ ]*)$/\1 1700000000/' r.om > stamped.om
  $ promtool tsdb create-blocks-from openmetrics stamped.om blocks | grep -c '^[0-9A-Z]\{26\} '
  1
  $ /usr/bin/python3 -c 'import sys; from prometheus_client.openmetrics.parser import text_string_to_metric_families as p; f = list(p(open("r.om").read())); print(len(f), "families,", sum(len(x.samples) for x in f), "samples")'
  29 families, 128 samples
  $ promtool check metrics < r.om 2>&1 | sort
  sysbench_errors_total no help text
  sysbench_events_total no help text
  sysbench_other_operations_total no help text
  sysbench_read_bytes_total no help text
  sysbench_reads_total no help text
  sysbench_reconnects_total no help text
  sysbench_writes_total no help text
  sysbench_written_bytes_total no help text

The figures are the result file's: for fileio the bytes in bytes and the
operations as counted (a step's status and start too):

  $ sysbench fileio --file-num=1 --file-total-size=1M prepare > /dev/null
  $ sysbench fileio --file-num=1 --file-total-size=1M --file-test-mode=rndrw --events=200 --output=json:f.json,prometheus:f.prom run > /dev/null
  $ sysbench fileio --file-num=1 cleanup > /dev/null
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" f.json f.prom
  f.prom: * series as in f.json (glob)
  $ python3 -c 'import json; f = json.load(open("f.json"))["steps"][0]["final"]; print(f["bytes_read"] + f["bytes_written"] > 0)'
  True

The prometheus file is written as every regular result file is: to a
temporary name in the same directory, renamed over the old file once
complete, so the node_exporter textfile collector never reads half a
file (the temporary name does not end in .prom, which it would read);
the old file's mode is kept:

  $ mkdir dir && echo old > dir/m.prom && chmod 640 dir/m.prom && old=$(stat -c %i dir/m.prom)
  $ strace -f -e trace=rename,renameat,renameat2 -o trace sysbench cpu --events=10 --output=prometheus:dir/m.prom run > /dev/null
  $ sed -n 's/.*rename[a-z0-9]*(\(AT_FDCWD, \)\{0,1\}"\([^"]*\)", \(AT_FDCWD, \)\{0,1\}"\([^"]*\)".*= 0$/\2 -> \4/p' trace | sed 's/\.m\.prom\.[A-Za-z0-9]*/.m.prom.XXXXXX/'
  /*/dir/.m.prom.XXXXXX -> /*/dir/m.prom (glob)
  $ ls -A dir; head -1 dir/m.prom; stat -c %a dir/m.prom; test "$(stat -c %i dir/m.prom)" != "$old" && echo replaced
  m.prom
  # TYPE sysbench_run_info gauge
  640
  replaced

The user's labels are checked against Prometheus's rules for label
names before anything runs; the labels sysbench sets and the gateway's
grouping labels are refused, and so is a name given twice:

  $ for l in 1x=y a-b=c __x=y le=0.5 version=2 instance=a rack=a,rack=b 'r=' nolabel 'r=\xff'; do sysbench cpu --events=10 --metric-labels="$(printf "$l")" run | tail -1; done
  FATAL: Invalid value for --metric-labels: '1x=y': a label name is a letter or _, then letters, digits or _
  FATAL: Invalid value for --metric-labels: 'a-b=c': a label name is a letter or _, then letters, digits or _
  FATAL: Invalid value for --metric-labels: '__x=y': label names beginning with __ are reserved
  FATAL: Invalid value for --metric-labels: 'le=0.5': sysbench sets this label itself
  FATAL: Invalid value for --metric-labels: 'version=2': sysbench sets this label itself
  FATAL: Invalid value for --metric-labels: 'instance=a': sysbench sets this label itself
  FATAL: Invalid value for --metric-labels: 'rack=b': a label given twice
  FATAL: Invalid value for --metric-labels: 'r=': an empty value (Prometheus reads it as no label)
  FATAL: Invalid value for --metric-labels: 'nolabel': not name=value
  FATAL: Invalid value for --metric-labels: 'r=\xff': the value is not UTF-8
  $ sysbench cpu --events=10 --metric-labels=r=$(printf '%0129d' 0) run | tail -1 | sed 's/0\{129\}/0 x 129/'
  FATAL: Invalid value for --metric-labels: 'r=0 x 129': names of 64 bytes and values of 128 at most
  $ sysbench cpu --events=10 --metric-labels=$(seq -s, -f 'l%g=v' 17) run | tail -1
  FATAL: Invalid value for --metric-labels: 'l17=v': 16 labels at most

Label values are escaped as both formats want (a suite's step labels are
anyone's text):

  $ cat > labels.lua <<'EOF'
  > sysbench.cmdline.commands = { run = { function()
  >   sysbench.run("cpu", { events = 10, label = 'a "quoted" \\ step\nline 2' })
  > end } }
  > EOF
  $ sysbench labels.lua --output=json:l.json,openmetrics:l.om run > /dev/null
  $ grep -m1 -o 'step="[^,]*' l.om
  step="a \"quoted\" \\ step\nline 2"
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" l.json l.om
  l.om: * series as in l.json (glob)

--metric-labels, like --push, says where results go, not what was
measured: merge takes runs with different labels (each pod of a fleet
labels its own), and a merged run's metrics have no host or user labels
(its hosts' may differ), only sysbench_hosts:

  $ sysbench cpu --events=50 --metric-labels=index=0 --output=json:p0.json run > /dev/null
  $ sysbench cpu --events=50 --metric-labels=index=1 --output=json:p1.json run > /dev/null
  $ sysbench merge --output=json:m.json,prometheus:m.prom p0.json p1.json
  Wrote json results to m.json (2 hosts)
  Wrote prometheus results to m.prom (2 hosts)
  $ grep -e '^sysbench_hosts' -e '^sysbench_events_total' m.prom
  sysbench_hosts{test="cpu"} 2
  sysbench_events_total{test="cpu",step="threads=1",threads="1"} 100
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" m.json m.prom
  m.prom: * series as in m.json (glob)
  $ sysbench compare p0.json p1.json | grep -c metric-labels
  0
  [1]
