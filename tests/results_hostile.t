Result files from someone else: compare and merge treat them as hostile
input. Control characters cannot reach the terminal, limits are named,
counts never wrap, and nothing grows without bound.

  $ cp "$TESTS_SRC"/data/results-a.json .

Escape sequences, control characters, bidirectional overrides and bytes
that are not UTF-8 are printed escaped, as the SVG and HTML writers drop
them (a file could otherwise clear the screen, retitle the terminal or
reorder a line):

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("results-a.json"))
  > d["environment"]["hostname"] = "evil\x1b[2J\x1b[Hhost"
  > d["test"] = "cpu\u202egnp"
  > d["options"]["time"] = "2\x1b]0;owned\x07"
  > d["options"]["x\u009b31m"] = "1"
  > d["created"] = "2025\r"
  > json.dump(d, open("evil.json", "w"))
  > s = open("evil.json", "rb").read().replace(b'"os": "Debian', b'"os": "\xff\xfeDebian')
  > open("evil.json", "wb").write(s)
  > EOF
  $ sysbench compare results-a.json evil.json | sed -n '/^Result/,/^Figures/p'
  Result files:
    [1] results-a.json: cpu on host-a, 2025-06-01T10:00:00Z, sysbench-ng 1.0.20-ng.1
    [2] evil.json: cpu\u202egnp on evil\x1b[2J\x1b[Hhost, 2025\x0d, sysbench-ng 1.0.20-ng.1
  
  Configuration differences:
    option      results-a.json  evil.json
    test        cpu             cpu\u202egnp
    time        2               2\x1b]0;owned\x07
    x\u009b31m  -               1
  
  Environment differences:
    environment  results-a.json                  evil.json
    hostname     host-a                          evil\x1b[2J\x1b[Hhost
    os           Debian GNU/Linux 12 (bookworm)  \xff\xfeDebian GNU/Linux 12 (bookworm)
  
  Figures (final reports; ratio: against the first file):
  $ sysbench compare --format=markdown evil.json | sed -n 3p
  1. `evil.json`: cpu\u202egnp on evil\x1b[2J\x1b[Hhost, 2025\x0d, sysbench-ng 1.0.20-ng.1
  $ sysbench merge --output=json:m.json results-a.json evil.json
  FATAL: cannot merge evil.json (test 'cpu\u202egnp') with results-a.json (test 'cpu'): different tests
  [1]
  $ sed 's/"cpu\\u202egnp"/"cpu"/' evil.json > evil2.json
  $ sysbench merge --output=json:m.json results-a.json evil2.json
  FATAL: cannot merge evil2.json with results-a.json: different options (--time is '2\x1b]0;owned\x07' in evil2.json, '2' in results-a.json)
  [1]
