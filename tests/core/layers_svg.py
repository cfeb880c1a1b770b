#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""layers_svg.py SRC_BUILD_DIR OUT.svg: the picture of README's
architecture section, drawn from the build's object graph (nm, as
tests/core/check_layers.py reads it): the core's layers stacked from main down
to the base (each layer's folders named), with the references between them, and the plug-in folders
beside them with the layers each uses. tests/core/layers.t checks that the
committed src/layers.svg is this picture of the current build."""
import os
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_layers as cl  # noqa: E402

W = 780
FONT = 12
CHAR = 6.9                     # generous width of a character at FONT
LINE = 15
CORE_X, CORE_W = 64, 400
PLUG_X, PLUG_W = 540, 220


def wrap(words, width):
    """Lines of words that fit in width pixels."""
    lines, cur = [], ''
    for w in words:
        nxt = (cur + ' ' + w).strip()
        if cur and len(nxt) * CHAR > width:
            lines.append(cur)
            cur = w
        else:
            cur = nxt
    if cur:
        lines.append(cur)
    return lines


def plugin_group(o):
    """The kind of plug-in an object belongs to, as the picture groups
    them, and where its files are."""
    d = cl.folder(o)
    if d.startswith('tests/fileio') and os.path.basename(o).startswith('engine_'):
        return 'fileio engines', 'src/tests/fileio/engine_*.c'
    if d.startswith('tests'):
        return 'built-in tests', 'src/tests/NAME/'
    return {'db': ('database module', 'src/db/'),
            'output': ('output formats', 'src/output/')}.get(d, (d, 'src/' + d + '/'))


def box(out, x, y, w, h, title, lines, fill):
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="%s" stroke="#555"/>'
               % (x, y, w, h, fill))
    out.append('<text x="%d" y="%d" font-weight="bold">%s</text>' % (x + 10, y + 18, escape(title)))
    for i, line in enumerate(lines):
        out.append('<text x="%d" y="%d" fill="#333">%s</text>' % (x + 10, y + 36 + i * LINE,
                                                                  escape(line)))


def main():
    root, path = sys.argv[1], sys.argv[2]
    objs = cl.objects(root)
    defined, used = cl.symbols(root, objs)
    edges = cl.graph(objs, defined, used)
    core = [o for o in objs if cl.is_core(o)]
    layers = list(reversed(range(len(cl.LAYERS))))          # main first
    members = {i: sorted(os.path.basename(o)[:-2] for o in core if cl.layer_of(o) == i)
               for i in layers}
    down = {(cl.layer_of(a), cl.layer_of(b)) for a in core for b in edges[a]
            if cl.is_core(b) and cl.layer_of(a) != cl.layer_of(b)}
    groups = {}
    for o in objs:
        if not cl.is_core(o):
            name, where = plugin_group(o)
            g = groups.setdefault(name, {'where': where, 'uses': set()})
            g['uses'] |= {cl.layer_of(b) for b in edges[o] if cl.is_core(b)}
    out, y, tops = [], 50, {}
    for i in layers:
        lines = wrap(members[i], CORE_W - 20)
        h = 28 + LINE * len(lines)
        tops[i] = (y, h)
        title = '%s (%s)' % (cl.LAYERS[i][0], ', '.join('src/%s/' % f for f in cl.LAYERS[i][1]))
        box(out, CORE_X, y, CORE_W, h, title, lines, '#eef3fb')
        y += h + 34
    core_bottom = y
    # An arrow between neighbouring layers for every downward reference;
    # one that skips layers is drawn at the box's left edge.
    for a, b in sorted(down):
        ya, ha = tops[a]
        yb, _ = tops[b]
        if a - b == 1:
            out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1f77b4" '
                       'stroke-width="2" marker-end="url(#arrow)"/>'
                       % (CORE_X + CORE_W // 2, ya + ha, CORE_X + CORE_W // 2, yb - 4))
        else:
            x = CORE_X - 12 * (a - b)
            out.append('<path d="M %d %d H %d V %d H %d" fill="none" stroke="#1f77b4" '
                       'marker-end="url(#arrow)"/>' % (CORE_X, ya + 10 + 4 * b, x, yb + 8 + 4 * a,
                                                        CORE_X - 3))
    y = 50
    for gi, name in enumerate(sorted(groups)):
        g = groups[name]
        uses = [cl.LAYERS[i][0] for i in sorted(g['uses'], reverse=True) if i is not None]
        lines = [g['where']] + wrap(['uses:'] + [u + ',' for u in uses[:-1]] +
                                                   uses[-1:], PLUG_W - 20)
        h = 28 + LINE * len(lines)
        box(out, PLUG_X, y, PLUG_W, h, name, lines, '#f4f0e8')
        for k, i in enumerate(sorted(u for u in g['uses'] if u is not None)):
            ty, th = tops[i]
            out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#b0803a" '
                       'marker-end="url(#arrow)"/>' % (PLUG_X, y + 12 + 6 * k, CORE_X + CORE_W + 3,
                                                        ty + th // 2 - 9 + 6 * gi))
        y += h + 16
    height = max(core_bottom, y) + 40
    note = ('Arrows point to what is used. Plug-ins register themselves (src/plugin/registry.h): '
            'no arrow points into them.')
    head = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
            'font-family="sans-serif" font-size="%d">' % (W, height, W, height, FONT),
            '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
            'markerHeight="7" orient="auto"><path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/>'
            '</marker></defs>',
            '<rect width="100%" height="100%" fill="white"/>',
            '<text x="%d" y="26" font-size="15" font-weight="bold">The core, in layers</text>'
            % CORE_X,
            '<text x="%d" y="26" font-size="15" font-weight="bold">Plug-ins</text>' % PLUG_X]
    tail = ['<text x="%d" y="%d" fill="#555">%s</text>' % (CORE_X, height - 16, escape(note)),
            '</svg>']
    with open(path, 'w') as f:
        f.write('\n'.join(head + out + tail) + '\n')


if __name__ == '__main__':
    main()
