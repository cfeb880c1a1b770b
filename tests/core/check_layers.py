#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_layers.py SRC_BUILD_DIR [SRC_DIR]: the build's object graph by
nm (A -> B when object A uses a global symbol that object B defines) and
the facts the modular core keeps true:

  circles        groups of objects that reach each other (strongly
                 connected, 2 or more), except inside one plug-in folder;
  core->plugin   references from an object of the core (src/core/*,
                 src/main) to one of a plug-in (any other folder), except
                 from a registry file (tests.o, or a name with "registry"
                 or "modules");
  report.o       how many objects report.o needs to link, itself included;
  upward         references from one layer of the core to a layer above it
                 (LAYERS, each one or more folders: base <- data <- run
                 <- command <- script <- main);
  plugin names   string literals of the core's sources (SRC_DIR, by
                 default SRC_BUILD_DIR: an in-tree build) equal to the
                 name of a registered plug-in: a test, a bundled script,
                 a module, a fileio engine or a database driver (read
                 from the plug-ins' SB_REGISTER'ed structs and
                 src/lua), but for the words of the core's own that
                 CORE_WORDS lists.

Prints one line per circle, core->plugin, upward reference and plug-in
name, then "circles: N; core->plugin: N; upward: N; plugin names: N;
report.o links N objects", and exits 1 when there is one of those, a core
file (object or source) outside the layers' folders (directly in src/,
say), or report.o needs more than 12 objects. Sanitizer, fuzz and
unit-test objects are not the program's and are left out."""
import os
import re
import subprocess
import sys

REPORT_MAX = 12

# The core's layers, bottom up, each one or more folders of src/: a file
# may use its own layer and those below it. Plug-ins (any other folder)
# may use every layer; src/plugin holds headers only.
LAYERS = [
    ('base', ['core/base']),
    ('data', ['core/options', 'core/stats']),
    ('run', ['core/run', 'core/results']),
    ('command', ['core/command', 'core/compare']),
    ('script', ['core/script']),
    ('main', ['main']),
]
CORE_ROOTS = ('core', 'main', 'plugin')

# Words of the core's own that are also a plug-in's name: the literal means
# the core's word, not the plug-in.
CORE_WORDS = {
    'threads': 'the --threads option, a step\'s thread count and kind in result files',
    'cpu': 'the environment\'s processor in result files',
    'memory': 'the machine\'s memory in compare\'s table of machines',
}
# The generated table of the bundled scripts (src/lua/embed.sh): the
# scripts' registry.
GENERATED = ('core/script/lua_modules.c',)
# Files of src/lua that scripts require and no one runs (Makefile.am's
# LUA_REQUIRED_ONLY): libraries, not scripts.
LUA_LIBRARIES = ('sysbench', 'report-json', 'oltp_common')


def layer_of(o):
    """The index of a core object's layer in LAYERS; None if its folder is none of them."""
    for i, (_, folders) in enumerate(LAYERS):
        if folder(o) in folders:
            return i
    return None


def objects(root):
    out = []
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in ('unit', 'cross', '.deps', 'fuzz')]
        for f in files:
            if f.endswith('.o') and not any(k in f for k in ('_asan', '_tsan', 'libcore', 'fuzz')):
                out.append(os.path.relpath(os.path.join(d, f), root))
    return sorted(out)


def symbols(root, objs):
    """One nm for all the objects (-A starts each line with its file): one
    per object took half a minute in all on a loaded machine."""
    defined, used = {}, {o: set() for o in objs}
    name = {os.path.join(root, o) + ':': o for o in objs}
    text = subprocess.run(['nm', '-P', '-A'] + [os.path.join(root, o) for o in objs],
                          capture_output=True, text=True, check=True).stdout
    for line in text.splitlines():
        f = line.split()
        if len(f) < 3 or f[0] not in name:
            continue
        o = name[f[0]]
        if f[2] == 'U':
            used[o].add(f[1])
        elif f[2] in 'TDBRCVW':
            defined.setdefault(f[1], o)
    return defined, used


def graph(objs, defined, used):
    edges = {o: {} for o in objs}
    for o in objs:
        for s in used[o]:
            t = defined.get(s)
            if t and t != o:
                edges[o].setdefault(t, []).append(s)
    return edges


def components(objs, edges):
    """Strongly connected components (iterative Tarjan)."""
    index, low, onstack, stack, comps = {}, {}, set(), [], []
    counter = [0]
    for start in objs:
        if start in index:
            continue
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        onstack.add(start)
        while work:
            v, it = work[-1]
            nxt = next(it, None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        onstack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    comps.append(comp)
            elif nxt not in index:
                index[nxt] = low[nxt] = counter[0]
                counter[0] += 1
                stack.append(nxt)
                onstack.add(nxt)
                work.append((nxt, iter(edges[nxt])))
            elif nxt in onstack:
                low[v] = min(low[v], index[nxt])
    return comps


def folder(o):
    return os.path.dirname(o)


def is_core(o):
    """The core: src/core/*, src/main and src/plugin; and anything left
    directly in src/, which no layer names (an error)."""
    top = folder(o).split('/')[0]
    return top in CORE_ROOTS or top == ''


def is_registry(o):
    name = os.path.basename(o)
    return name == 'tests.o' or 'registry' in name or 'modules' in name


def closure(edges, start):
    seen, todo = {start}, [start]
    while todo:
        for w in edges[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def c_literals(text):
    """(line, contents) of each string literal of C source text: comments,
    character constants and #include lines left out."""
    out, i, n, line, start = [], 0, len(text), 1, True
    while i < n:
        c = text[i]
        if c == '\n':
            line, i, start = line + 1, i + 1, True
            continue
        if start and c == '#':
            end = text.find('\n', i)
            end = n if end < 0 else end
            if re.match(r'#\s*include\b', text[i:end]):
                i = end
                continue
        if not c.isspace():
            start = False
        if text.startswith('//', i):
            end = text.find('\n', i)
            i = n if end < 0 else end
        elif text.startswith('/*', i):
            end = text.find('*/', i + 2)
            end = n if end < 0 else end + 2
            line += text.count('\n', i, end)
            i = end
        elif c in '"\'':
            j, buf = i + 1, []
            while j < n and text[j] != c and text[j] != '\n':
                step = 2 if text[j] == '\\' else 1
                buf.append(text[j:j + step])
                j += step
            if c == '"':
                out.append((line, ''.join(buf)))
            i = j + 1
        else:
            i += 1
    return out


def plugin_names(src):
    """The names of the registered plug-ins: the .name (a fileio engine's
    .mode too) of each struct a plug-in file registers, the bundled
    scripts (runnable files of src/lua)."""
    names = set()
    for d, _, files in os.walk(src):
        if is_core(os.path.relpath(d, src) + '/x'):
            continue
        for f in files:
            if not f.endswith('.c'):
                continue
            text = open(os.path.join(d, f), errors='replace').read()
            for kind, obj in re.findall(r'SB_REGISTER\((\w+),\s*(\w+)\)', text):
                if kind in ('sb_outputs', 'sb_figure_sets'):
                    continue
                m = re.search(r'\b%s\s*=\s*\{(.*?)\n\};' % obj, text, re.S)
                for field in ('name', 'mode'):
                    v = m and re.search(r'\.%s\s*=\s*"([^"]*)"' % field, m.group(1))
                    if v:
                        names.add(v.group(1))
    lua = os.path.join(src, 'lua')
    for f in os.listdir(lua) if os.path.isdir(lua) else []:
        name = f[:-4]
        if f.endswith('.lua') and '.' not in name and name not in LUA_LIBRARIES:
            names.add(name)
    return names


def core_sources(src):
    """The core's C sources and headers, relative to src."""
    out = []
    for d, dirs, files in os.walk(src):
        dirs[:] = [x for x in dirs if x not in ('.deps',)]
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), src)
            if (f.endswith('.c') or f.endswith('.h')) and is_core(rel) and rel not in GENERATED:
                out.append(rel)
    return sorted(out)


def main():
    root = sys.argv[1]
    src = sys.argv[2] if len(sys.argv) > 2 else root
    objs = objects(root)
    defined, used = symbols(root, objs)
    edges = graph(objs, defined, used)
    circles = [c for c in components(objs, edges) if len(c) > 1 and
               (len({folder(o) for o in c}) > 1 or is_core(c[0]))]
    refs = [(a, b) for a in objs if is_core(a) and not is_registry(a)
            for b in edges[a] if not is_core(b)]
    for c in sorted(circles, key=len, reverse=True):
        print('circle (%d): %s' % (len(c), ' '.join(sorted(c))))
    for a, b in sorted(refs):
        print('core->plugin: %s -> %s (%s)' % (a, b, ', '.join(sorted(edges[a][b]))))
    core = [o for o in objs if is_core(o)]
    sources = core_sources(src)
    unnamed = [o for o in core + sources if layer_of(o) is None and folder(o) != 'plugin']
    names = plugin_names(src)
    named = [(f, line, lit) for f in sources
             for line, lit in c_literals(open(os.path.join(src, f), errors='replace').read())
             if lit in names and lit not in CORE_WORDS]
    for f, line, lit in named:
        print('plugin name: %s:%d: "%s" (a core string naming a plug-in)' % (f, line, lit))
    upward = [(a, b) for a in core for b in edges[a]
              if is_core(b) and None not in (layer_of(a), layer_of(b)) and layer_of(b) > layer_of(a)]
    for o in unnamed:
        print('no layer: %s (a core file outside the layers\' folders)' % o)
    for a, b in sorted(upward):
        print('upward: %s (%s) -> %s (%s) (%s)' % (a, LAYERS[layer_of(a)][0], b,
              LAYERS[layer_of(b)][0], ', '.join(sorted(edges[a][b]))))
    report_o = 'core/run/report.o'
    report = closure(edges, report_o) if report_o in edges else set()
    print('circles: %d; core->plugin: %d; upward: %d; plugin names: %d; report.o links %d objects'
          % (len(circles), len(refs), len(upward), len(named), len(report)))
    bad = (circles or refs or upward or unnamed or named or not report or
           len(report) > REPORT_MAX)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
