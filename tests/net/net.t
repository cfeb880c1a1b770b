The net test against the server a run starts in its own process on
loopback (no --net-host): its help, a run's whole output, every mode over
IPv4 and IPv6 with exact counts (--events; the server's figures are its
own, sent back at the end), a threads sweep, the tuning options, warmup,
result files, and the option errors. Figures are globbed: no test here
depends on speed. tests/net/serve.t runs `sysbench net serve`.

  $ sysbench net help | sed -n '3,4p;21,22p'
  net: throughput and latency of the network between two machines, or of this
  one's loopback.
    --net-test-mode=STRING    what one event is {send, recv, bidir, rr, crr, udp, file-read, file-write} [send]
    --net-host=STRING         the server to test against (`sysbench net serve` there); without it, a server of this process on loopback

A run prints the header, its options and, before the generic statistics,
both ends' figures (the server's arrive once the workers have ended):

  $ sysbench net run --events=100 --time=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Running the network test (send) with the following options:
    server: 127.0.0.1 port * (in this process) (glob)
    block size: 128KiB
    TCP_NODELAY: off
    socket buffers: the kernel's (autotuned)
    congestion control: the kernel's
    MSS: the path's
    zerocopy: off
  
  Initializing worker threads...
  
  Threads started!
  
  Network:
      test:                                send, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
      sent:                                *.* MiB/s, *.* Mbit/s (13107200 bytes) (glob)
      received:                            0.00 MiB/s, 0.00 Mbit/s (0 bytes)
      server received:                     *.* MiB/s, *.* Mbit/s (13107200 bytes) (glob)
      server sent:                         0.00 MiB/s, 0.00 Mbit/s (0 bytes)
      TCP retransmits, client/server:      (\d+|-)/(\d+|-) (re)
      TCP RTT, client/server:              (\d+\.\d{3}|-)/(\d+\.\d{3}|-) ms (re)
      CPU per byte, client/server:         \d+\.\d{3}/\d+\.\d{3} ns (re)
      socket buffers \(send/receive\):       \d+/\d+ bytes (re)
      congestion control, MSS:             [a-z0-9_-]+, (\d+ bytes|unknown) (re)
      zerocopy:                            off
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              100
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           100.0000/0.00
      execution time (avg/stddev):   *.*/0.00 (glob)
  

Every mode, both families: the events are exact, and so are the bytes
(the server's received bytes, its transactions and datagrams too):

  $ show() {
  >   sysbench net run --time=0 "$@" > run.out; rc=$?
  >   grep -e 'test:' -e 'sent:' -e 'received:' -e 'answered' -e 'datagrams' -e 'taken by' -e 'total number of events' -e FATAL run.out | sed 's/^ *//; s/:  */: /; s/, [0-9.]* Mbit\/s//; s/^\([a-z ]*\): [0-9.]* MiB\/s (/\1: (/'
  >   [ $rc = 0 ] || echo "rc=$rc"
  > }
  $ for f in ipv4 ipv6; do for m in send recv bidir rr crr; do show --net-family=$f --net-test-mode=$m --events=200 --net-block-size=64K; done; done
  test: send, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  sent: (13107200 bytes)
  received: (0 bytes)
  server received: (13107200 bytes)
  server sent: (0 bytes)
  total number of events: 200
  test: recv, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  sent: (0 bytes)
  received: (13107200 bytes)
  server received: (0 bytes)
  server sent: (*) (glob)
  total number of events: 200
  test: bidir, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  sent: (6553600 bytes)
  received: (6553600 bytes)
  server received: (6553600 bytes)
  server sent: (*) (glob)
  total number of events: 200
  test: rr, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  sent: (200 bytes)
  received: (200 bytes)
  transactions answered by the server: 200
  total number of events: 200
  test: crr, 1 stream, TCP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  sent: (200 bytes)
  received: (200 bytes)
  transactions answered by the server: 200
  total number of events: 200
  test: send, 1 stream, TCP over IPv6, server ::1 port * (in this process) (glob)
  sent: (13107200 bytes)
  received: (0 bytes)
  server received: (13107200 bytes)
  server sent: (0 bytes)
  total number of events: 200
  test: recv, 1 stream, TCP over IPv6, server ::1 port * (in this process) (glob)
  sent: (0 bytes)
  received: (13107200 bytes)
  server received: (0 bytes)
  server sent: (*) (glob)
  total number of events: 200
  test: bidir, 1 stream, TCP over IPv6, server ::1 port * (in this process) (glob)
  sent: (6553600 bytes)
  received: (6553600 bytes)
  server received: (6553600 bytes)
  server sent: (*) (glob)
  total number of events: 200
  test: rr, 1 stream, TCP over IPv6, server ::1 port * (in this process) (glob)
  sent: (200 bytes)
  received: (200 bytes)
  transactions answered by the server: 200
  total number of events: 200
  test: crr, 1 stream, TCP over IPv6, server ::1 port * (in this process) (glob)
  sent: (200 bytes)
  received: (200 bytes)
  transactions answered by the server: 200
  total number of events: 200
  $ show --net-test-mode=udp --threads=2 --events=200 --rate=2000
  pace: 2000.00 datagrams/s (--rate, Poisson arrivals)
  test: udp, 2 streams, UDP over IPv4, server 127.0.0.1 port * (in this process) (glob)
  datagrams sent: 200 (*/s) of 1472 bytes (glob)
  taken by the server: 200, lost 0 (0.00%), duplicated 0, reordered 0
  total number of events: 200
  $ show --net-test-mode=udp --net-family=ipv6 --events=200 --rate=2000 --net-block-size=9000
  pace: 2000.00 datagrams/s (--rate, Poisson arrivals)
  test: udp, 1 stream, UDP over IPv6, server ::1 port * (in this process) (glob)
  datagrams sent: 200 (*/s) of 9000 bytes (glob)
  taken by the server: 200, lost 0 (0.00%), duplicated 0, reordered 0
  total number of events: 200

rr and crr end with a block of their own after the reference's text (its
`Latency (ms)` block stays as it is): transactions per second, as OLTP's
report gives them, per stream as netperf's TCP_RR does, and the
transactions' latencies in µs below a millisecond (loopback's all print
0.0x in ms), in ms from there on (issue 39 item 4):

  $ for m in rr crr; do sysbench net run --net-test-mode=$m --events=300 --time=0 --threads=2 --percentile=50,99 > $m.out || echo "exit $?"; done
  $ sed -n '/^Threads fairness/,$p' rr.out
  Threads fairness:
      events (avg/stddev):           150.0000/* (glob)
      execution time (avg/stddev):   */* (glob)
  
  Transactions:
      transactions:                        300    \(\d+\.\d\d per sec\.\) (re)
      per stream:                          \d+\.\d\d per sec\. (re)
      min latency:                         \d+\.(\d\d \\xc2\\xb5s \(esc\)|\d{3} ms) (re)
      avg latency:                         \d+\.(\d\d \\xc2\\xb5s \(esc\)|\d{3} ms) (re)
      max latency:                         \d+\.(\d\d \\xc2\\xb5s \(esc\)|\d{3} ms) (re)
      50th percentile latency:             \d+\.(\d\d \\xc2\\xb5s \(esc\)|\d{3} ms) (re)
      99th percentile latency:             \d+\.(\d\d \\xc2\\xb5s \(esc\)|\d{3} ms) (re)
  
  $ block() { sed -n '/^Threads fairness/,$p' $1 | sed -e 's/[0-9][0-9.]*/N/g' -e 's/N \(\xc2\xb5s\|ms\)$/N U/'; }
  $ block rr.out | cmp - <(block crr.out) && echo "crr's: the same lines"
  crr's: the same lines

The block's figures are the run's: transactions per second are its
events per second, per stream half of them with two streams, and each
latency is the reference's in ms to its two decimals:

  $ awk '/^    transactions:/ { gsub(/[(]/, ""); t = $3 } /^    per stream:/ { p = $3 } /^    total time:/ { T = $3 + 0 } END { print (t > 0 && p * 2 - t < 0.02 && t - p * 2 < 0.02) ? "per stream: half" : "per stream " p " of " t; print (T > 0.0001 && t >= 300 / (T + 0.00005) - 0.005 && t <= 300 / (T - 0.00005) + 0.005) ? "transactions: the events per second" : "transactions " t " per sec. in " T " s" }' rr.out
  per stream: half
  transactions: the events per second
  $ lat() { sed -n "s/^ *$1: *\([0-9.]*\)\( µs\| ms\)\{0,1\}$/\1\2/p" rr.out; }
  $ for k in min avg max '50th percentile' '99th percentile'; do ref=$(lat "$k"); ours=$(lat "$k latency"); awk -v r="$ref" -v o="$ours" -v k="$k" 'BEGIN { split(o, a, " "); v = a[2] == "ms" ? a[1] : a[1] / 1000; d = sprintf("%.2f", v) - r; print k ((r != "" && a[1] != "" && d < 0.011 && d > -0.011) ? ": the same" : ": [" r "] ms, ours [" o "]") }'; done
  min: the same
  avg: the same
  max: the same
  50th percentile: the same
  99th percentile: the same

udp is paced in datagrams per second by --rate (the harness's Poisson
arrivals), or in bits per second of the datagrams by --net-bitrate (K, M,
G: 10^3, 10^6, 10^9, as iperf3's -b; all streams together, in even gaps);
the header gives the pace both ways, the report what was sent both ways
(issue 39 item 5):

  $ sysbench net run --net-test-mode=udp --net-bitrate=2M --net-block-size=1250 --events=21 --time=0 --output=json:u.json > u.out; echo "exit $?"
  exit 0
  $ grep -e 'pace:' -e 'datagrams sent:' -e 'taken by' u.out
    pace: 200.00 datagrams/s, 2.00 Mbit/s (--net-bitrate, even gaps)
      datagrams sent:                      21 (*/s, * Mbit/s) of 1250 bytes (glob)
      taken by the server:                 21, lost 0 (0.00%), duplicated 0, reordered 0
  $ python3 -c 'import json; print(json.load(open("u.json"))["steps"][0]["facts"]["net"]["udp_pace"])'
  {'by': 'net-bitrate', 'datagrams_per_sec': 200, 'bits_per_sec': 2000000}

The pace holds the sends back: 21 datagrams, 5 ms apart, take at least
0.1 s (a bound that load only makes longer):

  $ awk '/total time:/ { t = $3 + 0; print (t >= 0.1) ? "at least 0.1 s" : "only " t " s" }' u.out
  at least 0.1 s
  $ for b in 1.5G 800k; do sysbench net run --net-test-mode=udp --net-bitrate=$b --net-block-size=1500 --events=1 --time=0 | grep 'pace:'; done
    pace: 125000.00 datagrams/s, 1500.00 Mbit/s (--net-bitrate, even gaps)
    pace: 66.67 datagrams/s, 0.80 Mbit/s (--net-bitrate, even gaps)
  $ sysbench net run --net-test-mode=udp --rate=2000 --events=1 --time=0 | grep 'pace:'
    pace: 2000.00 datagrams/s, 23.55 Mbit/s (--rate, Poisson arrivals)
  $ sysbench net run --net-test-mode=udp --events=1 --time=0 | grep 'pace:'
    pace: none (as fast as it goes)
  $ for b in 2X -1 1.2.3 M 2000G; do sysbench net run --net-test-mode=udp --net-bitrate=$b 2>&1 | grep FATAL; done
  FATAL: Invalid value for --net-bitrate: 2X (bits per second, 0 to 1000G: 200M, 1.5G)
  FATAL: Invalid value for --net-bitrate: -1 (bits per second, 0 to 1000G: 200M, 1.5G)
  FATAL: Invalid value for --net-bitrate: 1.2.3 (bits per second, 0 to 1000G: 200M, 1.5G)
  FATAL: Invalid value for --net-bitrate: M (bits per second, 0 to 1000G: 200M, 1.5G)
  FATAL: Invalid value for --net-bitrate: 2000G (bits per second, 0 to 1000G: 200M, 1.5G)
  $ sysbench net run --net-test-mode=udp --net-bitrate=2M --rate=100 2>&1 | grep FATAL
  FATAL: --rate (datagrams per second) and --net-bitrate (bits per second) both pace udp: give one
  $ sysbench net run --net-bitrate=2M 2>&1 | grep FATAL
  FATAL: --net-bitrate paces --net-test-mode=udp, not send

A threads sweep: each step is a session of its own with the server, and
the scaling table follows (its figures, their widths and the latency unit,
which follows the magnitude measured, are masked):

  $ sysbench net run --net-test-mode=rr --time=0 --events=300 --threads=1,2,4 > sweep.out; echo $?
  0
  $ grep -e 'total number of events' -e 'answered' sweep.out
      transactions answered by the server: 300
      total number of events:              300
      transactions answered by the server: 300
      total number of events:              300
      transactions answered by the server: 300
      total number of events:              300
  $ sed -n '/^Threads sweep/,/^Knee/p' sweep.out | sed -e 's/[0-9][0-9.]*/N/g' -e 's/([^)]*s)/(U)/g' -e 's/  */ /g'
  Threads sweep (speedup and efficiency against N thread):
   threads events/s avg (U) Nth (U) speedup efficiency
   N N N N N N% (re)
   N N N N N N%.* (re)
   N N N N N N%.* (re)
  Knee: .* (re)

The tuning options reach both ends; the report says what the kernel made
of them (its doubling of socket buffers, the congestion control in use,
the MSS the connection settled on):

  $ sysbench net run --events=50 --time=0 --net-nodelay --net-window=256K --net-congestion=reno --net-mss=1000 > tuned.out; echo $?
  0
  $ sed -n '/^Running the network/,/^$/p' tuned.out
  Running the network test (send) with the following options:
    server: 127.0.0.1 port * (in this process) (glob)
    block size: 128KiB
    TCP_NODELAY: on
    socket buffers: 256KiB
    congestion control: reno
    MSS: 1000
    zerocopy: off
  
  $ grep -e 'socket buffers (' -e 'congestion control,' tuned.out
      socket buffers \(send/receive\):       \d+/\d+ bytes \(the kernel doubles --net-window\) (re)
      congestion control, MSS:             reno, ([1-9][0-9]{0,2} bytes|unknown) (re)
  $ sysbench net run --events=50 --time=0 --net-zerocopy=sendfile | grep -e 'zerocopy' -e 'server received'
    zerocopy: sendfile() from a memory file
      server received:                     *.* MiB/s, *.* Mbit/s (6553600 bytes) (glob)
      zerocopy:                            sendfile() from a memory file

MSG_ZEROCOPY's completions are counted (qemu-user has no SO_ZEROCOPY: the
run then stops with the reason):

  $ sysbench net run --events=50 --time=0 --net-zerocopy=msg | grep -e 'MSG_ZEROCOPY:' -e FATAL | head -1
  (    zerocopy:                            MSG_ZEROCOPY: 50 sends, 50 completed, \d+ of them copied by the kernel|FATAL: net: thread #0: MSG_ZEROCOPY \(SO_ZEROCOPY\): Protocol not available \(a kernel before 4.14, or an emulator\)) (re)
  $ sysbench net run --events=50 --time=0 --net-test-mode=recv --net-zerocopy=sendfile | grep -e 'zerocopy' -e 'received:'
    zerocopy: sendfile() from a memory file
      received:                            *.* MiB/s, *.* Mbit/s (6553600 bytes) (glob)
      server received:                     0.00 MiB/s, 0.00 Mbit/s (0 bytes)
      zerocopy:                            sendfile() from a memory file, by the server

The warmup is not measured: with udp, the datagrams sent in it carry no
measured flag, and the server leaves them out, so that its count is the
run's events (at --rate=100, the warmup's second sends about 100 more):

  $ sysbench net run --net-test-mode=udp --warmup-time=1 --events=50 --time=0 --rate=100 | grep -e 'Warming up' -e 'taken by' -e 'total number of events'
  Warming up for 1 seconds...
      taken by the server:                 50, lost 0 (0.00%), duplicated 0, reordered 0
      total number of events:              50

Intermediate reports give each direction's throughput:

  $ sysbench net run --time=2 --report-interval=1 --net-test-mode=bidir | awk '/^\[ [0-9]+s \]/ && !n++' | sed 's/[0-9][0-9.]*/N/g'
  [ Ns ] thds: N eps: N sent: N MiB/s (N Mbit/s) received: N MiB/s (N Mbit/s) lat (ms,N%): N

Result files carry both ends' figures in the step's facts:

  $ sysbench net run --events=20 --time=0 --net-test-mode=rr --output=json:r.json > /dev/null
  $ python3 -c 'import json; f = json.load(open("r.json"))["steps"][0]["facts"]["net"]; print(sorted(f)); print(f["mode"], f["streams"], f["server_in_process"], f["server_side"]["transactions"], sorted(f["client"]))'
  ['block_size', 'client', 'congestion_control', 'mode', 'mss', 'rcvbuf', 'request_size', 'response_size', 'server', 'server_in_process', 'server_monitor', 'server_release', 'server_side', 'sndbuf', 'streams', 'zerocopy']
  rr 1 True 20 ['bytes_in', 'bytes_out', 'cpu_ns', 'duration_ns', 'tcp_retransmits', 'tcp_rtt_us', 'transactions']

With --debug, the server of the run says what it served:

  $ sysbench net run --events=20 --time=0 --debug | grep 'net server'
  DEBUG: net server: 127.0.0.1:*: send, 1 stream, *.* s: received 2.5 MiB (*.* Mbit/s), sent 0.0 MiB (0.0 Mbit/s); done (glob)

OpenSSL's libcrypto, which checks a key, is loaded at the first use of
--net-key-file (the key then works between client and server; here the
run's own server): the binary does not link with it, and without it only
--net-key-file fails, naming the package:

  $ ldd "$SYSBENCH" 2>&1 | grep -c libcrypto
  0
  [1]
  $ head -c 32 /dev/urandom | base64 > k
  $ sysbench net run --events=10 --time=0 --net-key-file=k --net-test-mode=rr | grep -e answered -e 'total number'
      transactions answered by the server: 10
      total number of events:              10
  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_DLOPEN_FAIL=libcrypto LD_PRELOAD=./fault.so sysbench net run --events=10 --time=0 --net-key-file=k; echo "rc=$?"
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-key-file needs libcrypto.so.3 (Debian package libssl3): it cannot be loaded
  rc=1
  $ FAULT_DLOPEN_FAIL=libcrypto LD_PRELOAD=./fault.so sysbench net run --events=10 --time=0 | grep 'total number'
      total number of events:              10

Errors in the options, each a FATAL line and exit status 1 (the kernel's
names of congestion controls are checked at the first connection):

  $ sysbench net run --net-test-mode=ping
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-test-mode: ping (send, recv, bidir, rr, crr, udp, file-read or file-write)
  [1]
  $ sysbench net run --net-test-mode=rr --net-zerocopy=msg
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-zerocopy applies to --net-test-mode=send, recv and bidir, not rr
  [1]
  $ sysbench net run --net-test-mode=udp --net-block-size=64K
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-block-size=65536 does not fit a UDP datagram with its header (40 to 65507 bytes)
  [1]
  $ sysbench net run --net-test-mode=udp --net-block-size=20
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-block-size=20 does not fit a UDP datagram with its header (40 to 65507 bytes)
  [1]
  $ sysbench net run --net-host=127.0.0.1 --net-port=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-port=0 names no server's port (it is for serve: any free port)
  [1]
  $ sysbench net run --net-port=70000
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-port: 70000 (0 to 65535)
  [1]
  $ sysbench net run --net-congestion='bb r'
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-congestion: 'bb r' (a name such as cubic or bbr: see /proc/sys/net/ipv4/tcp_available_congestion_control)
  [1]
  $ sysbench net run --net-congestion=nosuchcc --events=1 | grep FATAL
  FATAL: net: congestion control 'nosuchcc' is not available (see /proc/sys/net/ipv4/tcp_available_congestion_control; modprobe tcp_nosuchcc loads it)
  $ sysbench net run --net-host=no.such.host.invalid
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: net: cannot resolve 'no.such.host.invalid': * (glob)
  [1]
  $ sysbench net run --net-key-file=missing
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-key-file: cannot open 'missing': No such file or directory
  [1]
  $ printf 'short\n' > short.key; sysbench net run --net-key-file=short.key
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --net-key-file: 'short.key' holds 5 bytes: a key is 16 to 4096 bytes (make one with: head -c 32 /dev/urandom | base64 > FILE)
  [1]
  $ sysbench net run --net-window=3G
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-window: 3G (0 to 2G)
  [1]
  $ sysbench net ping
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Unknown command: ping
  [1]
  $ sysbench net serve --output=json:x.json
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --output applies to run only
  [1]
