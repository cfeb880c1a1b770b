#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_consumers.py: sysbench's output read the way the programs that
consume sysbench 1.0.20's output read it (our own code, modelled on the
kinds of consumer there are), so that a difference that would break one
of them fails the suite. Modes:

  report NAME OUT ERR [REF]   a report: stderr empty (some consumers fail a
                              run on any); no "Monitor" text; every line
                              but the reference's own (lines of REF, the
                              reference's output of the same command, and
                              its intermediate "[ Ns ]" lines, UnixBench's
                              "Benchmark Run:" line) parses as
                              one "key: value" (spaces removed, split at
                              ':', one colon at most, as arcaflow's
                              plugin does); the regexes the reference's
                              users grep find what they find in REF (or,
                              with no REF, the general statistics).
  same NAME REF OURS          the two outputs equal once figures, timings
                              and the version are masked (intermediate
                              lines counted as one, histogram rows left
                              out: their number depends on timing).
  unixbench NAME OUT          the unixbench index read as UnixBench's
                              report parsers read it: from each
                              "Benchmark Run:" line, the CPUs line, the
                              per-test lines, the index table, the score.
  help NAME HEADINGS OURS [REF]
                              the lines OURS adds to REF (all of them
                              without REF) begin with no word that begins
                              one of the reference's headings (the
                              unindented lines with a colon of HEADINGS,
                              the reference's help texts) and name none
                              (upstream's own tests grep --help for
                              'Commands').

Each mode prints "NAME: ok ..." or NAME's problems, and exits 1 on any."""
import difflib
import re
import sys

# What the reference's users grep for (scripts, dashboards, benchmark
# harnesses), each with a name for the summary line.
GREPS = [
    ("events/s", re.compile(r"events per second:\s+([0-9.]+)$")),
    ("MiB/s", re.compile(r"([0-9.]+) MiB/sec|MiB/s:\s+([0-9.]+)$")),
    ("total time", re.compile(r"total time:\s+([0-9.]+)s$")),
    ("events", re.compile(r"total number of events:\s+([0-9]+)$")),
    ("tps", re.compile(r"\btps: ([0-9.]+)|transactions:\s+[0-9]+\s+\(([0-9.]+) per sec\.\)")),
    ("percentile", re.compile(r"(\d+(?:\.\d+)?)th percentile:\s+([0-9.]+)$")),
    ("latency", re.compile(r"^\s+(min|avg|max|sum):\s+([0-9.]+)$")),
]
INTERMEDIATE = re.compile(r"^\[ *[0-9.]+s \] ")
HISTOGRAM_ROW = re.compile(r"^\s+[0-9.]+ \|\**\s+[0-9]+$")


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read().splitlines()


def mask(line):
    line = re.sub(r"1\.0\.20(-ng[0-9]+)?", "VERSION", line)
    line = re.sub(r"[0-9]+(\.[0-9]+)?", "N", line)
    # A figure in a fixed-width field ("(%8.2f per second)") is padded
    # with as many spaces as it has fewer digits: after an opening bracket
    # they go with the figure.
    line = re.sub(r"([(\[]) +N", r"\1N", line)
    return re.sub(r" +", " ", line)


def masked_output(lines):
    out = []
    for line in lines:
        if HISTOGRAM_ROW.match(line):
            continue
        m = mask(line)
        if INTERMEDIATE.match(line) and out and out[-1] == m:
            continue
        out.append(m)
    return out


def grep_counts(lines):
    return {name: sum(1 for l in lines if rx.search(l)) for name, rx in GREPS}


def report(name, out_path, err_path, ref_path=None):
    problems = []
    out, err = read(out_path), read(err_path)
    if err:
        problems.append("stderr is not empty: %r" % err[0])
    ref = read(ref_path) if ref_path else None
    own = {mask(l) for l in ref} if ref else set()
    kv = 0
    for line in out:
        if re.search(r"\bMonitor\b|^\s+monitor: ", line):
            problems.append("a monitor line: %r" % line)
        if mask(line) in own or INTERMEDIATE.match(line) or UB_RUN.match(line):
            continue
        flat = re.sub(r"\s", "", line)
        if ":" not in flat:
            continue
        parts = flat.split(":")
        if len(parts) != 2:
            problems.append("not one key: value: %r" % line)
        kv += 1
    ours = grep_counts(out)
    if ref is not None:
        theirs = grep_counts(ref)
        for g, _ in GREPS:
            # Intermediate lines come as time allows: found or not, as in REF.
            if (ours[g] > 0) != (theirs[g] > 0) or (g != "tps" and ours[g] != theirs[g]):
                problems.append("%s: found %d times, 1.0.20's %d" % (g, ours[g], theirs[g]))
    elif any(l == "General statistics:" for l in out):
        for g in ("total time", "events", "latency"):
            if ours[g] == 0:
                problems.append("%s: not found in a report" % g)
    return problems, "%s; found %s" % (
        "one key: value a line" if kv else "no line of ours with a colon",
        ", ".join(g for g, _ in GREPS if ours[g]) or "nothing")


def same(name, ref_path, ours_path):
    a, b = masked_output(read(ref_path)), masked_output(read(ours_path))
    diff = list(difflib.unified_diff(a, b, "1.0.20", "ours", n=0, lineterm=""))
    return diff[2:], "the same as 1.0.20's, masked"


UB_RUN = re.compile(r"^Benchmark Run: (.+) - (.+)$")
UB_CPUS = re.compile(r"^(\d+) CPUs? in system; running (\d+) parallel cop(?:y|ies) of tests$")
UB_TEST = re.compile(r"^(\S.*?)\s+([0-9.]+) (\w+)\s+\(([0-9.]+) s, (\d+) samples\)$")
UB_TABLE = re.compile(r"^System Benchmarks Index Values\s+BASELINE\s+RESULT\s+INDEX$")
UB_ROW = re.compile(r"^(\S.*?)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)$")
UB_SCORE = re.compile(r"^System Benchmarks Index Score\s+([0-9.]+)$")


def unixbench(name, out_path):
    """Each run as UnixBench's parsers read it: (copies, tests, rows, score)."""
    problems, runs, cur, state = [], [], None, None
    for line in read(out_path):
        if UB_RUN.match(line):
            cur, state = {"tests": {}, "rows": {}, "score": None, "copies": None}, "cpus"
            runs.append(cur)
        elif state == "cpus":
            m = UB_CPUS.match(line)
            if not m:
                problems.append("no CPUs line after Benchmark Run: %r" % line)
                state = None
                continue
            cur["copies"], state = int(m.group(2)), "tests"
        elif state == "tests" and UB_TEST.match(line):
            m = UB_TEST.match(line)
            cur["tests"][m.group(1)] = (float(m.group(2)), m.group(3), int(m.group(5)))
        elif state == "tests" and UB_TABLE.match(line):
            state = "table"
        elif state == "table" and UB_SCORE.match(line):
            cur["score"], state = float(UB_SCORE.match(line).group(1)), None
        elif state == "table" and UB_ROW.match(line):
            m = UB_ROW.match(line)
            cur["rows"][m.group(1)] = tuple(float(m.group(k)) for k in (2, 3, 4))
    if not runs:
        problems.append("no Benchmark Run line")
    for r in runs:
        if not r["tests"] or r["score"] is None or set(r["tests"]) != set(r["rows"]):
            problems.append("a run without its tests, table or score: %r" % r)
            continue
        for t, (value, _, _) in r["tests"].items():
            if abs(r["rows"][t][1] - value) > 0.05:
                problems.append("%s: %r in the test line, %r in the table" % (t, value, r["rows"][t][1]))
    return problems, "; ".join("%s cop%s, %d tests, a score" % (
        r["copies"], "y" if r["copies"] == 1 else "ies", len(r["tests"])) for r in runs)


def headings(lines):
    """The reference's headings: its unindented lines with a colon (not
    the banner), as (first word, text before the colon)."""
    out = set()
    for line in lines:
        if line and not line[0].isspace() and ":" in line and not line.startswith("sysbench "):
            out.add((line.split()[0], line.split(":")[0]))
    return out


def helptext(name, headings_path, ours_path, ref_path=None):
    heads = headings(read(headings_path))
    words = {w for w, _ in heads}
    names = {t for _, t in heads} | {w for w in words if w[0].isupper()}
    ours = read(ours_path)
    ref = read(ref_path) if ref_path else []
    added = []
    for op, a1, a2, b1, b2 in difflib.SequenceMatcher(None, ref, ours, autojunk=False).get_opcodes():
        if op in ("insert", "replace"):
            added += ours[b1:b2]
    problems = []
    for line in added:
        first = line.split()[0] if line.split() else ""
        if line.startswith("sysbench ") and "(using " in line:
            continue   # the banner
        if first in words:
            problems.append("begins with %r, as a heading of the reference's: %r" % (first, line))
        for t in names:
            if t in line:
                problems.append("names the reference's heading %r: %r" % (t, line))
    return problems, "%d lines added, none like the reference's %d headings" % (len(added), len(heads))


def main(argv):
    modes = {"report": report, "same": same, "unixbench": unixbench, "help": helptext}
    if len(argv) < 3 or argv[1] not in modes:
        print(__doc__)
        return 2
    name = argv[2]
    problems, summary = modes[argv[1]](name, *argv[3:])
    if problems:
        for p in problems:
            print("%s: %s" % (name, p))
        return 1
    print("%s: ok, %s" % (name, summary))
    return 0


sys.exit(main(sys.argv))
