#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_storage.py OUTPUT RESULTS.json: checks a storage scorecard's text
output against its result file. Each headline line must be the best of its
cell's measured runs (the highest MB/s, with that run's IOPS and mean
latency), the warm-up and every run must be steps with a start time, and
the summary must hold each cell's best, median and mean."""
import json
import re
import statistics
import sys

LINE = re.compile(r"^  (SEQ|RND) +(\d+)([KM])iB \(Q= *(\d+), T= *(\d+)\): +([\d.]+) MB/s "
                  r"\[ *([\d.]+) IOPS\] < *([\d.]+) us>  p99 +([\d.]+) us$")


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    text = open(sys.argv[1]).read().splitlines()
    doc = json.load(open(sys.argv[2]))
    steps = {s["label"]: s for s in doc["steps"]}
    for s in doc["steps"]:
        if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$", s.get("started", "")):
            fail("step %r has no start time" % s["label"])
    cells = {(c["name"], c["direction"]): c for c in doc["summary"]["cells"]}
    direction, checked = None, 0
    for line in text:
        if line in ("[Read]", "[Write]"):
            direction = line[1:-1].lower()
            continue
        m = LINE.match(line)
        if not m:
            continue
        kind, n, unit, q, t = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        name = "%s%s%s Q%sT%s" % (kind, n, unit, q, t)
        what = "%s %s" % (name, direction)
        if what + " warm-up" not in steps:
            fail("no warm-up step for " + what)
        runs = []
        k = 1
        while "%s run %d" % (what, k) in steps:
            final = steps["%s run %d" % (what, k)]["final"]
            key = "bytes_read" if direction == "read" else "bytes_written"
            ops = "reads" if direction == "read" else "writes"
            runs.append((final[key] / final["time_interval"] / 1e6,
                         final[ops] / final["time_interval"], final["latency_sum_ns"] //
                         max(final["events"], 1) / 1e3))   # whole ns, as the report's mean
            k += 1
        if len(runs) != doc["summary"]["runs"]:
            fail("%s: %d runs in the result file" % (what, len(runs)))
        best = max(runs, key=lambda r: r[0])
        shown = (m.group(6), m.group(7), m.group(8))
        want = ("%.3f" % best[0], "%.1f" % best[1], "%.2f" % best[2])
        # Within the printed rounding: a figure half-way between two
        # printed values may round either way in the Lua and here.
        if any(abs(float(a) - b) > 0.51 * 10 ** -d for a, b, d in zip(shown, best, (3, 1, 2))):
            fail("%s: headline %s, best run %s" % (what, shown, want))
        cell = cells[(name, direction)]
        if abs(cell["best"]["mb_per_sec"] - best[0]) > 1e-6 * best[0]:
            fail("%s: summary's best differs" % what)
        mbs = [r[0] for r in runs]
        if abs(cell["median"]["mb_per_sec"] - statistics.median(mbs)) > 1e-6 * max(mbs) or \
           abs(cell["mean"]["mb_per_sec"] - statistics.mean(mbs)) > 1e-6 * max(mbs):
            fail("%s: summary's median or mean differs" % what)
        checked += 1
    print("headlines: ok, %d cells, each the best of %d runs" % (checked, doc["summary"]["runs"]))


main()
