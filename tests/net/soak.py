#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""soak.py PORT PID SECONDS: a soak of `sysbench net serve` (process PID, on
127.0.0.1:PORT, with a --net-dir), for tests/net/soak*.t. Six processes
churn connections for SECONDS (hellos closed at once, resets, a byte at a
time before and after a hello, junk datagrams, connections closed
unused) while twenty client tests of every mode run one after another
with --events: each must exit 0 with its exact counts. Then the server's
descriptors and threads must come back to what they were before any
client, and its resident memory to what it was after a round of every
mode beside 10 s of churn, within a margin (SOAK_RSS_MARGIN_KIB; none:
both figures printed).
`soak.py PORT churn KIND SECONDS` is one churning process."""
import os
import random
import re
import socket
import struct
import subprocess
import sys
import time

HOST = "127.0.0.1"
PORT = int(sys.argv[1])
WAIT = 120  # seconds anything may take on a loaded machine
BLOCK = 65536
HELLO = ("sbnet/1 hello mode=send streams=1 block=65536 request=1 response=1 window=0 "
         "nodelay=0 cc= zerocopy=off time=0 warmup=0\n").encode()
# mode, threads, events, and the exact figures of its report (KEY: the
# number of a line that starts with KEY, or its bytes in parentheses)
MODES = [
    ("send", 2, 64, {"sent": 64 * BLOCK, "server received": 64 * BLOCK}),
    ("recv", 1, 64, {"received": 64 * BLOCK}),
    ("bidir", 2, 64, {"sent+received": 64 * BLOCK, "server received-sent": 0}),
    ("rr", 2, 500, {"transactions answered by the server": 500}),
    ("crr", 2, 200, {"transactions answered by the server": 200}),
    ("udp", 1, 200, {"datagrams sent": 200}),
    ("file-read", 1, 32, {"received": 32 * BLOCK}),
    ("file-write", 2, 32, {"server received": 32 * BLOCK}),
]


def figure(out, key):
    """A figure of the report: KEY's number, or a sum (+) or difference (-)."""
    for op in "+-":
        if op in key:
            a, b = (figure(out, k) for k in key.split(op))
            return None if a is None or b is None else a + b if op == "+" else a - b
    m = re.search(r"^    %s: +(?:.*\((\d+) bytes\)|(\d+))" % re.escape(key), out, re.M)
    return int(m.group(1) or m.group(2)) if m else None


def client(mode, threads, events, figures):
    """One client test; "" when its figures are exact, else what is wrong."""
    cmd = ["sysbench", "net", "run", "--net-host=" + HOST, "--net-port=%d" % PORT,
           "--net-test-mode=" + mode, "--threads=%d" % threads, "--events=%d" % events,
           "--time=0", "--net-timeout=%d" % WAIT, "--net-file-size=1M"]
    if mode != "udp":
        cmd.append("--net-block-size=%d" % BLOCK)
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    out = run.stdout
    wrong = [] if run.returncode == 0 else ["exit %d" % run.returncode]
    if figure(out, "total number of events") != events:
        wrong.append("not %d events" % events)
    for key, want in figures.items():
        got = figure(out, key)
        if got != want:
            wrong.append("%s: %s, not %d" % (key, got, want))
    return "; ".join(wrong) + ("\n" + out if wrong else "")


def usage(pid):
    """Descriptors, threads and resident KiB of process pid."""
    with open("/proc/%s/status" % pid) as f:
        status = dict(line.split(":", 1) for line in f)
    return (len(os.listdir("/proc/%s/fd" % pid)), int(status["Threads"]),
            int(status["VmRSS"].split()[0]))


def settle(pid, fds, threads):
    """Waits (up to WAIT) until pid's descriptors and threads are back."""
    deadline = time.monotonic() + WAIT
    while usage(pid)[:2] != (fds, threads) and time.monotonic() < deadline:
        time.sleep(0.1)
    return usage(pid)


def connect():
    return socket.create_connection((HOST, PORT), timeout=WAIT)


def trickle(s, data, pause):
    for i in range(len(data)):
        s.send(data[i:i + 1])
        time.sleep(pause)


def churn_once(kind, rng):
    if kind == "helloclose":
        s = connect()
        s.sendall(HELLO)
        s.close()
    elif kind == "reset":
        s = connect()
        s.sendall(HELLO if rng.random() < 0.5 else b"sbnet/1 hel")
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        s.close()
    elif kind == "slowfirst":
        s = connect()
        trickle(s, HELLO[:40], 0.05)
        s.close()
    elif kind == "slowcontrol":
        s = connect()
        s.sendall(HELLO)
        s.recv(1024)
        trickle(s, b"sbnet/1 measure", 0.1)
        s.close()
    elif kind == "datagrams":
        u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        for _ in range(20):
            forged = b"SBNU\x01\x01\x00\x00" + os.urandom(32) + b"\0" * rng.randrange(0, 1500)
            u.sendto(forged if rng.random() < 0.5 else os.urandom(rng.randrange(1, 1500)),
                     (HOST, PORT))
        u.close()
        time.sleep(0.01)
    else:  # unused: connected and closed without a byte
        connect().close()


def churn(kind, seconds):
    """Churns until seconds have passed; errors (a refusal, a reset) are
    part of it."""
    rng = random.Random(kind)
    end = time.monotonic() + float(seconds)
    while time.monotonic() < end:
        try:
            churn_once(kind, rng)
        except OSError:
            time.sleep(0.01)


KINDS = ["helloclose", "reset", "slowfirst", "slowcontrol", "datagrams", "unused"]


def churning(seconds):
    """The six churning processes, for seconds."""
    return [subprocess.Popen([sys.executable, __file__, str(PORT), "churn", k, str(seconds)])
            for k in KINDS]


def soak(pid, seconds):
    fds0, threads0, _ = usage(pid)   # a server that has served no one yet
    # Every path once, beside 10 s of churn: the memory to come back to
    # is that of a server whose allocator has met many threads already.
    warm = churning(10)
    for m in MODES:
        client(*m)
    for p in warm:
        p.wait()
    rss0 = settle(pid, fds0, threads0)[2]
    churners = churning(seconds)
    failed = []
    for i in range(20):
        mode = MODES[i % len(MODES)]
        wrong = client(*mode)
        if wrong:
            failed.append("%s: %s" % (mode[0], wrong))
    codes = [p.wait() for p in churners]
    print("%d of 20 client tests exact, every mode, beside %d churning processes (exit %s)"
          % (20 - len(failed), len(KINDS), ",".join(sorted(set(map(str, codes))))))
    for f in failed:
        print(f)
    fds1, threads1, rss1 = settle(pid, fds0, threads0)
    print("descriptors:", "as before" if fds1 == fds0 else "%d before, %d after" % (fds0, fds1))
    print("threads:", "as before" if threads1 == threads0 else "%d before, %d after" % (threads0, threads1))
    return rss0, rss1


if __name__ == "__main__":
    if sys.argv[2] == "churn":
        churn(sys.argv[3], sys.argv[4])
    else:
        rss0, rss1 = soak(sys.argv[2], sys.argv[3])
        margin = int(os.environ.get("SOAK_RSS_MARGIN_KIB", "0"))
        if margin:
            print("resident memory:", "as before (within %d MiB)" % (margin >> 10)
                  if rss1 - rss0 <= margin else "%d KiB before, %d KiB after" % (rss0, rss1))
        else:
            print("resident memory: %d KiB before, %d KiB after" % (rss0, rss1))
