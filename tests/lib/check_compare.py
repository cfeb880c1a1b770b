#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_compare.py [--facts] MACHINES FILE.svg|FILE.html...: lays out the
pictures of `sysbench compare --output` in headless Chromium (as
check_layout.py does, whose checks it makes too: no text outside the
image, on other text or across a line) and checks what is particular to
them, as rendered:
  - no text on a bar;
  - every bar has its value label, readable: at least 10 px high, dark on
    the white ground (contrast 4.5 at least), after its bar's end (and
    after its error bar's);
  - each bar starts at the chart's origin and its length, read back through
    the chart's scale, is within 1% of the value its label prints;
  - the machines table has MACHINES columns and a filled cell for every
    fact (the SVG's, or the page's HTML table), none cut short.
With --facts, prints each file's machines table, a line per fact (a cell's
wrapped lines joined by spaces), for the test to compare.
Prints one line per file; exits 1 on any problem."""
import html
import json
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_layout  # noqa: E402

FACTS = ["file", "host", "CPU", "CPUs", "clock", "memory", "disk", "file system", "kernel",
         "OS", "verdict"]

# In the page: for each SVG, its size, texts (with their size and colour),
# shapes (for check_layout's checks), charts with their bars, and the
# machines table; then the HTML machines table, if the page has one.
SCRIPT = r"""
var out = {svgs: [], table: null};
const rgb = s => (s.match(/[\d.]+/g) || [0, 0, 0]).slice(0, 3).map(Number);
for (const svg of document.querySelectorAll('svg')) {
  const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
  const sx = vb.width / r.width, sy = vb.height / r.height;
  const box = b => [(b.left - r.left) * sx, (b.top - r.top) * sy,
                    (b.right - r.left) * sx, (b.bottom - r.top) * sy];
  const num = (e, a) => parseFloat(e.getAttribute(a));
  const segs = [];
  for (const l of svg.querySelectorAll('line:not(.grid)'))
    segs.push(['line', [num(l, 'x1'), num(l, 'y1'), num(l, 'x2'), num(l, 'y2')]]);
  for (const f of svg.querySelectorAll('rect[fill=none]')) {
    const x = num(f, 'x'), y = num(f, 'y'), w = num(f, 'width'), h = num(f, 'height');
    segs.push(['frame', [x, y, x + w, y]], ['frame', [x, y + h, x + w, y + h]],
              ['frame', [x, y, x, y + h]], ['frame', [x + w, y, x + w, y + h]]);
  }
  const text = t => { const cs = getComputedStyle(t);
    return [t.textContent, box(t.getBoundingClientRect()), parseFloat(cs.fontSize) * sy,
            rgb(cs.fill)]; };
  const texts = [...svg.querySelectorAll('text')].map(text);
  const charts = [...svg.querySelectorAll('g.chart')].map(g => ({
    scale: num(g, 'data-scale'), x0: num(g, 'data-x0'),
    title: g.querySelector('.chart-title').textContent,
    rows: [...g.querySelectorAll('g.bar-row')].map(row => {
      const bar = row.querySelector('rect.bar'), v = row.querySelector('text.value');
      const caps = [...row.querySelectorAll('g.spread line')].map(l => box(l.getBoundingClientRect()));
      return {label: row.querySelector('text.label').textContent,
              bar: bar ? box(bar.getBoundingClientRect()) : null,
              value: v ? text(v) : null, spread: caps,
              why: row.querySelector('text.why') ? row.querySelector('text.why').textContent : null};
    })}));
  const machines = [...svg.querySelectorAll('g.fact')].map(g => [g.getAttribute('data-fact'),
    [...g.querySelectorAll('g.cell')].map(c => [...c.querySelectorAll('text')].map(t => t.textContent).join(' '))]);
  const heads = [...svg.querySelectorAll('text.machine-head')].length;
  out.svgs.push({width: vb.width, height: vb.height, texts: texts.map(t => [t[0], t[1]]),
                 all: texts, segs: segs, charts: charts, machines: machines, heads: heads});
}
const t = document.querySelector('table.machines');
if (t)
  out.table = [...t.querySelectorAll('tr[data-fact]')].map(tr => [tr.getAttribute('data-fact'),
    [...tr.querySelectorAll('td')].map(td => td.textContent)]);
document.getElementById('layout').textContent = JSON.stringify(out);
"""


def luminance(c):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(x) for x in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def layout(name, tmp):
    """The page's layout, as SCRIPT reports it."""
    page = os.path.join(tmp, "page.html")
    data = open(name, encoding="utf-8").read()
    if name.endswith(".svg"):
        data = check_layout.svg_of(name)
    with open(page, "w", encoding="utf-8") as f:
        f.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body style="margin:0">\n')
        f.write(re.sub(r"</body>\s*</html>\s*$", "", re.sub(r"^.*?<body>", "", data, flags=re.S)))
        f.write('<pre id="layout"></pre>\n<script>%s</script>\n</body></html>\n' % SCRIPT)
    dom = check_layout.chromium(["--dump-dom", "file://" + page], tmp)
    m = re.search(r'<pre id="layout">(.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(m.group(1))) if m else None


def number(text):
    m = re.match(r"\s*(-?[0-9][0-9.]*)", text)
    return float(m.group(1)) if m else None


def chart_problems(fig):
    found, nbars = [], 0
    bars = [row["bar"] for ch in fig["charts"] for row in ch["rows"] if row["bar"]]
    for t, b, size, color in fig["all"]:
        for bar in bars:
            if check_layout.overlap(b, bar):
                found.append("%r is on a bar" % t)
                break
    for ch in fig["charts"]:
        for row in ch["rows"]:
            where = "%s, %s" % (ch["title"], row["label"])
            if row["bar"] is None:
                if not row["why"]:
                    found.append("%s: no bar and no reason" % where)
                continue
            nbars += 1
            if row["value"] is None:
                found.append("%s: the bar has no value label" % where)
                continue
            text, box, size, color = row["value"]
            value = number(text)
            x0, x1 = row["bar"][0], row["bar"][2]
            if size < 10 or (1.05 / (luminance(color) + 0.05)) < 4.5:
                found.append("%s: %r is not readable (%.1f px, colour %s)" % (where, text, size, color))
            end = max([x1] + [c[2] for c in row["spread"]])
            if box[0] < end:
                found.append("%s: %r starts at %.1f, before its bar ends (%.1f)" % (where, text, box[0], end))
            if abs(x0 - ch["x0"]) > 0.5:
                found.append("%s: the bar starts at %.1f, not at the origin %.1f" % (where, x0, ch["x0"]))
            if value is None or value <= 0:
                found.append("%s: %r is not a value" % (where, text))
            elif abs((x1 - x0) / ch["scale"] - value) > 0.01 * value:
                found.append("%s: the bar reads back as %g, its label says %g" % (
                    where, (x1 - x0) / ch["scale"], value))
    return found, nbars


def table_problems(table, machines):
    found = []
    facts = [f for f, _ in table]
    if facts != FACTS:
        found.append("the machines table's facts are %s" % facts)
    for fact, cells in table:
        if len(cells) != machines:
            found.append("%s: %d cells for %d machines" % (fact, len(cells), machines))
        for i, c in enumerate(cells):
            if not c.strip():
                found.append("%s of machine %d is empty" % (fact, i + 1))
            elif c.endswith("\u2026"):
                found.append("%s of machine %d is cut: %r" % (fact, i + 1, c))
    return found


def main():
    args = sys.argv[1:]
    facts = args[:1] == ["--facts"]
    args = args[1:] if facts else args
    machines, names = int(args[0]), args[1:]
    tmp = tempfile.mkdtemp(prefix="check_compare.")
    bad = False
    try:
        for name in names:
            out = layout(name, tmp)
            if out is None or not out["svgs"]:
                print("problem: %s: no picture laid out" % name)
                bad = True
                continue
            fig = out["svgs"][0]
            found = check_layout.problems(fig)
            more, nbars = chart_problems(fig)
            found += more
            table = out["table"] if name.endswith(".html") else fig["machines"]
            if not name.endswith(".html") and fig["heads"] < machines:
                found.append("the machines table has %d columns, not %d" % (fig["heads"], machines))
            found += table_problems(table or [], machines)
            for p in found:
                print("problem: %s: %s" % (name, p))
            if not found:
                print("%s: %d machines, every fact filled; %d charts, %d bars within 1%% of their "
                      "labels, each label readable; %d texts inside %gx%g, none overlapping" % (
                          name, machines, len(fig["charts"]), nbars, len(fig["texts"]),
                          fig["width"], fig["height"]))
            if facts and table:
                for fact, cells in table:
                    print("  %-12s %s" % (fact, " | ".join(cells)))
            bad = bad or bool(found)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
