#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""tests/packaging/docs_check.py: checks README.md and docs/*.md against the
build tree's binary (docs/testing.md, "Checked documentation", is the
convention this reads).

  docs_check.py run [--only TAG | --skip TAG] FILE.md...
      runs every ```console block: each "$ " line (continued by "> "
      lines) in a scratch directory of its own, in bash, and compares
      its exit status ([N] after the output; 0 without) and, where the
      block shows output, that output (stdout and stderr as one stream),
      numbers masked and blanks squeezed; a line "..." stands for any
      lines. The words after "console" in the fence say what a block
      needs: net (`sysbench net serve` lines run in the background on
      127.0.0.1 and a free port, and --net-host=ANY reaches them), db
      (the suite's database servers: tests/lib/dbserver.sh's variables),
      root, dirs=PATH,... (absolute paths made empty directories inside
      the scratch directory), files=PATH:SIZE,... (files of random data
      there), add="OPTIONS" (appended to each sysbench command: shorter
      runs than the docs show; a later option wins).
  docs_check.py names FOREIGN FILE.md...
      every --option the files name is one of the binary's (--help, each
      test's and bundled script's help, compare's --help) or listed in
      FOREIGN (other programs' options); every option and test of the
      binary's help is named in the files; every `sysbench WORD` names a
      test, a bundled script, a command on result files or a script file;
      every relative link reaches a file, and a heading of it for #anchor.

Prints one line per problem and a summary; exits 1 on any problem.
"""
import os
import random
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

SYSBENCH = os.environ.get("SYSBENCH", "sysbench")
TIMEOUT = 180


def fences(path):
    """Yields (line number, info words, body lines) of each fenced block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```(.*)$", lines[i])
        if not m:
            i += 1
            continue
        indent, info, start = len(m.group(1)), m.group(2).strip(), i + 1
        body = []
        i += 1
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        i += 1
        yield start, shlex.split(info), body


def sessions(body):
    """The commands of a console block: (command, expected lines or None, status)."""
    out, cmd, expect = [], None, []

    def flush():
        if cmd is None:
            return
        status = 0
        if expect and re.fullmatch(r"\[\d+\]", expect[-1]):
            status = int(expect.pop()[1:-1])
        while expect and expect[-1] == "":
            expect.pop()
        out.append((cmd, expect[:] if expect else None, status))

    for line in body:
        if line.startswith("$ "):
            flush()
            cmd, expect = line[2:], []
        elif line.startswith("> ") and cmd is not None and not expect:
            cmd += "\n" + line[2:]
        elif cmd is not None:
            expect.append(line)
    flush()
    return out


def mask(lines):
    """Numbers to N (and the blanks around them dropped: column widths
    follow the figures), other blanks squeezed, trailing blank lines
    dropped."""
    res = [re.sub(r"\s+", " ", re.sub(r"\s*\x01\s*", "N", re.sub(r"\d+(\.\d+)?", "\x01", l)))
           .strip() for l in lines]
    while res and res[-1] == "":
        res.pop()
    return res


def matches(expect, got):
    """expect (masked, with "..." for any lines) against got (masked)."""
    if not expect:
        return not got
    if expect[0] == "...":
        return any(matches(expect[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and expect[0] == got[0] and matches(expect[1:], got[1:])


class Block:
    def __init__(self, path, line, words):
        self.path, self.line = path, line
        self.tags = {}
        for w in words[1:]:
            k, _, v = w.partition("=")
            self.tags[k] = v

    def where(self):
        return "%s:%d" % (self.path, self.line)


def db_options(cmd):
    """The suite's servers instead of the ones a database command names."""
    cmd = re.sub(r" --(mysql|pgsql)-(host|port|socket|user|password|db)=\S+", "", cmd)
    if not cmd.lstrip().startswith("sysbench "):
        return cmd
    if "--db-driver=pgsql" in cmd:
        extra = " --pgsql-host=%s --pgsql-port=%s --pgsql-db=docs" % (
            os.environ["SB_PGSQL_DIR"], os.environ["SB_PGSQL_PORT"])
    else:
        extra = " --mysql-socket=%s --mysql-db=docs" % os.environ["SB_MYSQL_SOCKET"]
    return cmd + extra


def fresh_db():
    lib = os.path.join(os.environ["TESTS_SRC"], "lib", "db_lib.sh")
    subprocess.run(["bash", "-c", '. "$0" && fresh_db docs', lib], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class Server:
    """A `sysbench net serve` of a block's, on loopback and a free port."""

    def __init__(self, cmd, cwd, env):
        self.log = os.path.join(cwd, ".serve.log")
        self.proc = subprocess.Popen(
            "exec %s --net-bind=127.0.0.1 --net-port=0 > %s 2>&1" % (cmd, shlex.quote(self.log)),
            shell=True, executable="/bin/bash", cwd=cwd, env=env)
        self.port = None
        for _ in range(200):
            text = open(self.log).read() if os.path.exists(self.log) else ""
            m = re.search(r"listening on \S+:(\d+) \(TCP and UDP\)", text)
            if m:
                self.port = m.group(1)
                return
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError("the server did not start: " + cmd + "\n" + text)

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return "killed"


def make_files(block, root):
    for d in filter(None, block.tags.get("dirs", "").split(",")):
        os.makedirs(root + d, exist_ok=True)
    for f in filter(None, block.tags.get("files", "").split(",")):
        name, _, size = f.partition(":")
        n = int(size[:-1]) * {"K": 1 << 10, "M": 1 << 20}[size[-1]]
        os.makedirs(os.path.dirname(root + name), exist_ok=True)
        with open(root + name, "wb") as fp:
            fp.write(random.randbytes(n))
            fp.flush()
            os.fsync(fp.fileno())


def localize(block, cmd, root, port):
    paths = [p.partition(":")[0] for p in block.tags.get("files", "").split(",") if p]
    paths += [p for p in block.tags.get("dirs", "").split(",") if p]
    for p in sorted(set(paths), key=len, reverse=True):
        cmd = re.sub(r"(?<![\w/.])" + re.escape(p), root + p, cmd)
    if "root" in block.tags:
        cmd = re.sub(r"^sudo ", "", cmd)
    if "add" in block.tags:
        cmd = re.sub(r"^(\s*sysbench [^|;&>]*?)(\s*(#.*)?)$",
                     lambda m: m.group(1) + " " + block.tags["add"] + m.group(2), cmd,
                     flags=re.M)
    if port:
        cmd = re.sub(r"--net-host=\S+", "--net-host=127.0.0.1 --net-port=" + port, cmd)
    if "db" in block.tags:
        cmd = db_options(cmd)
    return cmd


def run_block(block, body, problems):
    """Runs one console block; returns the number of commands run."""
    cmds = sessions(body)
    scratch = tempfile.mkdtemp(prefix="doc.", dir=os.getcwd())
    env = dict(os.environ)
    env["HOME"] = scratch
    make_files(block, scratch)
    if "db" in block.tags:
        fresh_db()
    servers, n = [], 0
    try:
        for cmd, expect, status in cmds:
            if "net" in block.tags and re.match(r"^(sudo )?sysbench net serve\b", cmd):
                servers.append(Server(localize(block, re.sub(r"\s*#.*$", "", cmd), scratch, None),
                                      scratch, env))
                continue
            port = servers[-1].port if servers else None
            real = localize(block, cmd, scratch, port)
            n += 1
            try:
                p = subprocess.run(real, shell=True, executable="/bin/bash", cwd=scratch, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   timeout=TIMEOUT)
                got, rc = p.stdout.decode("utf-8", "replace").split("\n"), p.returncode
            except subprocess.TimeoutExpired:
                got, rc = ["(timed out after %d s)" % TIMEOUT], "timeout"
            if rc != status:
                problems.append("%s: exit %s, not %d: $ %s\n%s" % (
                    block.where(), rc, status, cmd, "\n".join("  " + l for l in got[-15:])))
            elif expect is not None and not matches(mask(expect), mask(got)):
                problems.append("%s: output differs: $ %s\n  expected:\n%s\n  got:\n%s" % (
                    block.where(), cmd, "\n".join("    " + l for l in expect),
                    "\n".join("    " + l for l in got)))
    except RuntimeError as e:
        problems.append("%s: %s" % (block.where(), e))
    finally:
        for s in servers:
            rc = s.stop()
            if rc != 0:
                problems.append("%s: the server exited %s:\n%s" % (
                    block.where(), rc, open(s.log).read()))
    subprocess.run(["rm", "-rf", scratch])
    return n


def cmd_run(args):
    only = skip = None
    if args[:1] == ["--only"]:
        only, args = args[1], args[2:]
    elif args[:1] == ["--skip"]:
        skip, args = args[1], args[2:]
    problems, blocks, commands, skipped = [], 0, 0, []
    for path in args:
        for line, words, body in fences(path):
            if not words or words[0] != "console":
                continue
            block = Block(path, line, words)
            if (only and only not in block.tags) or (skip and skip in block.tags):
                continue
            if "root" in block.tags and os.geteuid() != 0:
                skipped.append(block.where() + " (root)")
                continue
            blocks += 1
            commands += run_block(block, body, problems)
    for p in problems:
        print(p)
    for s in skipped:
        print("skipped: " + s)
    print("%d commands in %d blocks, %d problems" % (commands, blocks, len(problems)))
    return 1 if problems else 0


def help_text(*args):
    p = subprocess.run([SYSBENCH] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT)
    return p.stdout.decode("utf-8", "replace")


def binary_names():
    """The binary's options (every help) and its tests and scripts."""
    general = help_text("--help")
    tests = re.findall(r"^  ([a-z][a-z0-9_-]*) - ", general, re.M)
    drivers = set(re.findall(r"^  ([a-z]+) - \w+ driver$", general, re.M))
    tests = [t for t in tests if t not in drivers]
    out = help_text("--complete", "1", "sysbench", "")
    runnable = [w for w in out.split() if not w.startswith("@")]
    scripts = [w for w in runnable if w not in tests and w not in ("compare", "merge")]
    options = {}
    option_re = re.compile(r"^ *(--[a-zA-Z0-9_-]+)", re.M)
    for o in option_re.findall(general):
        options.setdefault(o, "--help")
    for o in re.findall(r"\[(--[a-z]+)[=\]]", help_text("compare", "--help")):
        options.setdefault(o, "sysbench compare --help")
    for t in tests + scripts:
        for o in option_re.findall(help_text(t, "help")):
            options.setdefault(o, "sysbench %s help" % t)
    return options, tests, scripts


def fold(option):
    """'-' and '_' are the same character in option names."""
    return "--" + option[2:].replace("-", "_")


def foreign_names(path):
    """The options of other programs (and sysbench's that no help lists):
    "WHOSE: --a --b" lines, "#" comments."""
    names = set()
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0]
        if ":" in line:
            names.update(fold(o) for o in line.split(":", 1)[1].split())
    return names


def slug(heading):
    """GitHub's anchor of a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path):
    out, in_fence = set(), False
    for line in open(path, encoding="utf-8"):
        if re.match(r"^\s*```", line):
            in_fence = not in_fence
        elif not in_fence and line.startswith("#"):
            out.add(slug(line.lstrip("#")))
    return out


def broken_links(paths):
    """Relative links to a file that is not there, or to an anchor that no
    heading of it makes."""
    problems = []
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for n, line in enumerate(text.split("\n"), 1):
            for target in re.findall(r"\]\(([^)\s]+)\)", line):
                if re.match(r"^[a-z]+:", target):
                    continue
                file, _, anchor = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
                if not os.path.exists(dest):
                    problems.append("%s:%d: a link to %s, which is not there" % (path, n, file))
                elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
                    problems.append("%s:%d: a link to %s#%s, which no heading makes" % (
                        path, n, file or os.path.basename(path), anchor))
    return problems


def cmd_names(args):
    foreign = foreign_names(args[0])
    options, tests, scripts = binary_names()
    options = {fold(o): where for o, where in options.items()}
    problems, named, used = [], set(), set()
    for path in args[1:]:
        text = open(path, encoding="utf-8").read()
        in_fence = console = False
        for n, line in enumerate(text.split("\n"), 1):
            m = re.match(r"^\s*```\s*(\S*)", line)
            if m:
                in_fence = not in_fence
                console = in_fence and m.group(1) == "console"
                continue
            line = line.strip() if in_fence else line
            for o in re.findall(r"(?<![\w-])--[a-zA-Z][a-zA-Z0-9_-]*", line):
                o = fold(o)
                named.add(o)
                known = o in options or o in foreign or (
                    o.endswith("_") and any(k.startswith(o) for k in options))
                if not known:
                    problems.append("%s:%d: %s is none of sysbench's options" % (path, n, o))
            spans = re.findall(r"`([^`]+)`", line)
            used.update(w for span in spans for w in span.split())
            if in_fence:
                code = line[2:] if line.startswith(("$ ", "> ")) else (
                    "" if console else line)
            elif line.startswith("    "):
                code = line
            else:
                code = "\n".join(spans)
            for w in re.findall(r"(?:^|[\s;|&(])sysbench[ ]+(\S+)", code, re.M):
                w = w.strip("`'\",;)")
                if w.startswith("-") or w[:1].isdigit() or w in ("[options]...", "[testname]",
                                                                  "<test>", "<testname>"):
                    continue
                used.add(w)
                if (w not in tests and w not in scripts and w not in ("compare", "merge")
                        and not w.endswith(".lua") and not w.startswith("./")
                        and w not in foreign):
                    problems.append("%s:%d: sysbench %s: no such test or script" % (path, n, w))
    problems += broken_links(args[1:])
    for o, where in sorted(options.items()):
        if fold(o) not in named:
            problems.append("%s (%s) is in no page" % (o, where))
    for t in tests + scripts:
        if t not in used:
            problems.append("sysbench %s is in no page" % t)
    for p in problems:
        print(p)
    print("%d options and %d tests and scripts of the binary, %d problems" % (
        len(options), len(tests) + len(scripts), len(problems)))
    return 1 if problems else 0


def main(argv):
    if len(argv) < 2 or argv[1] not in ("run", "names"):
        print(__doc__, file=sys.stderr)
        return 2
    return cmd_run(argv[2:]) if argv[1] == "run" else cmd_names(argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
