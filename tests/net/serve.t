`sysbench net serve` and clients of it, on 127.0.0.1 and ::1, each server
on a free port: one line per client test in its log, several clients at
once, its limits, --net-allow, the shared key, a client and a server of
different protocol versions, and the faults: the server killed in the
middle of a run, a client killed (the server goes on), a connection
refused, a port in use. The hostile clients are in tests/net/hostile.t.

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ serve serve.log
  $ sed 's/:[0-9]* (TCP/:P (TCP/' serve.log
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  net server: listening on 127.0.0.1:P (TCP and UDP), protocol 1; at most 16 client tests and 64 streams at once, 3600 s each, 10 s without progress

Four clients at once, one of each kind of stream, and their lines:

  $ C="--net-host=127.0.0.1 --net-port=$port --time=0"
  $ pids=; for m in send recv rr udp; do
  >   sysbench net run $C --net-test-mode=$m --threads=2 --events=300 --rate=$([ $m = udp ] && echo 2000 || echo 0) > $m.out 2>&1 & pids="$pids $!"
  > done; wait $pids
  $ for m in send recv rr udp; do printf '%s ' $m; grep -e 'total number of events' -e 'answered' -e 'taken by' $m.out | tr -s ' ' | tr '\n' ' '; echo; done
  send  total number of events: 300 
  recv  total number of events: 300 
  rr  transactions answered by the server: 300  total number of events: 300 
  udp  taken by the server: 300, lost 0 (0.00%), duplicated 0, reordered 0  total number of events: 300 
  $ waitfor serve.log 'udp, 2 streams'; grep -c '2 streams.*; done$' serve.log
  4

Limits: a test that asks for more than the server allows is refused with
the reason; one that finds every client slot held is refused after 10 s
(a hello waits for a slot up to half of --net-idle-timeout; the client
waits longer), and one whose slot is freed while it waits is served:

  $ unserve
  server exit 0
  $ serve limits.log --net-max-clients=1 --net-max-streams=4 --net-max-time=60 --net-idle-timeout=20
  $ C="--net-host=127.0.0.1 --net-port=$port --events=10 --time=0"
  $ sysbench net run $C --threads=8 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the test asks for 8 streams; the server has 4 of its 4 free (--net-max-streams) (glob)
  $ sysbench net run $C --time=100 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the test would last 100 s; the server allows 60 s (--net-max-time) (glob)
  $ python3 "$TESTS_SRC/net/peer.py" $port hold > hold.out & hpid=$!
  $ waitfor hold.out welcome
  $ sysbench net run $C --net-timeout=60 | grep FATAL
  FATAL: net: the server at 127.0.0.1:* refused the test: the server is busy: it serves 1 client tests at once (--net-max-clients) (glob)
  $ fds() { ls /proc/$spid/fd | wc -l; }; held=$(fds)
  $ sysbench net run $C > waited.out & cpid=$!
  $ n=0; while [ "$(fds)" -le "$held" ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n + 1)); done
  $ kill $hpid; wait $hpid 2>/dev/null; wait $cpid; echo "exit $?"; grep 'total number' waited.out
  exit 0
      total number of events:              10
  $ unserve; sed 's/^net server: //; s/127.0.0.1:[0-9]*/ADDR/' limits.log | grep -v -e listening -e '^sysbench' -e '^$'
  server exit 0
  refused ADDR: the test asks for 8 streams; the server has 4 of its 4 free (--net-max-streams)
  refused ADDR: the test would last 100 s; the server allows 60 s (--net-max-time)
  refused ADDR: the server is busy: it serves 1 client tests at once (--net-max-clients)
  ADDR: send, 1 stream, *.* s: received *.* MiB (*.* Mbit/s), sent 0.0 MiB (0.0 Mbit/s); the client closed the connection before it was done (glob)
  ADDR: send, 1 stream, *.* s: received *.* MiB (*.* Mbit/s), sent 0.0 MiB (0.0 Mbit/s); done (glob)
  stopping (SIGTERM): 1 client test served

--net-allow: the networks that may connect; others are closed at once:

  $ serve allow.log --net-allow=10.0.0.0/8,192.168.1.0/24
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep FATAL
  FATAL: net: 127.0.0.1:* closed the connection without an answer (is it `sysbench net serve`? its log says why) (glob)
  $ unserve; grep refused allow.log | sed 's/:[0-9]*:/:P:/'
  server exit 0
  net server: refused 127.0.0.1:P: not in --net-allow
  $ serve allow.log --net-allow=127.0.0.0/8
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep 'total number'
      total number of events:              10
  $ unserve
  server exit 0
  $ NET_BIND=::1 serve allow6.log --net-allow=127.0.0.1,fd00::/8
  $ sysbench net run --net-host=::1 --net-port=$port --events=10 --time=0 | grep FATAL
  FATAL: net: [::1]:* closed the connection without an answer (is it `sysbench net serve`? its log says why) (glob)
  $ unserve; grep refused allow6.log | sed 's/\]:[0-9]*:/]:P:/'
  server exit 0
  net server: refused [::1]:P: not in --net-allow
  $ sysbench net serve --net-allow=10.0.0.0/33
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-allow: '10.0.0.0/33' (an address, or address/bits, such as 192.168.1.0/24 or fd00::/8)
  [1]
  $ sysbench net serve --net-allow=example.com
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --net-allow: 'example.com' (an address, or address/bits, such as 192.168.1.0/24 or fd00::/8)
  [1]

The shared key: without it, with another, and with the server's:

  $ head -c 32 /dev/urandom | base64 > key; head -c 32 /dev/urandom | base64 > other
  $ NET_BIND=::1 serve key.log --net-key-file=key
  $ C="--net-host=::1 --net-port=$port --events=10 --time=0"
  $ sysbench net run $C | grep FATAL
  FATAL: net: the server at [::1]:* asks for a key: give the --net-key-file it has (glob)
  $ waitfor key.log "left without answering"
  $ sysbench net run $C --net-key-file=other | grep FATAL
  FATAL: net: the server at [::1]:* refused the test: wrong key (--net-key-file) (glob)
  $ sysbench net run $C --net-key-file=key --net-test-mode=crr --threads=2 | grep -e 'total number' -e answered
      transactions answered by the server: 10
      total number of events:              10
  $ unserve; sed 's/^net server: //; s/\[::1\]:[0-9]*/ADDR/' key.log | grep -v -e '^sysbench' -e '^$'
  server exit 0
  listening on ADDR (TCP and UDP), protocol 1; at most 16 client tests and 64 streams at once, 3600 s each, 10 s without progress; clients need the key
  ADDR left without answering the key's challenge
  refused ADDR: wrong key (--net-key-file)
  ADDR: crr, 2 streams, *.* s: 10 transactions; done (glob)
  stopping (SIGTERM): 1 client test served
Nothing a client asks for is applied before it has proven the key: a
hello without the key that names a congestion control the kernel lacks
(our client checks its own kernel first; this is a hand-made hello) gets
the key's challenge, not word of which controls exist, and is closed when
it does not answer (here after --net-idle-timeout's 1 s; issue 33, item 15):

  $ NET_BIND=::1 serve cc.log --net-key-file=key --net-idle-timeout=1
  $ h='sbnet/1 hello mode=send streams=1 block=1 request=1 response=1 window=0 nodelay=0 zerocopy=off time=0 warmup=0'
  $ NET_HOST=::1 python3 "$TESTS_SRC/net/peer.py" $port send "$h cc=nosuchcc\n" | sed 's/nonce=[0-9a-f]*/nonce=HEX/'
  reply: sbnet/1 challenge nonce=HEX
  closed
  $ unserve; echo "its log names it $(grep -c nosuchcc cc.log) times"
  server exit 0
  its log names it 0 times
  $ serve nokey.log
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 --net-key-file=key | grep -e WARNING -e 'total number'
  WARNING: net: the server at 127.0.0.1:* did not ask for the key (it has no --net-key-file) (glob)
      total number of events:              10
  $ unserve > /dev/null

A server of another protocol version, and something that is no sysbench
server at all: the client says so.

  $ fake() { python3 "$TESTS_SRC/net/peer.py" 0 fake portfile "$1" & fpid=$!; waitfor portfile . >/dev/null; fport=$(cat portfile); rm portfile; }
  $ fake 'sbnet/2 error protocol version 1 is not this server\x27s\n'
  $ sysbench net run --net-host=127.0.0.1 --net-port=$fport --events=1 | grep FATAL; wait $fpid
  FATAL: net: the server at 127.0.0.1:* speaks protocol version 2; this sysbench (1.0.20-ng4) speaks version 1: run the same sysbench-ng release on both machines (glob)
  $ fake 'SSH-2.0-OpenSSH_9.2\r\n'
  $ sysbench net run --net-host=127.0.0.1 --net-port=$fport --events=1 | grep FATAL; wait $fpid
  FATAL: net: 127.0.0.1:* is not a sysbench net server (its answer: not a sysbench net message) (glob)
  $ fake ''
  $ sysbench net run --net-host=127.0.0.1 --net-port=$fport --events=1 | grep FATAL; wait $fpid
  FATAL: net: 127.0.0.1:* closed the connection without an answer (is it `sysbench net serve`? its log says why) (glob)

The server killed in the middle of a run: each client thread says what
it lost and after how many events, the report shows what was measured
(without the server's figures), and the run fails:

  $ serve killed.log
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --threads=2 --time=300 > run.out 2>&1 & cpid=$!
  $ waitfor run.out 'Threads started'; kill -KILL $spid; wait $spid 2>/dev/null; wait $cpid; echo "client exit $?"
  client exit 1
  $ grep FATAL run.out | sed 's/#[01]/#N/; s/127.0.0.1:[0-9]*/ADDR/; s/sending: .* (after [0-9]* events)/sending: WHY (after N events)/'
  FATAL: net: thread #N: the connection to ADDR was lost while sending: WHY (after N events)
  FATAL: net: thread #N: the connection to ADDR was lost while sending: WHY (after N events)
  $ grep -e '^ *server:' -e '^ *sent:' -e 'CPU per byte' -e 'total number' run.out | sed 's/[0-9][0-9.]*/N/g'
    server: N port N
      sent:                                N MiB/s, N Mbit/s (N bytes)
      server:                              no figures (the server closed the control connection)
      CPU per byte, client/server:         N/- ns
      total number of events:              N

The same with --net-zerocopy=sendfile, whose sendfile(2) cannot be told
MSG_NOSIGNAL: the broken pipe is a FATAL and a report as in the other
modes, not a death by SIGPIPE (exit 141) with nothing said (issue 33,
item 6):

  $ serve killed_sendfile.log
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --net-zerocopy=sendfile --time=300 > sf.out 2>&1 & cpid=$!
  $ waitfor sf.out 'Threads started'; kill -KILL $spid; wait $spid 2>/dev/null; wait $cpid; echo "client exit $?"
  client exit 1
  $ grep FATAL sf.out | sed 's/127.0.0.1:[0-9]*/ADDR/; s/sending: .* (after [0-9]* events)/sending: WHY (after N events)/'
  FATAL: net: thread #0: the connection to ADDR was lost while sending: WHY (after N events)
  $ grep -c 'total number of events' sf.out
  1

A connection refused (that server's port is closed now), and a port in
use:

  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=1 | grep FATAL | sed "s/:$port/:P/"
  FATAL: net: cannot connect to 127.0.0.1:P: Connection refused (is `sysbench net serve` running there, on that port?)
  $ serve inuse.log
  $ sysbench net serve --net-bind=127.0.0.1 --net-port=$port | grep FATAL | sed "s/:$port/:P/"
  FATAL: net: cannot listen on 127.0.0.1:P: Address already in use (another server uses that port: stop it, or give --net-port)

A client killed in the middle of a run: the server notes it and goes on
serving:

  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --net-test-mode=rr --time=300 > killed.out 2>&1 & cpid=$!
  $ waitfor killed.out 'Threads started'; kill -KILL $cpid; wait $cpid 2>/dev/null || :
  $ waitfor inuse.log 'before it was done'; grep 'before it was done' inuse.log | sed 's/.*; //'
  the client closed the connection before it was done
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 | grep 'total number'
      total number of events:              10
  $ kill -INT $spid; wait $spid; echo "server exit $?"; tail -1 inuse.log
  server exit 0
  net server: stopping (SIGINT): 1 client test served

The server's machine is watched too, as a run is (its state at the start
and end of each client test): a server whose load is 9 (a fixture's
/proc/loadavg) tells the client, in the result file and (as the client's
own verdict: on a terminal, or with --monitor given) in the report, and
says why in its log. The next test soon after is not held to the load
of the one before; a server with --monitor=off says nothing:

  $ old=$SYSBENCH_PROCFS_ROOT; mkdir -p busy/proc && echo '9.00 8.00 7.00 3/200 1234' > busy/proc/loadavg
  $ export SYSBENCH_PROCFS_ROOT="$PWD/busy/proc"; serve busy.log; export SYSBENCH_PROCFS_ROOT="$old"
  $ C="--net-host=127.0.0.1 --net-port=$port --events=10 --time=0"
  $ sysbench net run $C --monitor=warn --output=json:busy.json | grep "server's monitor"
      server's monitor:                    unfit (load; the server's log says more)
  $ jq -r '.steps[0].facts.net.server_monitor' busy.json
  load
  $ waitfor busy.log 'unfit'; grep unfit busy.log | sed 's/127.0.0.1:[0-9]*/ADDR/'
  net server: ADDR: send: the monitor found this machine unfit: load 9.00 when the run started
  $ sysbench net run $C --output=json:next.json | grep -c "server's monitor"
  0
  [1]
  $ jq -r '.steps[0].facts.net.server_monitor' next.json
  ok
  $ unserve
  server exit 0
  $ serve quiet.log --monitor=off
  $ sysbench net run --net-host=127.0.0.1 --net-port=$port --events=10 --time=0 --monitor=warn --output=json:quiet.json | grep -c "server's monitor"
  0
  [1]
  $ jq -r '.steps[0].facts.net.server_monitor' quiet.json
  null
  $ unserve
  server exit 0
