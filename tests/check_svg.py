#!/usr/bin/env python3
"""check_svg.py FILE.svg [RESULTS.json]: parses a sysbench-ng picture as
XML and prints, for each chart, its title, axis labels, tick labels and
series. With the result file it was drawn from, it also reads each plotted
point back through the axis ticks (pixel -> value) and checks it against
the figures in the file, the dashed ideal line included. Tick labels must be
plain numbers (an SI suffix allowed, no exponent); the series of a chart
must each have their own colour. An HTML page is checked for its table
(every header named; with the result file, every cell read back within 1%)
and the SVG inside it. Exits 1 on any problem."""
import json
import re
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

NS = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print("problem:", msg)
    sys.exit(1)


def texts(group, cls):
    return [t for t in group.iter(NS + "text") if cls in t.get("class", "").split()]


SUFFIX = {"": 1, "k": 1e3, "M": 1e6, "G": 1e9}
UNIT = {"ns": 1e-9, "\u00b5s": 1e-6, "ms": 1e-3, "s": 1}   # seconds per unit


def tick_value(text):
    m = re.fullmatch(r"(-?[0-9]+(?:\.[0-9]+)?)([kMG]?)", text)
    if not m:
        fail("tick label %r is not a plain number" % text)
    return float(m.group(1)) * SUFFIX[m.group(2)]


def label_unit(label):
    """Seconds per unit of a latency label such as "latency (ms)"."""
    m = re.search(r"\((.*)\)$", label)
    if not m or m.group(1) not in UNIT:
        fail("no time unit in %r" % label)
    return UNIT[m.group(1)]


def axis_map(ticks, attr):
    """Linear pixel -> value map from two tick labels."""
    pts = [(float(t.get(attr)), tick_value(t.text)) for t in ticks]
    (p0, v0), (p1, v1) = pts[0], pts[-1]
    if p0 == p1:
        fail("ticks at one position")
    return lambda p: v0 + (p - p0) * (v1 - v0) / (p1 - p0)


def points(poly):
    return [tuple(map(float, p.split(","))) for p in poly.get("points").split()]


def check_chart(g, results):
    gid = g.get("id")
    title = texts(g, "title")[0].text
    xl = texts(g, "axis-label")[0].text
    yl = [t.text for t in texts(g, "axis-label") if "y" in t.get("class").split()][0]
    xt, yt = texts(g, "x"), texts(g, "y")
    xt = [t for t in xt if "tick" in t.get("class").split()]
    yt = [t for t in yt if "tick" in t.get("class").split()]
    series = [p for p in g.iter(NS + "polyline") if p.get("class") == "series"]
    ideal = [p for p in g.iter(NS + "polyline") if p.get("class") == "ideal"]
    colours = len(set(p.get("stroke") for p in series))
    print("%s: %s | x: %s [%s] | y: %s [%s] | %d series of %s point(s)%s%s" % (
        gid, title, xl, " ".join(t.text for t in xt), yl, " ".join(t.text for t in yt),
        len(series), ",".join(str(len(points(s))) for s in series),
        " | ideal" if ideal else "", " | knee" if texts(g, "knee-label") else ""))
    if colours != len(series):
        fail("%s: %d series in %d colour(s)" % (gid, len(series), colours))
    frame = [r for r in g.iter(NS + "rect") if r.get("fill") == "none"][0]
    x0, y0 = float(frame.get("x")), float(frame.get("y"))
    x1, y1 = x0 + float(frame.get("width")), y0 + float(frame.get("height"))
    for s in series + ideal:
        for x, y in points(s):
            if not (x0 - 0.1 <= x <= x1 + 0.1 and y0 - 0.1 <= y <= y1 + 0.1):
                fail("%s: point %r outside the plot" % (gid, (x, y)))
    if results is None:
        return
    to_y = axis_map(yt, "y")
    steps = [s for s in results["steps"] if s["final"]]
    if gid == "scaling":
        want = [s["final"]["events_per_sec"] for s in steps]
        got = [to_y(y + 4) for _, y in points(series[0])]   # labels sit 4 px low
        xs = {float(t.text): float(t.get("x")) for t in xt}
        for s, (x, _) in zip(steps, points(series[0])):
            if s["threads"] in xs and abs(xs[s["threads"]] - x) > 0.1:
                fail("scaling: %d threads not at its tick" % s["threads"])
        if ideal:   # the first step's events/s times the threads ratio
            first = steps[0]
            want += [first["final"]["events_per_sec"] * s["threads"] / first["threads"]
                     for s in steps]
            got += [to_y(y + 4) for _, y in points(ideal[0])]
    else:
        unit = label_unit(yl) if gid == "latency" else None
        want, got = [], []
        for s, poly in zip(results["steps"], series):
            for rep, (_, y) in zip(s["intermediate"], points(poly)):
                want.append(rep["latency_pct"] / unit if unit else rep["events_per_sec"])
                got.append(to_y(y + 4))
    top = tick_value(yt[-1].text)
    for w, v in zip(want, got):
        if abs(w - v) > 0.005 * top:
            fail("%s: plotted %g for %g" % (gid, v, w))
    print("%s: %d point(s) read back within 0.5%% of the axis" % (gid, len(want)))


def check_table(rows, results):
    """Every header named; with the result file, each figure read back from
    its cell within 1% (and never a zero for a value that is not)."""
    head = rows[0]
    print("header: " + " | ".join(head))
    if not all(h.strip() for h in head):
        fail("a table header is empty")
    if results is None:
        return
    for row, step in zip(rows[1:], [s for s in results["steps"] if s["final"]]):
        fin = step["final"]
        for h, cell in zip(head, row):
            if h == "events/s":
                want = fin["events_per_sec"]
            elif h.startswith("avg"):
                want = fin["latency_avg"] / label_unit(h)
            elif re.fullmatch(r"[0-9.]+th \(.*\)", h):
                want = fin["latency_percentiles"][h.split("th")[0]] / label_unit(h)
            else:
                continue
            got = float(cell)
            if abs(got - want) > 0.01 * want or (want > 0 and got == 0):
                fail("table: %s of %d threads reads %s for %g" % (h, step["threads"], cell, want))
    print("table: %d row(s) read back within 1%%" % (len(rows) - 1))


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = []      # the table's rows, as lists of cell texts
        self.cell = None
        self.svg = 0

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = ""
        self.svg += tag == "svg"

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.rows[-1].append(self.cell)
            self.cell = None

    def svg_text(self, data):
        start = data.index("<svg")
        return data[start:data.index("</svg>") + 6]


def main():
    name = sys.argv[1]
    results = json.load(open(sys.argv[2])) if len(sys.argv) > 2 else None
    data = open(name, encoding="utf-8").read()
    if name.endswith(".html"):
        page = Page()
        page.feed(data)
        if not data.startswith("<!DOCTYPE html>") or page.svg != 1:
            fail("not a page with one svg")
        print("html: %d table row(s), 1 svg" % len(page.rows))
        check_table(page.rows, results)
        data = page.svg_text(data)
    root = ET.fromstring(data.encode("utf-8"))
    if root.tag != NS + "svg":
        fail("root is %s" % root.tag)
    print("svg %sx%s, title: %s" % (root.get("width"), root.get("height"),
                                   root.find(NS + "title").text))
    for g in root.iter(NS + "g"):
        check_chart(g, results)


if __name__ == "__main__":
    main()
