# SPDX-License-Identifier: GPL-2.0-or-later
"""runs_data.py: result files of --runs, for tests/run/runs.t.

  check FILE: each "statistics" figure of FILE against its steps' own
    figures, computed here with Python's statistics module, Student's t
    from a table and the modified z-score; prints what differs, or "ok".
  make TEMPLATE OUT EVENTS...: OUT is TEMPLATE's first step repeated, one
    run per EVENTS, each of 1 s with events of exactly 1 ms.
  picture SVG FILE: the runs chart of SVG read back through its y ticks:
    each thread count's points, mean and interval band against FILE's
    steps' events/s (statistics computed here), within 0.5% of the axis.
"""
import json
import math
import re
import statistics
import sys

T95 = {1: 12.7062047, 2: 4.3026527, 3: 3.1824463, 4: 2.7764451, 5: 2.5705818,
       6: 2.4469119, 7: 2.3646243, 8: 2.3060041, 9: 2.2621572}


def step_figures(step):
    f = step["final"]
    out = {"events_per_sec": f["events"] / f["time_interval"],
           "latency_avg_ms": f["latency_avg"] * 1000}
    for rank, v in f["latency_percentiles"].items():
        out["latency_p%s_ms" % rank] = v * 1000
    if f["bytes_read"] or f["bytes_written"]:
        # a copy's bytes ("bytes_once") are counted once, as written
        moved = f["bytes_written"] + (0 if step.get("bytes_once") else f["bytes_read"])
        out["mib_per_sec"] = moved / f["time_interval"] / 1048576
    return out


def interval(x, t):
    """The 95% interval of x's mean with Student's t: its low end stops at
    0 when no value is below it (a rate, a latency)."""
    mean = statistics.mean(x)
    half = t * statistics.stdev(x) / math.sqrt(len(x))
    return max(mean - half, 0) if min(x) >= 0 else mean - half, mean + half


def close(a, b, rel=1e-9):
    return abs(a - b) <= rel * abs(b) + 1e-12


def check(path):
    d = json.load(open(path))
    bad = []
    for group in d["statistics"]:
        steps = [s for s in d["steps"] if s["label"].startswith(group["label"] + " run=")]
        if len(steps) != group["runs"]:
            bad.append("%s: %d runs, %d steps" % (group["label"], group["runs"], len(steps)))
        for key, got in group["figures"].items():
            x = [step_figures(s)[key] for s in steps]
            n = len(x)
            mean, sd = statistics.mean(x), statistics.stdev(x)
            half = T95[n - 1] * sd / math.sqrt(n)
            med = statistics.median(x)
            mad = max(statistics.median([abs(v - med) for v in x]), 0.01 * abs(med))
            # outliers are looked for from 5 runs on (docs/repeats.md)
            outliers = [i + 1 for i, v in enumerate(x)
                        if n >= 5 and mad and 0.6745 * abs(v - med) / mad > 3.5]
            want = {"mean": mean, "median": med, "stddev": sd, "min": min(x), "max": max(x),
                    "cv": sd / abs(mean) if mean else 0}
            for name, value in want.items():
                if not close(got[name], value):
                    bad.append("%s %s %s: %r, not %r" % (group["label"], key, name, got[name], value))
            # the table's t has 8 digits
            lo, hi = got["ci95"]
            want_lo, _ = interval(x, T95[n - 1])
            # lo against mean - half as a distance from the mean, unless cut at 0
            if not (close(hi - mean, half, 1e-7) and
                    (close(mean - lo, half, 1e-7) if want_lo > 0 else lo == 0)):
                bad.append("%s %s ci95: %r" % (group["label"], key, got["ci95"]))
            if not all(close(a, b) for a, b in zip(got["values"], x)) or len(got["values"]) != n:
                bad.append("%s %s values: %r, not %r" % (group["label"], key, got["values"], x))
            if got["outliers"] != outliers:
                bad.append("%s %s outliers: %r, not %r" % (group["label"], key, got["outliers"], outliers))
    print("\n".join(bad) if bad else "ok")


def make(template, out, events):
    d = json.load(open(template))
    steps = []
    for k, ev in enumerate(int(e) for e in events):
        s = json.loads(json.dumps(d["steps"][0]))
        s["label"] = "threads=1 run=%d" % (k + 1)
        s["final"].update(events=ev, time_total=1.0, time_interval=1.0, events_per_sec=ev,
                          latency_sum=ev * 0.001, latency_sum_ns=ev * 1000000,
                          latency_avg=0.001, latency_min=0.001, latency_max=0.001,
                          latency_min_ns=1000000, latency_max_ns=1000000, latency_pct=0.001,
                          latency_percentiles={"95": 0.001}, events_avg=ev,
                          time_avg=ev * 0.001, histogram=[])
        steps.append(s)
    d["steps"] = steps
    d.pop("statistics", None)
    with open(out, "w") as f:
        json.dump(d, f, indent=1)


def picture(svg, path):
    text = open(svg, encoding="utf-8").read()
    m = re.search(r'<g id="runs">(.*?)</g>', text, re.S)
    if not m:
        print("no runs chart")
        return
    g = m.group(1)
    ticks = [(float(y), float(v)) for y, v in
             re.findall(r'<text class="tick y" x="[^"]*" y="([^"]*)"[^>]*>([0-9.]+)<', g)]
    (ya, va), (yb, vb) = ticks[0], ticks[-1]
    value = lambda y: va + (y + 4 - ya) * (vb - va) / (yb - ya)   # labels sit 4 px low
    span = abs(vb - va)
    runs = {}
    for st in json.load(open(path))["steps"]:
        if st["kind"] == "repeat" and st["final"]:
            runs.setdefault(st["threads"], []).append(step_figures(st)["events_per_sec"])
    points = [value(float(y)) for y in re.findall(r'<circle class="run[^"]*" cx="[^"]*" cy="([^"]*)"', g)]
    means = [value(float(y)) for y in re.findall(r'<line class="mean" x1="[^"]*" y1="([^"]*)"', g)]
    bands = [(value(float(y) + float(h)), value(float(y))) for y, h in
             re.findall(r'<rect class="interval" x="[^"]*" y="([^"]*)" width="[^"]*" height="([^"]*)"', g)]
    bad, k = [], 0
    for i, (threads, v) in enumerate(sorted(runs.items())):
        n = len(v)
        mean = statistics.mean(v)
        want_lo, want_hi = interval(v, T95[n - 1])
        if abs(means[i] - mean) > 0.005 * span:
            bad.append("threads=%d: mean drawn at %.1f, not %.1f" % (threads, means[i], mean))
        lo, hi = bands[i]
        if abs(lo - want_lo) > 0.005 * span or abs(hi - want_hi) > 0.005 * span:
            bad.append("threads=%d: band %.1f-%.1f, not %.1f-%.1f" % (threads, lo, hi, want_lo, want_hi))
        for x in v:
            if abs(points[k] - x) > 0.005 * span:
                bad.append("threads=%d: a run drawn at %.1f, not %.1f" % (threads, points[k], x))
            k += 1
    print("\n".join(bad) if bad else "%d thread count(s), %d run(s): points, means and bands within 0.5%% of the axis" % (len(runs), k))


if __name__ == "__main__":
    if sys.argv[1] == "check":
        check(sys.argv[2])
    elif sys.argv[1] == "picture":
        picture(sys.argv[2], sys.argv[3])
    else:
        make(sys.argv[2], sys.argv[3], sys.argv[4:])
