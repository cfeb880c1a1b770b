#!/usr/bin/env python3
"""check_svg.py FILE.svg [RESULTS.json]: parses a sysbench-ng picture as
XML and prints, for each chart, its title, axis labels, tick labels and
series. With the result file it was drawn from, it also reads each plotted
point back through the axis ticks (pixel -> value) and checks it against
the figures in the file. An HTML page is checked for its table and the SVG
inside it. Exits 1 on any problem."""
import json
import math
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

NS = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print("problem:", msg)
    sys.exit(1)


def texts(group, cls):
    return [t for t in group.iter(NS + "text") if cls in t.get("class", "").split()]


def axis_map(ticks, attr):
    """Linear pixel -> value map from two tick labels."""
    pts = [(float(t.get(attr)), float(t.text)) for t in ticks]
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
    print("%s: %s | x: %s [%s] | y: %s [%s] | %d series of %s point(s)%s" % (
        gid, title, xl, " ".join(t.text for t in xt), yl, " ".join(t.text for t in yt),
        len(series), ",".join(str(len(points(s))) for s in series),
        " | knee" if texts(g, "knee-label") else ""))
    frame = [r for r in g.iter(NS + "rect") if r.get("fill") == "none"][0]
    x0, y0 = float(frame.get("x")), float(frame.get("y"))
    x1, y1 = x0 + float(frame.get("width")), y0 + float(frame.get("height"))
    for s in series:
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
            if abs(xs[s["threads"]] - x) > 0.1:
                fail("scaling: %d threads not at its tick" % s["threads"])
    else:
        key = "events_per_sec" if gid == "throughput" else None
        want, got = [], []
        for s, poly in zip(results["steps"], series):
            for rep, (_, y) in zip(s["intermediate"], points(poly)):
                want.append(rep[key] if key else rep["latency_pct"] * 1000)
                got.append(to_y(y + 4))
    top = float(yt[-1].text)
    for w, v in zip(want, got):
        if abs(w - v) > 0.005 * top:
            fail("%s: plotted %g for %g" % (gid, v, w))
    print("%s: %d point(s) read back within 0.5%% of the axis" % (gid, len(want)))


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = 0
        self.svg = 0
        self.stack = []

    def handle_starttag(self, tag, attrs):
        self.rows += tag == "tr"
        self.svg += tag == "svg"

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
        print("html: %d table row(s), 1 svg" % page.rows)
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
