#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/net.sh: the net test on loopback against the tools people
# use: send and recv throughput (MiB/s) with 1 and 4 streams against
# iperf3 (`iperf3 -c 127.0.0.1 [-R] -P N`, 128 KiB blocks on both); rr
# transactions/s (from the report's Transactions block) and median
# latency against sockperf's TCP ping-pong (14-byte messages, TCP_NODELAY
# on both, sockperf's full round trip); and netperf-style rows, TCP_RR and
# TCP_CRR as netperf defines them (one stream, 1-byte request and
# response, Nagle on, transactions per second of the stream): netperf is
# not in Debian main, so these compare with net_rr_ref.c, the same
# exchange in a bare loop (no harness), built here.
# Each tool talks to its own server (ours `sysbench net serve`, `iperf3
# -s`, `sockperf server`, `net_rr_ref serve`), which the script starts on
# 127.0.0.1 and free ports and stops. PAIRS interleaved pairs of TIME
# seconds, who goes first alternating; prints each side's median, the
# median of the per-pair ratios ours/theirs and their spread
# (lowest..highest, interquartile range), and the load before and after.
# Ratios above 1 favour ours; for latency below 1.
# Environment: PAIRS (7), TIME (5), ROWS ("send1 send4 recv1 recv4 rr
# rr1 crr1"; rr1 and crr1 are the netperf-style rows).
PAIRS=${PAIRS:-7}
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-5}
ROWS=${ROWS:-"send1 send4 recv1 recv4 rr rr1 crr1"}
IPERF3=${IPERF3:-/usr/bin/iperf3}
SOCKPERF=${SOCKPERF:-/usr/bin/sockperf}
case " $ROWS " in *" send"*|*" recv"*)
  [ -x "$IPERF3" ] || { echo "iperf3 is missing: apt-get install iperf3" >&2; exit 1; } ;;
esac
case " $ROWS " in *" rr "*)
  [ -x "$SOCKPERF" ] || { echo "sockperf is missing: apt-get install sockperf" >&2; exit 1; } ;;
esac

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

work=$(mktemp -d /tmp/sbng-netbench.XXXXXX)
pids=""
stop() {
  for p in $pids; do kill "$p" 2>/dev/null; done
  for p in $pids; do wait "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM

"$OURS" net serve --net-bind=127.0.0.1 --net-port=0 > "$work/serve.log" 2>&1 &
pids="$pids $!"
if [ -x "$IPERF3" ]; then
  ip=$(free_port)
  "$IPERF3" -s -B 127.0.0.1 -p "$ip" > /dev/null 2>&1 &
  pids="$pids $!"
fi
if [ -x "$SOCKPERF" ]; then
  sp=$(free_port)
  "$SOCKPERF" server --tcp -i 127.0.0.1 -p "$sp" > /dev/null 2>&1 &
  pids="$pids $!"
fi
cc -O2 -o "$work/net_rr_ref" "$here/net_rr_ref.c" || exit 1
for m in rr crr; do
  "$work/net_rr_ref" serve $m 1 1 > "$work/ref_$m.port" &
  pids="$pids $!"
done
for i in $(seq 100); do grep -q 'listening on' "$work/serve.log" && break; sleep 0.1; done
np=$(sed -n 's/.*listening on 127.0.0.1:\([0-9]*\) .*/\1/p' "$work/serve.log")
[ -n "$np" ] || { cat "$work/serve.log" >&2; exit 1; }
sleep 1   # iperf3 and sockperf have no ready line
rp_rr=$(cat "$work/ref_rr.port"); rp_crr=$(cat "$work/ref_crr.port")

# ours MODE STREAMS: the client's MiB/s in the mode's direction
ours() {
  line=sent; [ "$1" = recv ] && line=received
  "$OURS" net run --net-host=127.0.0.1 --net-port="$np" --net-test-mode="$1" --threads="$2" \
    --time="$TIME" | awk -v l="    $line:" 'index($0, l) == 1 {print $2}'
}

# iperf MODE STREAMS: iperf3's MiB/s, the sender's (send) or the client's received (recv)
iperf() {
  r=""; [ "$1" = recv ] && r=-R
  "$IPERF3" -c 127.0.0.1 -p "$ip" -t "$TIME" -P "$2" $r -J 2>/dev/null |
    python3 -c 'import json, sys; e = json.load(sys.stdin)["end"]; k = "sum_received" if sys.argv[1] == "recv" else "sum_sent"; print("%.2f" % (e[k]["bits_per_second"] / 8 / 1048576))' "$1"
}

# tps REPORT: the transactions per second of the report's Transactions block
tps() {
  sed -n 's/^    transactions: *[0-9]* *(\([0-9.]*\) per sec\.)$/\1/p' "$1"
}

# ours_rr: "transactions/s median-latency-us" (the latency from the result
# file: ns precision)
ours_rr() {
  "$OURS" net run --net-host=127.0.0.1 --net-port="$np" --net-test-mode=rr --net-request-size=14 \
    --net-response-size=14 --net-nodelay=on --time="$TIME" --percentile=50 \
    --output=json:"$work/rr.json" > "$work/rr.out" &&
    printf '%s %s\n' "$(tps "$work/rr.out")" "$(python3 -c 'import json, sys; f = json.load(open(sys.argv[1]))["steps"][0]["final"]; print("%.3f" % (f["latency_percentiles"]["50"] * 1e6))' "$work/rr.json")"
}

# ours_np MODE: netperf-style TCP_RR (rr) or TCP_CRR (crr): one stream,
# 1-byte request and response, Nagle on; transactions/s
ours_np() {
  "$OURS" net run --net-host=127.0.0.1 --net-port="$np" --net-test-mode="$1" --time="$TIME" \
    > "$work/np.out" && tps "$work/np.out"
}

# ref_np MODE: the same in net_rr_ref's bare loop
ref_np() {
  port=$rp_rr; [ "$1" = crr ] && port=$rp_crr
  "$work/net_rr_ref" "$1" "$port" "$TIME" 1 1
}

# sockperf_rr: the same of sockperf's ping-pong (its valid duration)
sockperf_rr() {
  "$SOCKPERF" ping-pong --tcp -i 127.0.0.1 -p "$sp" -t "$TIME" -m 14 --full-rtt 2>&1 |
    sed 's/\x1b\[[0-9;]*m//g' |
    awk '/\[Valid Duration\]/ {split($0, a, "RunTime="); t = a[2] + 0; split($0, b, "ReceivedMessages="); n = b[2] + 0}
         /percentile 50.000/ {p = $NF} END {printf "%.2f %.3f\n", n / t, p}'
}

spread() {
  sort -g | awk '{v[NR]=$1} END {q1=v[int((NR+3)/4)]; q3=v[int((3*NR+3)/4)];
    printf "%.3f..%.3f  iqr %.3f..%.3f\n", v[1], v[NR], q1, q3}'
}
nums() { tr ' ' '\n' | grep . | median; }
row() {  # row LABEL OURS THEIRS RATIOS
  printf '%-44s %10.2f %10.2f %7.3f  %s\n' "$1" "$(echo "$2" | nums)" "$(echo "$3" | nums)" \
    "$(echo "$4" | nums)" "$(echo "$4" | tr ' ' '\n' | grep . | spread)"
}

echo "loopback, ${TIME}s runs, $PAIRS pairs; load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) CPUs"
printf '%-44s %10s %10s %7s  %s\n' row ours theirs ratio "spread of the ratios"
for r in $ROWS; do
  os=""; ts=""; ratios=""; ol=""; tl=""; lratios=""
  for i in $(seq "$PAIRS"); do
    case $r in
    rr)
      if [ $((i % 2)) -eq 1 ]; then o=$(ours_rr); t=$(sockperf_rr); else t=$(sockperf_rr); o=$(ours_rr); fi
      os="$os ${o% *}"; ts="$ts ${t% *}"; ratios="$ratios $(ratio "${o% *}" "${t% *}")"
      ol="$ol ${o#* }"; tl="$tl ${t#* }"; lratios="$lratios $(ratio "${o#* }" "${t#* }")"
      ;;
    rr1|crr1)
      mode=${r%1}
      if [ $((i % 2)) -eq 1 ]; then o=$(ours_np "$mode"); t=$(ref_np "$mode")
      else t=$(ref_np "$mode"); o=$(ours_np "$mode"); fi
      os="$os $o"; ts="$ts $t"; ratios="$ratios $(ratio "$o" "$t")"
      ;;
    *)
      mode=${r%?}; n=${r#"$mode"}
      if [ $((i % 2)) -eq 1 ]; then o=$(ours "$mode" "$n"); t=$(iperf "$mode" "$n")
      else t=$(iperf "$mode" "$n"); o=$(ours "$mode" "$n"); fi
      os="$os $o"; ts="$ts $t"; ratios="$ratios $(ratio "$o" "$t")"
      ;;
    esac
  done
  case $r in
  rr)
    row "rr, transactions/s vs sockperf" "$os" "$ts" "$ratios"
    row "rr, median latency (us) vs sockperf" "$ol" "$tl" "$lratios"
    ;;
  rr1) row "TCP_RR style, transactions/s vs bare loop" "$os" "$ts" "$ratios" ;;
  crr1) row "TCP_CRR style, transactions/s vs bare loop" "$os" "$ts" "$ratios" ;;
  *) row "$mode, $n stream(s), MiB/s vs iperf3" "$os" "$ts" "$ratios" ;;
  esac
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
