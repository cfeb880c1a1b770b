#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""cram_mismatch.py FILE.t: the lines of a failed cram file's diff that
really differ. cram's own diff (FILE.t against FILE.t.err) also lists
every glob and regex line next to the output it matched, so on a long
report the real mismatch can lie past what a log shows; this drops those
matched pairs and prints the rest of the diff, hunk headers included."""
import difflib
import re
import sys


def glob_match(pattern, line):
    """cram's (glob): * any run, ? one character, backslash escapes."""
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        out.append(".*" if c == "*" else "." if c == "?" else re.escape(c))
        i += 1
    return re.fullmatch("".join(out), line) is not None


def matches(expected, actual):
    """Whether an expected line of the .t file accepts an actual line."""
    if expected == actual:
        return True
    if expected.endswith(" (glob)"):
        return glob_match(expected[:-7], actual)
    if expected.endswith(" (re)"):
        try:
            return re.fullmatch(expected[:-5], actual) is not None
        except re.error:
            return False
    return False


def real_changes(minus, plus):
    """The -/+ lines of one change block that no expected line accepts:
    the longest in-order pairing of expected and actual lines (a small
    table over the block) is dropped, the rest kept in order."""
    n, m = len(minus), len(plus)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = max(best[i + 1][j], best[i][j + 1],
                             best[i + 1][j + 1] + 1 if matches(minus[i][1:], plus[j][1:]) else 0)
    kept, i, j = [], 0, 0
    while i < n and j < m:
        if matches(minus[i][1:], plus[j][1:]) and best[i][j] == best[i + 1][j + 1] + 1:
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            kept.append(minus[i])
            i += 1
        else:
            kept.append(plus[j])
            j += 1
    return kept + minus[i:] + plus[j:]


def main():
    path = sys.argv[1]
    try:
        with open(path, errors="replace") as f:
            want = f.read().splitlines()
    except OSError:
        print(f"{path}: cannot be read")
        return 0
    try:
        with open(path + ".err", errors="replace") as f:
            got = f.read().splitlines()
    except OSError:
        print(f"{path}: no .err file")
        return 0
    diff = list(difflib.unified_diff(want, got, path, path + ".err", n=1, lineterm=""))
    out, minus, plus = [], [], []

    def flush():
        out.extend(real_changes(minus, plus))
        minus.clear()
        plus.clear()

    for line in diff[2:]:
        if line.startswith("-"):
            minus.append(line)
        elif line.startswith("+"):
            plus.append(line)
        else:
            flush()
            if line.startswith("@@"):
                out.append(line)
    flush()
    shown = [l for k, l in enumerate(out)
             if not l.startswith("@@") or (k + 1 < len(out) and not out[k + 1].startswith("@@"))]
    print("\n".join(shown) if shown else f"{path}: every differing line matched its glob")
    return 0


if __name__ == "__main__":
    sys.exit(main())
