#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""check_globals.py SRC_BUILD_DIR LIST: the writable globals of the
build's objects, read with nm (symbols of .data, .bss and their
thread-local kinds; not .data.rel.ro, which is read-only once the
program is loaded, nor the registries' SB_REGISTER pointers), against
LIST, which names each one that may be there ("OBJECT SYMBOL: why", a
static's numbered suffix left out). State of a command, a step or a run
lives in values; what remains is process-wide: the logger, the
watchdog and signal flags, lazily loaded libraries and keys, and each
thread's own (a worker's, the current Lua state).

Prints one line per symbol the list does not name ("new global") and per
entry of the list no object has ("gone"), then "writable globals: N
(M thread-local)", and exits 1 when there is either. Sanitizer, fuzz and
unit-test objects are not the program's and are left out."""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_layers import objects  # noqa: E402  (the program's objects, as it reads them)

WRITABLE = re.compile(r'^\.(data|bss|tdata|tbss)(\.|$)')


def writable(root, obj):
    """(symbol, section) of each writable data symbol of obj."""
    text = subprocess.run(['nm', '-f', 'sysv', os.path.join(root, obj)], capture_output=True,
                          text=True, check=True).stdout
    out = []
    for line in text.splitlines():
        f = [x.strip() for x in line.split('|')]
        if len(f) < 7 or f[2] not in 'bBdD' or not f[2]:
            continue
        name, section = re.sub(r'\.\d+$', '', f[0]), f[6]
        if WRITABLE.match(section) and '.rel.ro' not in section and \
                not name.startswith('sb_registered_'):
            out.append((name, section))
    return out


def main():
    root, listed = sys.argv[1], {}
    for line in open(sys.argv[2]):
        line = line.split('#', 1)[0].strip()
        if line:
            obj, sym = line.split(':', 1)[0].split()
            listed[(obj, sym)] = False
    total = tls = new = 0
    for obj in objects(root):
        for name, section in writable(root, obj):
            total += 1
            tls += section.startswith('.t')
            if (obj, name) in listed:
                listed[(obj, name)] = True
            else:
                print('new global: %s %s (%s): state belongs in a value; or, if it is '
                      'process-wide, a line of the list saying why' % (obj, name, section))
                new += 1
    gone = [k for k, seen in listed.items() if not seen]
    for obj, sym in gone:
        print('gone: %s %s (the list names it, no object has it)' % (obj, sym))
    print('writable globals: %d (%d thread-local)' % (total, tls))
    return 1 if new or gone else 0


if __name__ == '__main__':
    sys.exit(main())
