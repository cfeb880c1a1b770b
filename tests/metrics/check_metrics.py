#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_metrics.py [--gateway] RESULT.json METRICS: the series METRICS
holds (an openmetrics: or prometheus: file, or a Pushgateway's /metrics)
against those RESULT.json implies, written here from the result file's
schema (README) without sysbench's code: every series with its labels and
its value, nothing more and nothing less. With --gateway the samples also
carry job="sysbench" and instance=HOST, and the gateway's own metrics
(push_time_seconds, go_*, ...) are left out. Prints "METRICS: N series as
in RESULT.json", or each difference and exits 1. A figure of the result
file that this script does not know is a difference too, so a figure
added to sysbench must be added here."""
import calendar
import json
import re
import sys

# key of a final report (or a query type) -> (name after sysbench_ or
# sysbench_query_, kind); None: not exported (repeats another figure).
NAMES = {
    'time_total': ('elapsed_seconds', 'gauge'),
    'time_interval': ('interval_seconds', 'gauge'),
    'threads_running': ('threads_running', 'gauge'),
    'events': ('events_total', 'counter'),
    'reads': ('reads_total', 'counter'),
    'writes': ('writes_total', 'counter'),
    'other': ('other_operations_total', 'counter'),
    'errors': ('errors_total', 'counter'),
    'reconnects': ('reconnects_total', 'counter'),
    'bytes_read': ('read_bytes_total', 'counter'),
    'bytes_written': ('written_bytes_total', 'counter'),
    'events_per_sec': ('events_per_second', 'gauge'),
    'queue_length': ('queue_length', 'gauge'),
    'concurrency': ('concurrency', 'gauge'),
    'latency_min': ('latency_min_seconds', 'gauge'),
    'latency_avg': ('latency_avg_seconds', 'gauge'),
    'latency_max': ('latency_max_seconds', 'gauge'),
    'latency_percentiles': ('latency_percentile_seconds', 'percentiles'),
    'events_avg': ('thread_events_avg', 'gauge'),
    'events_stddev': ('thread_events_stddev', 'gauge'),
    'time_avg': ('thread_time_avg_seconds', 'gauge'),
    'time_stddev': ('thread_time_stddev_seconds', 'gauge'),
    'histogram': ('latency_seconds', 'histogram'),
    'latency_sum': None, 'latency_pct': None, 'latency_min_ns': None,
    'latency_max_ns': None, 'latency_sum_ns': None, 'forced_shutdown': None,
}


def parse(text):
    """{(name, frozenset(labels)): value text} of the samples."""
    out = {}
    lab = re.compile(r'\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?')
    for line in text.splitlines():
        if not line or line.startswith('#'):
            continue
        m = re.match(r'([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$', line)
        if not m:
            raise SystemExit('cannot read: %r' % line)
        labels, rest = {}, m.group(2) or ''
        while rest:
            lm = lab.match(rest)
            if not lm:
                raise SystemExit('cannot read the labels of: %r' % line)
            value = re.sub(r'\\(.)', lambda e: '\n' if e.group(1) == 'n' else e.group(1),
                           lm.group(2))
            labels[lm.group(1)] = value
            rest = rest[lm.end():]
        key = (m.group(1), frozenset(labels.items()))
        if key in out:
            raise SystemExit('twice: %r' % line)
        out[key] = m.group(3)
    return out


def buckets(hist):
    """Cumulative counts below 2^e ns (e = 7..40), then all."""
    out = []
    for e in range(7, 41):
        edge = 128 + (e - 7) * 64
        le = float(repr(2.0 ** e / 1e9))
        out.append((le, sum(c for i, c in hist if i < edge)))
    out.append((float('inf'), sum(c for _, c in hist)))
    return out


def figures(exp, prefix, rep, labels, errors, where):
    """The series of a report (or a query type's figures)."""
    for key, v in rep.items():
        if key == 'count':
            continue
        if key not in NAMES:
            errors.append('%s: figure %r unknown to check_metrics.py' % (where, key))
            continue
        if NAMES[key] is None:
            continue
        name, kind = NAMES[key]
        name = prefix + name
        if kind == 'percentiles':
            for rank, x in v.items():
                exp[(name, frozenset(labels | {('percentile', rank)}))] = x
        elif kind == 'histogram':
            for le, n in buckets(v):
                text = '+Inf' if le == float('inf') else le
                exp[(name + '_bucket', frozenset(labels | {('le', text)}))] = n
            exp[(name + '_sum', frozenset(labels))] = rep['latency_sum']
            exp[(name + '_count', frozenset(labels))] = sum(c for _, c in v)
        else:
            exp[(name, frozenset(labels))] = v


def expected(res):
    exp, errors = {}, []
    run = {('test', res['test'])}
    if res['hosts'] == 1:
        run.add(('host', res['environment']['hostname']))
        user = res['options'].get('metric-labels') or []
        for item in ([user] if isinstance(user, str) else user):
            k, v = item.split('=', 1)
            run.add((k, v))
    exp[('sysbench_run_info', frozenset(run | {('version', res['tool']['version'])}))] = 1
    exp[('sysbench_run_status', frozenset(run))] = res['status']
    exp[('sysbench_run_steps', frozenset(run))] = len(res['steps'])
    exp[('sysbench_hosts', frozenset(run))] = res['hosts']
    for s in res['steps']:
        labels = run | {('step', s['label']), ('threads', str(s['threads']))}
        exp[('sysbench_step_status', frozenset(labels))] = s['status']
        t = s['started']
        secs = calendar.timegm((int(t[0:4]), int(t[5:7]), int(t[8:10]), int(t[11:13]),
                                int(t[14:16]), int(t[17:19]), 0, 0, 0)) + int(t[20:23]) / 1000.0
        exp[('sysbench_step_started_timestamp_seconds', frozenset(labels))] = secs
        if s['final'] is not None:
            figures(exp, 'sysbench_', s['final'], labels, errors, s['label'])
        for qtype, q in (s.get('queries') or {}).items():
            ql = labels | {('type', qtype)}
            exp[('sysbench_queries_total', frozenset(ql))] = q['count']
            figures(exp, 'sysbench_query_', q, ql, errors, '%s %s' % (s['label'], qtype))
    # le labels compared as numbers
    return {(n, frozenset((k, v if k != 'le' or v == '+Inf' else float(v)) for k, v in l)): x
            for (n, l), x in exp.items()}, errors


def main():
    args = sys.argv[1:]
    gateway = args[0] == '--gateway'
    if gateway:
        args = args[1:]
    res = json.load(open(args[0]))
    got = parse(open(args[1]).read())
    exp, errors = expected(res)
    extra = {('job', 'sysbench'), ('instance', res['environment']['hostname'])}
    have = {}
    for (name, labels), v in got.items():
        if gateway:
            if not name.startswith('sysbench_'):
                continue
            if not extra <= labels:
                errors.append('without job and instance: %s %s' % (name, sorted(labels)))
            labels = labels - extra
        labels = frozenset((k, float(x) if k == 'le' and x != '+Inf' else x) for k, x in labels)
        have[(name, labels)] = v
    for key in sorted(set(exp) | set(have), key=str):
        if key not in have:
            errors.append('missing: %s %s' % (key[0], sorted(key[1], key=str)))
        elif key not in exp:
            errors.append('not in the result: %s %s' % (key[0], sorted(key[1], key=str)))
        elif float(have[key]) != float(exp[key]):
            errors.append('%s %s: %s, the result has %r' % (key[0], sorted(key[1], key=str),
                                                            have[key], exp[key]))
    for e in errors:
        print(e)
    if not errors:
        print('%s: %d series as in %s' % (args[1], len(have), args[0]))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
