#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""net_peer.py PORT CASE [ARG...]: a client of `sysbench net serve` that
misbehaves (or behaves, many times over), for tests/net/hostile.t. Each
case prints what it saw, one line at a time; the server is on 127.0.0.1 or
[::1] (NET_HOST, default 127.0.0.1), port PORT."""
import fcntl
import hashlib
import hmac
import os
import select
import signal
import socket
import struct
import subprocess
import sys
import termios
import threading
import time

HOST = os.environ.get("NET_HOST", "127.0.0.1")
PORT = int(sys.argv[1])
WAIT = 30  # seconds any answer may take on a loaded machine


def connect(port=None):
    s = socket.create_connection((HOST, port or PORT), timeout=WAIT)
    return s


def readline(s):
    """One line, or what came before the server closed."""
    data = b""
    while not data.endswith(b"\n"):
        try:
            chunk = s.recv(1)
        except (ConnectionResetError, socket.timeout) as e:
            return data.decode(errors="replace") + "<%s>" % type(e).__name__
        if not chunk:
            return data.decode(errors="replace") + ("<closed>" if data else "<closed>")
        data += chunk
    return data.decode(errors="replace").rstrip("\n")


def closed(s):
    """Waits for the server to close s; True if it did."""
    try:
        while True:
            if not s.recv(65536):
                return True
    except ConnectionResetError:
        return True
    except socket.timeout:
        return False


def hello(mode="send", streams=1, extra="", block=65536):
    s = connect()
    s.sendall(("sbnet/1 hello mode=%s streams=%d block=%d request=1 response=1 window=0 "
               "nodelay=0 cc= zerocopy=off time=0 warmup=0%s\n" % (mode, streams, block, extra)).encode())
    reply = readline(s)
    fields = dict(kv.split("=", 1) for kv in reply.split()[2:] if "=" in kv)
    return s, reply, fields


def stream(fields, index=0, token=None):
    d = connect()
    d.sendall(("sbnet/1 stream session=%s token=%s index=%d\n"
               % (fields["session"], token or fields["token"], index)).encode())
    return d, readline(d)


def say(*args):
    print(*args, flush=True)


def case_send(text):
    s = connect()
    s.sendall(text.encode().decode("unicode_escape").encode("latin-1"))
    say("reply:", readline(s))
    say("closed" if closed(s) else "still open")


def case_repeat(n, text):
    """n connections, each sending text and reading the answer."""
    answers = set()
    for _ in range(int(n)):
        s = connect()
        s.sendall(text.encode().decode("unicode_escape").encode("latin-1"))
        answers.add(readline(s))
        s.close()
    say(n, "connections, answers:", " | ".join(sorted(answers)))


def case_huge():
    s = connect()
    s.sendall(b"sbnet/1 hello " + b"a" * 4000)
    say("reply:", readline(s))
    say("closed" if closed(s) else "still open")


def case_silent():
    s = connect()
    t0 = time.monotonic()
    ok = closed(s)
    say("closed by the server" if ok else "still open", "(after at least 1 s)" if time.monotonic() - t0 >= 0.9 else "(early)")


def case_halfopen():
    s, reply, _ = hello()
    say(reply.split()[1])
    say("the server ended the session" if closed(s) else "still open")


def case_noread():
    s, reply, f = hello(mode="recv")
    d, ok = stream(f)
    say(reply.split()[1], ok)
    d.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    say("the server ended the session" if closed(s) else "still open")
    d.close()


def case_token():
    s, reply, f = hello()
    d, r = stream(f, token="0" * 32)
    say("wrong token:", r)
    d, r = stream(f, index=5)
    say("bad index:", r)
    d2, r = stream(f)
    d3, r3 = stream(f)
    say("twice:", r, "/", r3)
    s.sendall(b"sbnet/1 welcome session=1 token=" + b"0" * 32 + b"\n")
    say("unexpected:", "the server ended the session" if closed(s) else "still open")


def case_named():
    """Keys that name another address and port: nothing goes there."""
    trap = socket.socket(socket.AF_INET6 if ":" in HOST else socket.AF_INET, socket.SOCK_STREAM)
    trap.bind((HOST, 0))
    trap.listen(8)
    trap.setblocking(False)
    utrap = socket.socket(trap.family, socket.SOCK_DGRAM)
    utrap.bind((HOST, trap.getsockname()[1]))
    utrap.setblocking(False)
    port = trap.getsockname()[1]
    extra = " host=%s port=%d addr=%s:%d reply_to=%s:%d" % (HOST, port, HOST, port, HOST, port)
    for mode in ("recv", "udp"):
        s, reply, f = hello(mode=mode, extra=extra, block=1472)
        say(mode, reply.split()[1])
        if mode == "recv":
            d, ok = stream(f)
            d.recv(65536)
            d.close()
        s.sendall(b"sbnet/1 done sent=0\n")
        say(readline(s).split()[1])
    for sock in (trap, utrap):
        try:
            sock.accept() if sock is trap else sock.recv(65536)
            say("something came to the trap")
        except BlockingIOError:
            pass
    say("nothing came to the port the messages named")


def case_udpjunk():
    u = socket.socket(socket.AF_INET6 if ":" in HOST else socket.AF_INET, socket.SOCK_DGRAM)
    u.connect((HOST, PORT))
    for payload in (b"x", b"SBNU\x01\x01\x00\x00" + b"\xff" * 32, os.urandom(1400), b"\0" * 65000):
        u.send(payload)
    r, _, _ = select.select([u], [], [], 0.5)
    say("a reply came" if r else "no reply")


def case_idle(n, *cmd):
    """n connections that say nothing while cmd runs."""
    socks = []
    for _ in range(int(n)):
        try:
            socks.append(connect())
        except OSError as e:
            say("connect failed:", e)
            break
    say(len(socks), "idle connections made")
    rc = subprocess.call(list(cmd), stdout=subprocess.DEVNULL)
    say("the client test exited", rc)
    for s in socks:
        s.close()


def server_usage(pid):
    """Open descriptors and resident KiB of process pid."""
    fds = len(os.listdir("/proc/%s/fd" % pid))
    with open("/proc/%s/status" % pid) as f:
        rss = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:"))
    return fds, rss


def one_session():
    s, reply, f = hello()
    d, ok = stream(f)
    d.sendall(b"\0" * 65536)
    d.close()
    s.sendall(b"sbnet/1 done sent=0\n")
    result = readline(s)
    s.close()
    return reply.startswith("sbnet/1 welcome") and ok == "sbnet/1 ok" and \
        "bytes_in=65536" in result


def settle(pid, quiet):
    """Waits (up to WAIT) for the server's sessions to end: they close
    their descriptors just after their last message, so a count taken at
    once may still hold the last one's."""
    deadline = time.monotonic() + WAIT
    while server_usage(pid)[0] > quiet and time.monotonic() < deadline:
        time.sleep(0.05)


def case_short(n, pid, quiet):
    """n sessions one after another; quiet: the server's descriptors with
    no session open (the test's count before any)."""
    quiet = int(quiet)
    for _ in range(50):
        one_session()
    settle(pid, quiet)
    fds0, rss0 = server_usage(pid)
    good = sum(one_session() for _ in range(int(n)))
    settle(pid, quiet)
    fds1, rss1 = server_usage(pid)
    say("%d of %s sessions complete" % (good, n))
    say("descriptors:", "as before" if fds1 == fds0 == quiet else "%d before, %d after (%d with none open)" % (fds0, fds1, quiet))
    say("resident memory:", "as before (within 1 MiB)" if rss1 - rss0 < 1024
        else "%d KiB before, %d KiB after" % (rss0, rss1))


def case_flood(n):
    for _ in range(int(n)):
        s = connect()
        s.close()
    say(n, "connections opened and closed")


def case_helloclose(n):
    """n hellos, each connection closed at once, without reading the
    welcome: the session's thread may end before the listener is done
    starting it."""
    line = ("sbnet/1 hello mode=send streams=1 block=65536 request=1 response=1 window=0 "
            "nodelay=0 cc= zerocopy=off time=0 warmup=0\n").encode()
    for _ in range(int(n)):
        s = connect()
        s.sendall(line)
        s.close()
    say(n, "hellos sent and closed at once")


def case_version():
    s = connect()
    s.sendall(b"sbnet/2 hello mode=send streams=1\n")
    say("reply:", readline(s))


def case_hold():
    """A session that stays open until this process is killed."""
    s, reply, _ = hello()
    say(reply.split()[1])
    time.sleep(3600)


def case_fake(portfile, reply):
    """A server on 127.0.0.1 (port in portfile) that answers one
    connection's first line with reply."""
    srv = socket.socket()
    srv.bind((HOST, 0))
    srv.listen(1)
    with open(portfile + ".tmp", "w") as f:
        f.write(str(srv.getsockname()[1]))
    os.rename(portfile + ".tmp", portfile)
    c, _ = srv.accept()
    c.settimeout(WAIT)
    readline(c)
    c.sendall(reply.encode().decode("unicode_escape").encode("latin-1"))
    c.close()


HELLO = ("sbnet/1 hello mode=send streams=1 block=65536 request=1 response=1 window=0 "
         "nodelay=0 cc= zerocopy=off time=0 warmup=0\n").encode()


def answer_of(line):
    """The first word of an answer line, or how the connection ended."""
    return line.split()[1] if line.startswith("sbnet/1 ") else line


def answer(s):
    """The first word of the server's answer, or how the connection ended."""
    return answer_of(readline(s))


def wait_fds(pid, n):
    """Waits (up to WAIT) until process pid holds n descriptors."""
    deadline = time.monotonic() + WAIT
    while server_usage(pid)[0] != n and time.monotonic() < deadline:
        time.sleep(0.02)
    return server_usage(pid)[0] == n


def case_evict_partial():
    """With --net-max-pending=2: a connection that has sent half its line,
    one that has sent nothing, and a third: the silent one gives way."""
    p1 = connect()
    p1.sendall(HELLO[:12])
    p2 = connect()
    p3 = connect()
    say("silent:", answer(p2))
    p1.sendall(HELLO[12:])
    say("half a line first:", answer(p1))
    p3.sendall(HELLO)
    say("the new one:", answer(p3))


def case_evict_silent(n, m):
    """n silent connections (--net-max-pending=n), then m more one at a
    time: each new one makes the server close a silent one (waited for,
    and counted)."""
    held = [connect() for _ in range(int(n))]
    closed = 0
    for _ in range(int(m)):
        held.append(connect())
        ready, _, _ = select.select(held, [], [], WAIT)
        for s in ready:
            if s.recv(1) == b"":
                closed += 1
            held.remove(s)
            s.close()
    say(closed, "closed for", m, "new connections")
    for s in held:
        s.close()


def thread_states(pid):
    """The states (R, S, D, ...) of process pid's threads."""
    states = []
    for t in os.listdir("/proc/%s/task" % pid):
        try:
            with open("/proc/%s/task/%s/stat" % (pid, t)) as f:
                states.append(f.read().rsplit(")", 1)[1].split()[0])
        except FileNotFoundError:
            pass
    return states


def wait_threads(pid, test):
    """Waits (up to WAIT) until test(states of pid's threads) holds."""
    deadline = time.monotonic() + WAIT
    while not test(thread_states(pid)) and time.monotonic() < deadline:
        time.sleep(0.01)
    return test(thread_states(pid))


def stopped(pid):
    """Waits (up to WAIT) until every thread of process pid has stopped:
    SIGSTOP takes effect when each thread next leaves the kernel."""
    return wait_threads(pid, lambda states: states and all(st in "tT" for st in states))


def case_evict_ready(pid):
    """With --net-max-pending=2, two silent connections taken; with the
    server stopped (SIGSTOP), a third connects and then both send their
    hello: when it runs again, the hellos are read before the third takes
    a slot, and all three are served."""
    quiet = server_usage(pid)[0]
    p1, p2 = connect(), connect()
    say("both taken" if wait_fds(pid, quiet + 2) else "not taken")
    os.kill(int(pid), signal.SIGSTOP)
    try:
        say("stopped" if stopped(pid) else "still running")
        p3 = connect()
        p1.sendall(HELLO)
        p2.sendall(HELLO)
    finally:
        os.kill(int(pid), signal.SIGCONT)
    say("first:", answer(p1))
    say("second:", answer(p2))
    p3.sendall(HELLO)
    say("third:", answer(p3))


def key_bytes(keyfile):
    """A --net-key-file's key: its bytes, a final newline left out."""
    with open(keyfile, "rb") as f:
        key = f.read()
    return key[:-2] if key.endswith(b"\r\n") else key[:-1] if key.endswith(b"\n") else key


def auth(s, keyfile, challenge):
    """The answer to a challenge line on s."""
    fields = dict(kv.split("=", 1) for kv in challenge.split()[2:] if "=" in kv)
    mac = hmac.new(key_bytes(keyfile), b"sbnet/1 auth " + bytes.fromhex(fields["nonce"]),
                   hashlib.sha256).hexdigest()
    s.sendall(("sbnet/1 auth mac=%s\n" % mac).encode())


def delivered(s):
    """Waits (up to WAIT) until what was sent on s is in the server's
    kernel (acknowledged): what the server reads next includes it."""
    deadline = time.monotonic() + WAIT
    while struct.unpack("i", fcntl.ioctl(s, termios.TIOCOUTQ, b"\0" * 4))[0] and \
            time.monotonic() < deadline:
        time.sleep(0.01)


def keyed(keyfile):
    """A hello to a server with a key, and the answer to its challenge, in
    the server's kernel: the connection (the server's answer to it is the
    caller's to read)."""
    s = connect()
    s.sendall(HELLO)
    auth(s, keyfile, readline(s))
    delivered(s)
    return s


def junk():
    """A connection that has sent one byte of no line (in the server's
    kernel)."""
    s = connect()
    s.sendall(b"x")
    delivered(s)
    return s


def case_evict_challenged(keyfile):
    """With a key and --net-max-pending=2: a hello that has not answered
    the challenge yet, then a connection of one byte, then another: the
    first byte-only one is closed for the second, the hello goes on."""
    s = connect()
    s.sendall(HELLO)
    line = readline(s)
    say("hello:", line.split()[1])
    first, second = junk(), junk()
    say("first byte-only connection:", answer(first))
    auth(s, keyfile, line)
    say("its answer to the challenge:", answer(s))
    second.close()


def case_evict_keyed(keyfile):
    """With a key, --net-max-clients=1 and --net-max-pending=2: a client
    holds the slot, another has proven the key and waits for it; three
    connections of one byte come one after another: each of the first two
    is closed for the next (the one that waits never is), and the one that
    waits gets the slot when the first lets it go."""
    holder = keyed(keyfile)
    say("holder:", answer(holder))
    waiting = keyed(keyfile)
    junks = [junk(), junk(), junk()]
    say("first byte-only connection:", answer(junks[0]))
    say("second byte-only connection:", answer(junks[1]))
    holder.close()
    say("the one that waited:", answer(waiting))


def case_evict_busy(keyfile):
    """With a key, --net-max-clients=1 and --net-max-pending=2: a client
    holds the slot and two more that have proven the key wait for it; a
    new connection hears that the server is busy, and neither of the two
    is closed for it."""
    holder = keyed(keyfile)
    say("holder:", answer(holder))
    first, second = keyed(keyfile), keyed(keyfile)
    new = connect()
    new.sendall(HELLO)
    say("new:", readline(new))
    holder.close()
    say("first that waited:", answer(first))
    first.close()
    say("second that waited:", answer(second))


def trickle(s, text):
    """Sends text a byte every 0.2 s, never its newline, until the server
    closes s (True) or WAIT passes (False)."""
    deadline = time.monotonic() + WAIT
    i = 0
    while time.monotonic() < deadline:
        try:
            s.send(text[i % len(text):i % len(text) + 1])
        except OSError:
            return True
        i += 1
        r, _, _ = select.select([s], [], [], 0.2)
        if r:
            try:
                if not s.recv(65536):
                    return True
            except OSError:
                return True
    return False


def sent_stopped(pid, data):
    """A connection that sends data (a first line) while the server (pid)
    is stopped (SIGSTOP): when it runs again, the line is there at once,
    however late this process runs meanwhile (a short --net-idle-timeout
    never closes it first)."""
    os.kill(int(pid), signal.SIGSTOP)
    try:
        if not stopped(pid):
            say("still running")
        s = connect()
        s.sendall(data)
        delivered(s)
    finally:
        os.kill(int(pid), signal.SIGCONT)
    return s


def hello_stopped(pid, data=HELLO):
    """hello() through sent_stopped."""
    s = sent_stopped(pid, data)
    reply = readline(s)
    return s, reply, dict(kv.split("=", 1) for kv in reply.split()[2:] if "=" in kv)


def case_slowloris(kind, pid):
    """A byte at a time (with --net-idle-timeout=1): a first line
    ("pending"); a control message of a session with no data ("control");
    a control message beside a data connection that moves ("data"). The
    hello is sent while the server (pid) is stopped."""
    line = b"sbnet/1 measure" + b" x=1" * 200
    if kind == "pending":
        s = connect()
        ok = trickle(s, HELLO)
    else:
        s, reply, f = hello_stopped(pid)
        if kind == "data":
            d = sent_stopped(pid, ("sbnet/1 stream session=%s token=%s index=0\n"
                                   % (f["session"], f["token"])).encode())
            threading.Thread(target=pour, args=(d,), daemon=True).start()
        ok = trickle(s, line)
    say("closed by the server" if ok else "still open after %d s" % WAIT)


def case_served(pid):
    """A hello (sent while the server, pid, is stopped): its answer, then
    how the connection ends (it sends nothing more)."""
    s, reply, _ = hello_stopped(pid)
    say("hello:", answer_of(reply))
    say("then:", "closed by the server" if s.recv(1) == b"" else "bytes")


def case_keepfile(pid, size):
    """A file-read hello of size (sent while the server, pid, is stopped):
    its answer; the connection closed."""
    s, reply, _ = hello_stopped(pid, ("sbnet/1 hello mode=file-read streams=1 block=65536 "
                                      "request=1 response=1 window=0 nodelay=0 cc= "
                                      "zerocopy=off time=0 warmup=0 size=%d\n"
                                      % size_arg(size)).encode())
    say(size + ":", answer_of(reply))
    s.close()


def pour(d):
    """Sends zeros on d until it fails."""
    try:
        while True:
            d.sendall(b"\0" * 65536)
    except OSError:
        pass


def file_hello_nowait(mode, size, streams=1, port=None):
    """A hello of a file mode, its answer left unread."""
    s = connect(port)
    s.sendall(("sbnet/1 hello mode=%s streams=%d block=65536 request=1 response=1 window=0 "
               "nodelay=0 cc= zerocopy=off time=0 warmup=0 size=%d\n"
               % (mode, streams, size)).encode())
    return s


def file_hello(mode, size, streams=1, port=None):
    """A hello of a file mode; the connection and the server's answer."""
    s = file_hello_nowait(mode, size, streams, port)
    reply = readline(s)
    fields = dict(kv.split("=", 1) for kv in reply.split()[2:] if "=" in kv)
    return s, reply, fields


def size_arg(text):
    units = {"K": 1 << 10, "M": 1 << 20}
    return int(text[:-1]) * units[text[-1]] if text[-1] in units else int(text)


def case_readfiles(directory, *sizes):
    """file-read hellos of these sizes, each held open, one after another;
    then what --net-dir's file system holds. SIZE@PORT: asked of the
    server on PORT."""
    held = []
    for size in sizes:
        bare, _, port = size.partition("@")
        s, reply, _ = file_hello("file-read", size_arg(bare), port=int(port) if port else None)
        say(bare + ":", "welcome" if reply.startswith("sbnet/1 welcome ") else reply.split(" ", 1)[1])
        held.append(s)
    vs = os.statvfs(directory)
    used = (vs.f_blocks - vs.f_bfree) * vs.f_frsize
    say("used: %d KiB of %d KiB" % (used >> 10, (vs.f_blocks * vs.f_frsize) >> 10))
    for s in held:
        s.close()


def first_byte(path):
    with open(path, "rb") as f:
        return f.read(1)


def case_writes(directory, *specs):
    """file-write hellos of one stream, one after another, each held open:
    SIZE, or SIZE:w (its whole file sent, and written: the server's file
    has that size; then one byte more, written over its first, which the
    server writes only after it has counted the whole file as written)."""
    held = []
    for spec in specs:
        size, _, write = spec.partition(":")
        s, reply, f = file_hello("file-write", size_arg(size))
        held.append(s)
        if not reply.startswith("sbnet/1 welcome "):
            say(size + ":", reply.split(" ", 1)[1])
            continue
        d, ok = stream(f)
        held.append(d)
        if write:
            d.sendall(b"\0" * size_arg(size) + b"\xff")
            deadline = time.monotonic() + WAIT
            while time.monotonic() < deadline and not any(
                    first_byte(os.path.join(directory, n)) == b"\xff"
                    for n in os.listdir(directory) if n.startswith("sysbench-net.")):
                time.sleep(0.02)
        say(size + ":", "welcome" + (", written" if write else ""))
    for s in held:
        s.close()


def case_writegone(directory):
    """A file-write test whose client goes without a word (its connections
    reset) after some data: its file is removed."""
    s, reply, f = file_hello("file-write", 1 << 20)
    d, ok = stream(f)
    d.sendall(b"\0" * 262144)
    deadline = time.monotonic() + WAIT
    while not os.listdir(directory) and time.monotonic() < deadline:
        time.sleep(0.02)
    say("while it runs:", " ".join(sorted(os.listdir(directory))))
    for c in (d, s):
        c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        c.close()
    deadline = time.monotonic() + WAIT
    while os.listdir(directory) and time.monotonic() < deadline:
        time.sleep(0.02)
    say("after it:", " ".join(sorted(os.listdir(directory))) or "nothing")


def case_enospc(directory):
    """A file-write test whose --net-dir fills once it has begun (a file of
    the peer's own takes the rest): the client sends far more than the
    socket buffers hold, and its done gets the server's reason."""
    s, reply, f = file_hello("file-write", 2 << 20)
    d, ok = stream(f)
    d.sendall(b"\0" * 65536)
    with open(os.path.join(directory, "filler"), "wb") as filler:
        try:
            while True:
                filler.write(b"\1" * 65536)
                filler.flush()
        except OSError as e:
            say("filler:", e.strerror)
    try:
        for _ in range(1024):
            d.sendall(b"\0" * 65536)
        say("64 MiB sent")
    except OSError as e:
        say("the server stopped reading:", type(e).__name__)
        return
    d.shutdown(socket.SHUT_WR)
    s.sendall(b"sbnet/1 done sent=0\n")
    say("answer:", readline(s))
    say("left:", " ".join(sorted(os.listdir(directory))))


def case_hold_write(directory):
    """A file-write test that has written and stays (until killed)."""
    s, reply, f = file_hello("file-write", 1 << 20)
    d, ok = stream(f)
    d.sendall(b"\0" * 65536)
    say(reply.split()[1], ok)
    time.sleep(3600)


def making(size, pid, base):
    """A file-read hello of size, sent once the server (pid) runs its base
    threads only (earlier sessions' have ended), and seen to wait: one of
    its threads waits in the kernel (D) on --net-dir, which the test has
    frozen: the making of its file has begun and waits at its first
    write."""
    wait_threads(pid, lambda st: len(st) == int(base))
    s = file_hello_nowait("file-read", size_arg(size))
    say("the making waits" if wait_threads(pid, lambda st: "D" in st) else "no thread waits")
    return s


def case_make_gone(size, pid, base):
    """A client that leaves while its file is made."""
    making(size, pid, base).close()
    say("the client left")


def case_make_wait(size, pid, base):
    """While one test's file is made, a second of its size waits for it
    (its session's thread has started), and leaves; the first gets its
    file once the test thaws --net-dir."""
    first = making(size, pid, base)
    second = file_hello_nowait("file-read", size_arg(size))
    say("the second waits" if wait_threads(pid, lambda st: len(st) >= int(base) + 2)
        else "no second session")
    second.close()
    say("the second left")
    say("first:", answer(first))


def case_make_late(size, pid, base):
    """A test whose file is not made within --net-max-time (1 s)."""
    s = making(size, pid, base)
    time.sleep(1.2)
    say("its time has passed")
    say("answer:", readline(s))


def case_make_stop(size, pid, base, directory):
    """The server stopped (SIGTERM) while it makes a file: once it has told
    its threads (its listener and UDP threads have ended: the session's
    waits in the kernel, the others wait for it), --net-dir is thawed
    (FITHAW, at once), and the client gets the reason."""
    s = making(size, pid, base)
    fd = os.open(directory, os.O_RDONLY)
    os.kill(int(pid), signal.SIGTERM)
    told = wait_threads(pid, lambda st: len(st) <= int(base) - 1)
    fcntl.ioctl(fd, 0xC0045878, b"\0" * 4)   # FITHAW
    os.close(fd)
    say("told to stop" if told else "its threads go on")
    say("answer:", readline(s))


CASES = {name[5:]: fn for name, fn in globals().items() if name.startswith("case_")}

if __name__ == "__main__":
    CASES[sys.argv[2]](*sys.argv[3:])
