#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_results.py FILE...: validates sysbench-ng result files (schema
"sysbench-ng-results", versions 1 and 2) independently of the C reader: types and
presence of every field, internal consistency (rates, averages, histogram
totals) and every stored percentile recomputed from the histogram with the
bucket layout as the file's histogram_layout describes it. Prints one "ok"
line per file, or the problems found, and exits 1 on any problem."""
import json
import math
import re
import sys

COUNTS = ["threads_running", "events", "reads", "writes", "other", "errors",
          "reconnects", "bytes_read", "bytes_written", "queue_length", "concurrency",
          "latency_sum_ns"]
CUMULATIVE = ["latency_min", "latency_max", "latency_min_ns", "latency_max_ns",
              "events_avg", "events_stddev", "time_avg", "time_stddev"]


def bucket_value(i):
    """Representative (midpoint) of bucket i, layout version 1."""
    if i < 128:
        return i
    if i >= 128 + 33 * 64:
        return 1 << 40
    k = i - 128
    e = 7 + (k >> 6)
    low = (64 + (k & 63)) << (e - 6)
    width = 1 << (e - 6)
    return low + (width - 1) // 2


def percentile(hist, rank):
    """Nearest rank: the first bucket whose running count reaches n*rank/100."""
    n = sum(c for _, c in hist)
    if n == 0:
        return 0
    target = n * rank / 100 * (1 - 1e-12)
    run = 0
    for i, c in hist:
        run += c
        if run >= target:
            return bucket_value(i)
    return bucket_value(hist[-1][0])


class Checker:
    def __init__(self, name):
        self.name = name
        self.problems = []

    def fail(self, where, what):
        self.problems.append("%s: %s: %s" % (self.name, where, what))

    def typed(self, obj, key, types, where):
        if not isinstance(obj, dict) or key not in obj:
            self.fail(where, "missing %r" % key)
            return None
        v = obj[key]
        if isinstance(v, bool) and bool not in types:
            self.fail(where, "%r is a boolean" % key)
            return None
        if not isinstance(v, types):
            self.fail(where, "%r has type %s" % (key, type(v).__name__))
            return None
        return v

    def count(self, obj, key, where):
        v = self.typed(obj, key, (int,), where)
        if v is not None and v < 0:
            self.fail(where, "%r is negative" % key)
        return v

    def number(self, obj, key, where):
        v = self.typed(obj, key, (int, float), where)
        if v is not None and (v < 0 or not math.isfinite(v)):
            self.fail(where, "%r is %r" % (key, v))
        return v

    def report(self, rep, ranks, cumulative, where, slack=0):
        if not isinstance(rep, dict):
            self.fail(where, "not an object")
            return
        start = len(self.problems)
        for key in ["time_total", "time_interval", "events_per_sec", "latency_avg",
                    "latency_sum", "latency_pct"]:
            self.number(rep, key, where)
        for key in COUNTS:
            self.count(rep, key, where)
        for key in CUMULATIVE:
            if cumulative:
                self.number(rep, key, where)
            elif key in rep:
                self.fail(where, "an intermediate report has %r" % key)
        if len(self.problems) > start:
            return
        ti = rep["time_interval"]
        if ti > 0 and not math.isclose(rep["events_per_sec"], rep["events"] / ti, rel_tol=1e-9):
            self.fail(where, "events_per_sec is not events / time_interval")
        avg = (rep["latency_sum_ns"] // rep["events"]) / 1e9 if rep["events"] else 0
        if not math.isclose(rep["latency_avg"], avg, rel_tol=1e-12, abs_tol=1e-15):
            self.fail(where, "latency_avg is not latency_sum_ns / events")
        hist = self.typed(rep, "histogram", (list,), where)
        if hist is None:
            return
        last = -1
        for pair in hist:
            if (not isinstance(pair, list) or len(pair) != 2 or
                    not all(isinstance(x, int) and not isinstance(x, bool) for x in pair) or
                    not last < pair[0] < 2241 or pair[1] <= 0):
                self.fail(where, "bad histogram entry %r" % (pair,))
                return
            last = pair[0]
        if abs(sum(c for _, c in hist) - rep["events"]) > slack:
            self.fail(where, "histogram counts do not add up to events")
        pcts = self.typed(rep, "latency_percentiles", (dict,), where)
        if pcts is None:
            return
        keys = ["%g" % r for r in ranks]
        if sorted(pcts) != sorted(keys):
            self.fail(where, "percentile keys %s, expected %s" % (sorted(pcts), keys))
            return
        for rank, key in zip(ranks, keys):
            v = percentile(hist, rank) / 1e9
            if cumulative:
                v = min(max(v, rep["latency_min_ns"] / 1e9), rep["latency_max_ns"] / 1e9)
            if pcts[key] != v:
                self.fail(where, "%sth percentile %r, the histogram gives %r"
                          % (key, pcts[key], v))
        if ranks and rep["latency_pct"] != pcts[keys[0]]:
            self.fail(where, "latency_pct is not the first percentile")
        if cumulative and rep["events"] and not (
                rep["latency_min_ns"] <= rep["latency_max_ns"]):
            self.fail(where, "latency_min_ns above latency_max_ns")

    def queries(self, queries, ranks, where):
        """A database step's query types: each one's count and latencies,
        exactly consistent with its histogram (taken after the workers)."""
        if not isinstance(queries, dict) or sorted(queries) != ["other", "read", "write"]:
            self.fail(where, "not an object of read, write and other")
            return
        for kind, q in queries.items():
            w = "%s.%s" % (where, kind)
            start = len(self.problems)
            self.count(q, "count", w)
            for key in ["latency_min_ns", "latency_max_ns", "latency_sum_ns"]:
                self.count(q, key, w)
            for key in ["latency_min", "latency_avg", "latency_max", "latency_sum",
                        "latency_pct"]:
                self.number(q, key, w)
            hist = self.typed(q, "histogram", (list,), w)
            pcts = self.typed(q, "latency_percentiles", (dict,), w)
            if len(self.problems) > start:
                continue
            n = q["count"]
            if sum(c for _, c in hist) != n:
                self.fail(w, "histogram counts do not add up to count")
            avg = (q["latency_sum_ns"] // n) / 1e9 if n else 0
            for key, v in [("latency_avg", avg), ("latency_min", q["latency_min_ns"] / 1e9),
                           ("latency_max", q["latency_max_ns"] / 1e9),
                           ("latency_sum", q["latency_sum_ns"] / 1e9)]:
                if not math.isclose(q[key], v, rel_tol=1e-12, abs_tol=1e-15):
                    self.fail(w, "%s is not %r" % (key, v))
            if n and not q["latency_min_ns"] <= q["latency_sum_ns"] // n <= q["latency_max_ns"]:
                self.fail(w, "latencies are not min <= avg <= max")
            keys = ["%g" % r for r in ranks]
            if sorted(pcts) != sorted(keys):
                self.fail(w, "percentile keys %s, expected %s" % (sorted(pcts), keys))
                continue
            for rank, key in zip(ranks, keys):
                v = min(max(percentile(hist, rank) / 1e9, q["latency_min_ns"] / 1e9),
                        q["latency_max_ns"] / 1e9)
                if pcts[key] != v:
                    self.fail(w, "%sth percentile %r, the histogram gives %r" % (key, pcts[key], v))

    def environment(self, env):
        if not env:   # written without --output: not collected
            return
        self.typed(env, "hostname", (str,), "environment")
        kernel = self.typed(env, "kernel", (dict,), "environment")
        for key in ["sysname", "release", "version", "machine"]:
            self.typed(kernel, key, (str,), "environment.kernel")
        cpu = self.typed(env, "cpu", (dict,), "environment")
        self.count(cpu, "online", "environment.cpu")
        self.count(env, "memory_bytes", "environment")
        fs = self.typed(env, "filesystem", (dict,), "environment")
        for key in ["path", "type", "mount_point", "device", "mount_options"]:
            self.typed(fs, key, (str,), "environment.filesystem")

    def run(self, doc):
        if not isinstance(doc, dict) or doc.get("schema") != "sysbench-ng-results":
            self.fail("document", "not a sysbench-ng result file")
            return
        version = doc.get("schema_version")
        if version not in (1, 2):
            self.fail("document", "schema_version is not 1 or 2")
            return
        tool = self.typed(doc, "tool", (dict,), "document")
        if tool is not None and tool.get("name") != "sysbench-ng":
            self.fail("tool", "name is not sysbench-ng")
        for key in ["version", "luajit"]:
            self.typed(tool, key, (str,), "tool")
        created = self.typed(doc, "created", (str,), "document")
        if created and not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", created):
            self.fail("document", "created is not ISO 8601 UTC")
        self.typed(doc, "test", (str,), "document")
        if doc.get("command") != "run":
            self.fail("document", "command is not run")
        status = self.count(doc, "status", "document")
        hosts = self.count(doc, "hosts", "document")
        ranks = self.typed(doc, "percentiles", (list,), "document") or []
        if not all(isinstance(r, (int, float)) and 0 < r <= 100 for r in ranks):
            self.fail("percentiles", "ranks must lie in (0, 100]")
        layout = self.typed(doc, "histogram_layout", (dict,), "document")
        if layout and (layout.get("version") != 1 or layout.get("unit") != "ns" or
                       layout.get("buckets") != 2241):
            self.fail("histogram_layout", "not layout version 1 (ns, 2241 buckets)")
        options = self.typed(doc, "options", (dict,), "document") or {}
        for name, v in options.items():
            if not (v is None or isinstance(v, str) or
                    (isinstance(v, list) and all(isinstance(x, str) for x in v))):
                self.fail("options", "%r is not a string, null or list of strings" % name)
        for name in ["threads", "events", "time", "percentile", "output"]:
            if name not in options:
                self.fail("options", "missing %r" % name)
        env = self.typed(doc, "environment", (dict,), "document")
        if env is not None:
            self.environment(env)
        merged = doc.get("merged_from")
        if merged is not None:
            if not isinstance(merged, list) or len(merged) != hosts:
                self.fail("merged_from", "not a list of one origin per host")
            for i, origin in enumerate(merged if isinstance(merged, list) else []):
                for key in ["file", "created", "version"]:
                    self.typed(origin, key, (str,), "merged_from[%d]" % i)
                self.typed(origin, "environment", (dict,), "merged_from[%d]" % i)
        elif hosts != 1:
            self.fail("document", "hosts is %r without merged_from" % hosts)
        steps = self.typed(doc, "steps", (list,), "document") or []
        if not steps:
            self.fail("steps", "no step")
        prev = 0
        nreports = 0
        labels = set()
        for i, step in enumerate(steps):
            where = "steps[%d]" % i
            threads = self.count(step, "threads", where)
            self.count(step, "status", where)
            label = None
            if version >= 2:
                # Version 2: every step is labelled and lists the options
                # that differ from the run's own.
                label = step.get("label") if isinstance(step, dict) else None
                if not isinstance(label, str) or not label:
                    self.fail(where, "label is not a non-empty string")
                elif label in labels:
                    self.fail(where, "label %r is not unique" % label)
                labels.add(label)
                self.typed(step, "facts", (dict,), where)
                opts = self.typed(step, "options", (dict,), where) or {}
                for name, v in opts.items():
                    if not (v is None or isinstance(v, str) or
                            (isinstance(v, list) and all(isinstance(x, str) for x in v))):
                        self.fail(where, "option %r is not a string, null or list" % name)
                if isinstance(label, str) and label.startswith("threads=") and (
                        label != "threads=%s" % threads or opts.get("threads") != str(threads)):
                    self.fail(where, "label, options and threads disagree")
            # A threads sweep's steps (all of a version-1 file's) go up.
            sweep = label is None or label.startswith("threads=")
            if sweep and threads is not None and threads <= prev:
                self.fail(where, "threads do not increase")
            prev = threads if sweep and threads else prev
            final = step.get("final") if isinstance(step, dict) else None
            # Reports taken while workers run read the event counter and the
            # histogram a moment apart: events in between are in one and not
            # yet in the other. Only a final report whose baseline was taken
            # before any event (no checkpoint, no warmup) must agree exactly;
            # the others by 5% of their events (the reporter preempted for
            # 50 ms of a one-second interval on a loaded machine).
            racy = bool(step.get("checkpoints")) or options.get("warmup-time", "0") != "0"
            slack = lambda rep: int(0.05 * rep.get("events", 0)) + 10 * (threads or 1)
            if final is not None:
                self.report(final, ranks, True, where + ".final",
                            slack(final) if racy else 0)
                nreports += 1
            elif status == 0:
                self.fail(where, "no final report in a successful run")
            if isinstance(step, dict) and "queries" in step:
                self.queries(step["queries"], ranks, where + ".queries")
            for kind, cumul in [("checkpoints", True), ("intermediate", False)]:
                reps = self.typed(step, kind, (list,), where) or []
                for k, rep in enumerate(reps):
                    self.report(rep, ranks, cumul, "%s.%s[%d]" % (where, kind, k), slack(rep))
                nreports += len(reps)
        return len(steps), nreports


def main():
    bad = False
    for name in sys.argv[1:]:
        c = Checker(name)
        try:
            with open(name) as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            print("%s: %s" % (name, e))
            bad = True
            continue
        counts = c.run(doc)
        if c.problems:
            print("\n".join(c.problems))
            bad = True
        else:
            print("%s: ok, %d step(s), %d report(s)" % (name, counts[0], counts[1]))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
