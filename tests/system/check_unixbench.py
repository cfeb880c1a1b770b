#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_unixbench.py RESULTS.json OUTPUT: checks a `sysbench unixbench run`
against UnixBench 5.1.3's rules, independently of the C code: each pass's
result from its step's final report (lps: events/s; KBps: bytes written /
1024 per second; lpm: events per minute), each test's figure (the int(n/3)
lowest passes dropped, geometric mean of the rest), its samples (the passes
kept) and their mean length, index (10 x figure / baseline) and score
(geometric mean of the indexes) against the step facts and against the
report printed in OUTPUT, in UnixBench's layout (Benchmark Run, CPUs, test
lines, index table, score), and the block of passes after it. Prints one
line per series, or the problems, and exits 1 on any problem."""
import json
import math
import re
import sys

BASELINES = {
    "Execl Throughput": 43.0, "File Copy 1024 bufsize 2000 maxblocks": 3960,
    "File Copy 256 bufsize 500 maxblocks": 1655, "File Copy 4096 bufsize 8000 maxblocks": 5800,
    "Pipe Throughput": 12440, "Pipe-based Context Switching": 4000, "Process Creation": 126,
    "Shell Scripts (1 concurrent)": 42.4, "Shell Scripts (8 concurrent)": 6.0,
    "System Call Overhead": 15000,
}
problems = []


def close(a, b, rel=1e-9):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)


def geomean(v):
    # a pass that counted nothing (a stalled machine) makes the mean 0
    if any(x <= 0 for x in v):
        return 0.0
    return math.exp(sum(math.log(x) for x in v) / len(v))


def pass_result(step, unit):
    f = step["final"]
    t = f["time_interval"]
    if unit == "KBps":
        return f["bytes_written"] / 1024 / t
    return f["events"] / t * (60 if unit == "lpm" else 1)


HEADER = "%-40s %12s %12s %8s" % ("System Benchmarks Index Values", "BASELINE", "RESULT", "INDEX")
RULE = "%-66s %8s" % ("", "========")
SCORE = "System Benchmarks Index Score"
RUN = re.compile(r"Benchmark Run: \w{3} \w{3} \d\d \d{4} \d\d:\d\d:\d\d - \d\d:\d\d:\d\d$")
CPUS = re.compile(r"(\d+) CPUs? in system; running (\d+) parallel cop(y|ies) of tests$")
TEST = re.compile(r"(.{40}) +([0-9.]+) (lps  |KBps |lpm  ) \(([0-9.]+) s, (\d+) samples\)$")
ADDED = "Added by sysbench-ng (not in UnixBench's report), the passes of each test:"


def tables(text):
    """{copies: {name: (baseline, result, index), None: score, "tests":
    {name: (result, seconds, samples)}}} from OUTPUT's report, each line
    checked against UnixBench's layout, and {(copies, name): (passes,
    kept, lowest, highest, spread)} from the block after it."""
    out, cur, state, names, added = {}, None, None, [], {}
    for line in text.splitlines():
        if line.startswith("Benchmark Run:"):
            if not RUN.match(line):
                problems.append("Benchmark Run line not in the layout: %r" % line)
            state = "cpus"
            continue
        if state == "cpus":
            m = CPUS.match(line)
            if not m or (m.group(1) == "1") != (line.split()[1] == "CPU") \
                    or (m.group(2) == "1") != (m.group(3) == "y"):
                problems.append("CPUs line not in the layout: %r" % line)
                state = None
                continue
            cur = out.setdefault(int(m.group(2)), {"tests": {}})
            state, names = "tests", []
            continue
        if state == "tests":
            m = TEST.match(line)
            if m:
                name, v = m.group(1).strip(), float(m.group(2))
                secs, n = float(m.group(4)), int(m.group(5))
                unit = m.group(3).strip()
                if line != "%-40s %12.1f %-5s (%.1f s, %d samples)" % (name, v, unit, secs, n):
                    problems.append("test line not in the layout: %r" % line)
                cur["tests"][name] = (v, secs, n)
                continue
            if line == HEADER:
                state = "table"
                continue
            if line:
                problems.append("not a test line: %r" % line)
            continue
        if state == "table":
            if line == RULE:
                continue
            if line.startswith(SCORE):
                cur[None] = float(line.split()[-1])
                if line != "%-66s %8.1f" % (SCORE, cur[None]):
                    problems.append("score line not in the layout: %r" % line)
                if names != sorted(names) or names != list(cur["tests"]):
                    problems.append("rows not sorted by name or not the tests': %r" % names)
                state = None
                continue
            name = line[:40].strip()
            v = [float(x) for x in line[40:].split()]
            if name not in BASELINES or len(v) != 3 or line != "%-40s %12.1f %12.1f %8.1f" % (name, *v):
                problems.append("line not in the table's layout: %r" % line)
                continue
            names.append(name)
            cur[name] = tuple(v)
            continue
        if line == ADDED:
            state = "added"
            continue
        if state == "added" and line.startswith("  ") and not line.strip().startswith("copies"):
            f = line.split()
            name = " ".join(f[1:-5])
            added[(int(f[0]), name)] = (int(f[-5]), int(f[-4]), float(f[-3]), float(f[-2]),
                                        float(f[-1].rstrip("%")))
    return out, added


def main():
    run = json.load(open(sys.argv[1]))
    printed, added = tables(open(sys.argv[2]).read())
    series = {}
    for step in run["steps"]:
        u = step["facts"]["unixbench"]
        name, copies = u["test"], u["copies"]
        if not close(u["result"], pass_result(step, u["unit"])):
            problems.append("%s: pass result %r is not the report's" % (step["label"], u["result"]))
        series.setdefault(copies, {}).setdefault(name, []).append((step, u))
    for copies, tests in sorted(series.items()):
        indexes = []
        for name, passes in tests.items():
            results = sorted(u["result"] for _, u in passes)
            figure = geomean(results[len(results) // 3:])
            last = passes[-1][1]
            index = 10 * figure / BASELINES[name]
            indexes.append(index)
            if not (close(last["figure"], figure) and close(last["index"], index)
                    and last["baseline"] == BASELINES[name]):
                problems.append("%s, %d copies: figure/index %r/%r, expected %r/%r"
                                % (name, copies, last["figure"], last["index"], figure, index))
            kept = [(u["result"], s["final"]["time_interval"]) for s, u in passes]
            kept = sorted(kept)[len(kept) // 3:]
            seconds = sum(t for _, t in kept) / len(kept)
            line = printed.get(copies, {}).get("tests", {}).get(name)
            if line != (round(figure, 1), round(seconds, 1), len(kept)):
                problems.append("%s, %d copies: test line %r, expected %r" % (
                    name, copies, line, (round(figure, 1), round(seconds, 1), len(kept))))
            lo, hi = kept[0][0], kept[-1][0]
            want = (len(passes), len(kept), round(lo, 1), round(hi, 1),
                    round(100 * (hi - lo) / figure, 1) if figure > 0 else 0.0)
            if added.get((copies, name)) != want:
                problems.append("%s, %d copies: passes line %r, expected %r" % (
                    name, copies, added.get((copies, name)), want))
            row = printed.get(copies, {}).get(name)
            if row != (BASELINES[name], round(figure, 1), round(index, 1)):
                problems.append("%s, %d copies: printed %r, expected %r" % (
                    name, copies, row, (BASELINES[name], round(figure, 1), round(index, 1))))
        score = geomean(indexes)
        last = run["steps"][max(i for i, s in enumerate(run["steps"])
                                if s["facts"]["unixbench"]["copies"] == copies)]
        if not close(last["facts"]["unixbench"].get("score", -1), score):
            problems.append("%d copies: score fact %r, expected %r"
                            % (copies, last["facts"]["unixbench"].get("score"), score))
        if printed.get(copies, {}).get(None) != round(score, 1):
            problems.append("%d copies: printed score %r, expected %.1f"
                            % (copies, printed.get(copies, {}).get(None), score))
        if not problems:
            print("ok: %d cop%s, %d tests, passes %s" % (
                copies, "y" if copies == 1 else "ies", len(tests),
                ",".join(str(len(p)) for p in tests.values())))
    for p in problems:
        print(p)
    return 1 if problems else 0


sys.exit(main())
