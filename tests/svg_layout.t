Where the text of the pictures lands, as Chromium lays it out
(tests/check_layout.py): inside the image, on no other text, and across no
curve, point, tick, legend line or frame. The pictures: a live single step
of sub-microsecond events, a stored 16-step sweep of them
(--threads=1,...,16 --report-interval=1), a stored 3-step sweep of slow
events, a merged file, a sweep without intermediate reports, and a sweep
whose knee is a steep drop (the label must not sit on the line coming down
to it). One Chromium run lays out all of them.

  $ cp "$TESTS_SRC"/data/results-[ab].json "$TESTS_SRC"/data/results-lua.json .
  $ cp "$TESTS_SRC"/data/results-fast16.json "$TESTS_SRC"/data/results-slow3.json .
  $ sysbench --time=2 --report-interval=1 --cpu-max-prime=2 --output=svg:one.svg,html:one.html cpu run > /dev/null
  $ sysbench merge --output=svg:fast16.svg,html:fast16.html results-fast16.json
  Wrote svg results to fast16.svg (1 host)
  Wrote html results to fast16.html (1 host)
  $ sysbench merge --output=svg:slow3.svg,html:slow3.html results-slow3.json
  Wrote svg results to slow3.svg (1 host)
  Wrote html results to slow3.html (1 host)
  $ sysbench merge --output=html:merged.html results-a.json results-b.json
  WARNING: step 1 (1 thread): 1 intermediate report(s) not in every file are left out
  Wrote html results to merged.html (2 hosts)
  $ sysbench merge --output=svg:lua.svg results-lua.json
  Wrote svg results to lua.svg (1 host)
  $ python3 - <<'PY'
  > import json
  > d = json.load(open("results-lua.json"))
  > d["steps"][2]["final"]["events"] //= 3
  > json.dump(d, open("drop.json", "w"))
  > PY
  $ sysbench merge --output=svg:drop.svg drop.json
  Wrote svg results to drop.svg (1 host)

The checker fails on text that overlaps other text or leaves the image:

  $ sed 's/>2 threads</>2 threads and more text than the column holds</' fast16.svg > long.svg
  $ sed 's/>Throughput over time</>Throughput over time: a title far, far too long for a picture that is only 760 pixels wide, and so it runs off both sides</' slow3.svg > wide.svg

  $ python3 "$TESTS_SRC/check_layout.py" one.svg one.html fast16.svg fast16.html slow3.svg slow3.html merged.html lua.svg drop.svg long.svg wide.svg
  one.svg: * texts inside 760x*, none overlapping or crossing a line (glob)
  one.html: * texts inside 760x*, none overlapping or crossing a line (glob)
  fast16.svg: 92 texts inside 760x1164, none overlapping or crossing a line
  fast16.html: 92 texts inside 760x1164, none overlapping or crossing a line
  slow3.svg: 51 texts inside 760x1056, none overlapping or crossing a line
  slow3.html: 51 texts inside 760x1056, none overlapping or crossing a line
  merged.html: 45 texts inside 760x1056, none overlapping or crossing a line
  lua.svg: 14 texts inside 760x352, none overlapping or crossing a line
  drop.svg: 14 texts inside 760x352, none overlapping or crossing a line
  problem: long.svg: '2 threads and more text than the column holds' overlaps '3 threads'
  problem: long.svg: '2 threads and more text than the column holds' overlaps '4 threads'
  problem: long.svg: '2 threads and more text than the column holds' crosses a line
  problem: long.svg: '2 threads and more text than the column holds' overlaps '3 threads'
  problem: long.svg: '2 threads and more text than the column holds' overlaps '4 threads'
  problem: long.svg: '2 threads and more text than the column holds' crosses a line
  problem: wide.svg: 'Throughput over time: a title far, far too long for a picture that is only 760 pixels wide, and so it runs off both sides' * is outside the 760x1056 image (glob)
  [1]
