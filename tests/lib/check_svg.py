#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_svg.py FILE.svg [RESULTS.json]: parses a sysbench-ng picture as
XML and prints, for each chart, its title, axis labels, tick labels and
series. With the result file it was drawn from, it also reads each plotted
point back through the axis ticks (pixel -> value) and checks it against
the figures in the file, the dashed ideal line included. Tick labels must be
plain numbers (an SI suffix allowed, no exponent); the series of a chart
must each have their own colour. An HTML page is checked for its table
(every header named; with the result file, every cell read back within 1%)
and the SVG inside it. A picture of tables (a run that is not a threads
sweep: its steps by label, the storage scorecard, the unixbench index) is
checked for its bars (each as long as its figure says) and, with the
result file, its figures; a page's tables against the picture's. Exits 1
on any problem."""
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


def lab(colour):
    """CIE L*a*b* (D65) of an sRGB colour "#rrggbb"."""
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


MIN_NEIGHBOUR_DE = 15   # CIE76 distance between the colours of neighbouring steps


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
    strokes = [lab(p.get("stroke")) for p in series]
    for i in range(1, len(strokes)):
        d = sum((a - b) ** 2 for a, b in zip(strokes[i - 1], strokes[i])) ** 0.5
        if d < MIN_NEIGHBOUR_DE:
            fail("%s: series %d and %d look alike (colour distance %.1f, less than %d)" % (
                gid, i, i + 1, d, MIN_NEIGHBOUR_DE))
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
        if ideal:   # the first step's events/s times the threads ratio, cut at the top
            first, drawn = steps[0], points(ideal[0])
            ideal_want = [first["final"]["events_per_sec"] * s["threads"] / first["threads"]
                          for s in steps]
            for (x, y), (sx, _), w in zip(drawn, points(series[0]), ideal_want):
                if abs(x - sx) < 0.1:
                    want.append(w)
                    got.append(to_y(y + 4))
                elif abs(y - y0) > 0.1 or w <= tick_value(yt[-1].text):
                    fail("scaling: the ideal line ends at %r, not where it leaves the plot" % ((x, y),))
            if len(drawn) < len(steps) and abs(drawn[-1][1] - y0) > 0.1:
                fail("scaling: the ideal line is cut inside the plot")
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


BAR_COLUMN = {"steps": "events/s", "storage": "MB/s", "unixbench": "INDEX"}
ELLIPSIS = "\u2026"


def picture_tables(g):
    """The tables of a picture: for each, its title (or None), its head and
    its rows, each a list of cell texts and the width of its bar (or None)."""
    titles = [t.text for t in texts(g, "table-title")]
    tables = []
    for t in g.iter(NS + "g"):
        if t.get("class") != "table":
            continue
        head = [x.text or "" for x in t.findall(NS + "text")]
        rows = []
        for r in t.findall(NS + "g"):
            bar = r.find(NS + "rect")
            rows.append(([x.text or "" for x in r.findall(NS + "text")],
                         float(bar.get("width")) if bar is not None else None))
        tables.append([None, head, rows])
    if len(titles) == len(tables):
        for t, title in zip(tables, titles):
            t[0] = title
    return tables


def near(text, want, decimals):
    """Whether a cell printed with decimals holds want."""
    try:
        return abs(float(text) - want) <= 0.6 * 10 ** -decimals
    except ValueError:
        return False


def check_picture_data(gid, tables, results):
    """Each table's figures against the result file; returns the rows checked."""
    checked = 0
    if gid == "steps":
        rows = tables[0][2]
        col = tables[0][1].index("events/s")
        for (cells, _), step in zip(rows, results["steps"]):
            label = cells[0].rstrip(ELLIPSIS)
            if not (step["label"] or "-").startswith(label):
                fail("steps: row %r is not step %r" % (cells[0], step["label"]))
            if step["final"] and not near(cells[col], step["final"]["events_per_sec"], 2):
                fail("steps: %s: events/s %s for %g" % (step["label"], cells[col],
                                                         step["final"]["events_per_sec"]))
            checked += 1
    elif gid == "storage":
        cells_of = {(c["name"], c["direction"]): c for c in results["summary"]["cells"]}
        keys = [("MB/s", "mb_per_sec", 3), ("IOPS", "iops", 1)]
        for title, head, rows in tables:
            for cells, _ in rows:
                best = cells_of[(cells[0], title.lower())]["best"]
                for name, key, dec in keys:
                    if not near(cells[head.index(name)], best[key], dec):
                        fail("storage: %s %s: %s %s for %g" % (cells[0], title, name,
                                                              cells[head.index(name)], best[key]))
                checked += 1
    elif gid == "unixbench":
        facts = [s["facts"]["unixbench"] for s in results["steps"] if "unixbench" in s["facts"]]
        for title, head, rows in tables:
            copies = int(title.split()[0])
            for cells, _ in rows:
                if cells[0].startswith("System Benchmarks Index Score"):
                    want = [f["score"] for f in facts if f["copies"] == copies and "score" in f][0]
                else:
                    want = [f["index"] for f in facts if f["copies"] == copies and
                            f["test"] == cells[0] and "index" in f][0]
                if not near(cells[3], want, 1):
                    fail("unixbench: %s (%d copies): index %s for %g" % (cells[0], copies,
                                                                       cells[3], want))
                checked += 1
    return checked


def check_picture(g, results):
    """A picture of tables: every bar as long as its number says (against
    the longest), the cells against the result file. Returns its tables."""
    gid = g.get("id")
    tables = picture_tables(g)
    notes = texts(g, "note")
    print("%s: %s | %d table(s): %s | %d note line(s)" % (
        gid, texts(g, "title")[0].text, len(tables),
        ", ".join("%s%d row(s)" % (t[0] + " " if t[0] else "", len(t[2])) for t in tables),
        len(notes)))
    bars = []
    for _, head, rows in tables:
        col = head.index(BAR_COLUMN[gid])
        for cells, width in rows:
            try:
                v = float(cells[col])
            except ValueError:
                v = 0
            if width is None and v > 0:
                fail("%s: %s has no bar" % (gid, cells[0]))
            if width is not None:
                bars.append((v, width, cells[0]))
    if bars:
        vmax, wmax, _ = max(bars)
        for v, w, name in bars:
            if abs(w - wmax * v / vmax) > 0.6:
                fail("%s: the bar of %s is %.1f px long for %g (%.1f px for %g)" % (
                    gid, name, w, v, wmax, vmax))
    line = "%s: %d bar(s) as long as their figures" % (gid, len(bars))
    if results is not None:
        line += ", %d row(s) as in the file" % check_picture_data(gid, tables, results)
    print(line)
    return tables


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = []      # the table's rows, as lists of cell texts
        self.tables = []    # every table: [caption, rows]
        self.cell = None
        self.svg = 0

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([None, []])
        elif tag == "caption":
            self.cell = ""
        if tag == "tr":
            self.rows.append([])
            self.tables[-1][1].append(self.rows[-1])
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
        elif tag == "caption":
            self.tables[-1][0] = self.cell
            self.cell = None

    def svg_text(self, data):
        start = data.index("<svg")
        return data[start:data.index("</svg>") + 6]


def check_page_tables(html_tables, svg_tables):
    """A page's tables hold what its picture's tables show (the labels that
    the picture cut with an ellipsis in full)."""
    if len(html_tables) != len(svg_tables):
        fail("page: %d table(s), the picture %d" % (len(html_tables), len(svg_tables)))
    for (caption, rows), (title, head, srows) in zip(html_tables, svg_tables):
        if caption != title or rows[0] != head or len(rows) - 1 != len(srows):
            fail("page: table %r is not the picture's %r" % (caption, title))
        for row, (cells, _) in zip(rows[1:], srows):
            label = cells[0].rstrip(ELLIPSIS)
            if not row[0].startswith(label) or [c.strip() for c in row[1:]] != \
                    [c.strip() for c in cells[1:]]:
                fail("page: row %r is not the picture's %r" % (row, cells))
    print("page: %d table(s) as in the picture" % len(html_tables))


def main():
    name = sys.argv[1]
    results = json.load(open(sys.argv[2])) if len(sys.argv) > 2 else None
    data = open(name, encoding="utf-8").read()
    page = None
    if name.endswith(".html"):
        page = Page()
        page.feed(data)
        if not data.startswith("<!DOCTYPE html>") or page.svg != 1:
            fail("not a page with one svg")
        print("html: %d table row(s), 1 svg" % len(page.rows))
        data = page.svg_text(data)
    root = ET.fromstring(data.encode("utf-8"))
    if root.tag != NS + "svg":
        fail("root is %s" % root.tag)
    pictures = [g for g in root.iter(NS + "g") if g.get("class") == "picture"]
    if page and not pictures:
        check_table(page.rows, results)
    print("svg %sx%s, title: %s" % (root.get("width"), root.get("height"),
                                   root.find(NS + "title").text))
    for g in root.iter(NS + "g"):
        if g.get("class") == "picture":
            tables = check_picture(g, results)
            if page:
                check_page_tables(page.tables, tables)
        elif g.get("id"):
            check_chart(g, results)


if __name__ == "__main__":
    main()
