Result files at scale: time and memory grow with a file, not with its
square, and nothing on the stack grows with the number of files. The
inputs run to millions of keys and tens of thousands of files; what they
check is the algorithms', the same on every target, so the emulated runs
leave this file out (tests/lib/driver.sh); the hostile contents and the
limits named are in results_hostile.t.

  $ cp "$TESTS_SRC"/data/results-a.json .

A small result file to build hostile ones from (one step, no intermediate
reports):

  $ python3 "$TESTS_SRC/lib/small_result.py" results-a.json small.json

Time and memory grow with a file, not with its square: compare and merge
of a file with 80,000 options (1.1 MB) run under a memory limit of 10x
its size + 64 MiB (timeout is a hang guard; it took 98 s before, and
merge did not end):

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("small.json"))
  > d["options"].update(("k%d" % i, str(i)) for i in range(80000))
  > json.dump(d, open("k80.json", "w"), separators=(",", ":"))
  > d["options"]["k4242"] = "changed"
  > json.dump(d, open("k80b.json", "w"), separators=(",", ":"))
  > EOF
  $ limit=$(( ($(stat -c %s k80.json) * 10 + 64 * 1048576) / 1024 ))
  $ (ulimit -Sv $limit; timeout 30 sysbench compare k80.json k80b.json) | sed -n '/^Configuration/,/^$/p'
  Configuration differences:
    option  k80.json  k80b.json
    k4242   4242      changed
  
  $ (ulimit -Sv $limit; timeout 30 sysbench merge --output=json:k80m.json k80.json k80.json)
  Wrote json results to k80m.json (2 hosts)
  $ python3 -c 'import json; d = json.load(open("k80m.json")); print(len(d["options"]), d["hosts"])'
  80036 2

A million option keys load; one more is refused with the limit named:

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("small.json"))
  > d["options"].update(("k%d" % i, "1") for i in range(1000000 - len(d["options"])))
  > json.dump(d, open("k1m.json", "w"), separators=(",", ":"))
  > d["options"]["one-more"] = "1"
  > json.dump(d, open("k1m1.json", "w"), separators=(",", ":"))
  > EOF
  $ timeout 60 sysbench compare k1m.json | sed -n 2p
    [1] k1m.json: cpu on h, 2025-06-01T10:00:00Z, sysbench-ng 1.0.20-ng.1
  $ timeout 60 sysbench compare k1m1.json
  FATAL: k1m1.json: not a JSON document (line 1, column *: an object with more than 1000000 members) (glob)
  [1]
Merging 24,000 files: nothing on the stack grows with their number
(24,000 inputs overflowed a 1 MiB stack, 180,000 the default 8 MiB):

  $ cp small.json m
  $ (ulimit -s 1024; sysbench merge --output=json:many.json $(for i in $(seq 24000); do echo m; done))
  Wrote json results to many.json (24000 hosts)
