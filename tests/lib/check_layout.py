#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_layout.py [--png DIR] FILE.svg|FILE.html...: lays out sysbench-ng
pictures in headless Chromium and checks where their text landed. Every
<text> element's box, as rendered, must lie inside the image, overlap no
other text, and cross no drawn line, polyline, circle or frame (a label on
a curve, a legend over an axis label, tick labels on each other all fail);
only the faint grid lines (class "grid") may run behind text.
One Chromium run reads all the files: a page holding every SVG, whose
script writes the boxes into the DOM, read back with --dump-dom. With
--png, each file is also rendered to DIR/NAME.png for a human to look at.
Prints one line per file; exits 1 on any problem."""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--hide-scrollbars"]

# Runs in the page: for each SVG, its size, every text's box and every
# drawn shape, in the SVG's own coordinates.
SCRIPT = r"""
var out = [];
for (const svg of document.querySelectorAll('svg')) {
  const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
  const sx = vb.width / r.width, sy = vb.height / r.height;
  const box = b => [(b.left - r.left) * sx, (b.top - r.top) * sy,
                    (b.right - r.left) * sx, (b.bottom - r.top) * sy];
  const segs = [];
  const num = (e, a) => parseFloat(e.getAttribute(a));
  for (const p of svg.querySelectorAll('polyline')) {
    const pts = p.getAttribute('points').trim().split(/\s+/).map(s => s.split(',').map(parseFloat));
    for (let i = 1; i < pts.length; i++)
      segs.push(['polyline ' + (p.getAttribute('class') || ''), pts[i - 1].concat(pts[i])]);
  }
  for (const l of svg.querySelectorAll('line:not(.grid)'))
    segs.push(['line', [num(l, 'x1'), num(l, 'y1'), num(l, 'x2'), num(l, 'y2')]]);
  for (const c of svg.querySelectorAll('circle')) {
    const x = num(c, 'cx'), y = num(c, 'cy'), d = num(c, 'r');
    segs.push(['circle', [x - d, y, x + d, y]], ['circle', [x, y - d, x, y + d]]);
  }
  for (const f of svg.querySelectorAll('rect[fill=none]')) {
    const x = num(f, 'x'), y = num(f, 'y'), w = num(f, 'width'), h = num(f, 'height');
    segs.push(['frame', [x, y, x + w, y]], ['frame', [x, y + h, x + w, y + h]],
              ['frame', [x, y, x, y + h]], ['frame', [x + w, y, x + w, y + h]]);
  }
  const texts = [...svg.querySelectorAll('text')].map(
    t => [t.textContent, box(t.getBoundingClientRect())]);
  out.push({width: vb.width, height: vb.height, texts: texts, segs: segs});
}
document.getElementById('layout').textContent = JSON.stringify(out);
"""


def svg_of(name):
    data = open(name, encoding="utf-8").read()
    start = data.index("<svg")
    return data[start:data.index("</svg>") + 6]


def chromium(args, tmp):
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        print("problem: chromium is not installed (./setup.sh test installs it)")
        sys.exit(1)
    profile = tempfile.mkdtemp(dir=tmp)
    res = subprocess.run([exe] + CHROMIUM_FLAGS + ["--user-data-dir=" + profile] + args,
                         capture_output=True, text=True, timeout=120)
    if res.returncode != 0:
        print("problem: chromium failed:", res.stderr[-2000:])
        sys.exit(1)
    return res.stdout


def seg_hits_box(seg, b):
    """Whether a segment passes through the inside of box b (Liang-Barsky)."""
    x1, y1, x2, y2 = seg
    t0, t1 = 0.0, 1.0
    dx, dy = x2 - x1, y2 - y1
    for p, q in ((-dx, x1 - b[0]), (dx, b[2] - x1), (-dy, y1 - b[1]), (dy, b[3] - y1)):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    return t1 - t0 > 1e-9


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > 0 and min(a[3], b[3]) - max(a[1], b[1]) > 0


def problems(fig):
    """What is wrong with one picture's text, as lines."""
    found = []
    texts = fig["texts"]
    for text, b in texts:
        if text.strip() and (b[2] - b[0] <= 0 or b[3] - b[1] <= 0):
            found.append("%r has no size (no font?)" % text)
        if b[0] < 0 or b[1] < 0 or b[2] > fig["width"] or b[3] > fig["height"]:
            found.append("%r (%.0f,%.0f)-(%.0f,%.0f) is outside the %gx%g image" % (
                text, b[0], b[1], b[2], b[3], fig["width"], fig["height"]))
    for i, (ta, a) in enumerate(texts):
        for tb, b in texts[i + 1:]:
            if overlap(a, b):
                found.append("%r overlaps %r" % (ta, tb))
        for kind, seg in fig["segs"]:
            if seg_hits_box(seg, a):
                found.append("%r crosses a %s" % (ta, kind.strip()))
                break
    return found


def main():
    args = sys.argv[1:]
    png = None
    if args[:1] == ["--png"]:
        png, args = args[1], args[2:]
    tmp = tempfile.mkdtemp(prefix="check_layout.")
    try:
        page = os.path.join(tmp, "page.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head>'
                    '<body style="margin:0">\n')
            for name in args:
                f.write("<div>%s</div>\n" % svg_of(name))
            f.write('<pre id="layout"></pre>\n<script>%s</script>\n</body></html>\n' % SCRIPT)
        dom = chromium(["--dump-dom", "file://" + page], tmp)
        m = re.search(r'<pre id="layout">(.*?)</pre>', dom, re.S)
        figs = json.loads(html.unescape(m.group(1))) if m else []
        if len(figs) != len(args):
            print("problem: the page laid out %d of %d pictures" % (len(figs), len(args)))
            sys.exit(1)
        bad = False
        for name, fig in zip(args, figs):
            found = problems(fig)
            for p in found:
                print("problem: %s: %s" % (name, p))
            if not found:
                print("%s: %d texts inside %gx%g, none overlapping or crossing a line" % (
                    name, len(fig["texts"]), fig["width"], fig["height"]))
            bad = bad or bool(found)
            if png:
                out = os.path.join(png, os.path.basename(name) + ".png")
                page_extra = (100, 1000) if name.endswith(".html") else (0, 0)   # the table
                chromium(["--window-size=%d,%d" % (fig["width"] + page_extra[0],
                                                   fig["height"] + page_extra[1]),
                          "--screenshot=" + os.path.abspath(out),
                          "file://" + os.path.abspath(name)], tmp)
        sys.exit(1 if bad else 0)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
