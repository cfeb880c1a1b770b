The Kubernetes example (deploy/kubernetes/): the manifests parse (Debian's
python3-yaml) and have what an Indexed Job of N pods, its settings, its
volume and its steps need; then each Job's own command runs here, with the
settings pointed at the suite's database server: the prepare step, the N
pods' runs (JOB_COMPLETION_INDEX 0 to N-1, as Kubernetes sets it) and the
merge step, which must make one result of the N pods' files.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db fleet
  $ cd "$TESTS_SRC/../deploy/kubernetes" && ls && cd - > /dev/null
  config.yaml
  fleet-job.yaml
  merge-job.yaml
  prepare-job.yaml
  pushgateway.yaml
  results-pvc.yaml
  secret.yaml
  $ cat > manifests.py <<'PY'
  > import glob, os, shlex, sys, yaml
  > docs = {}
  > for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.yaml"))):
  >     for d in yaml.safe_load_all(open(f)):
  >         docs[(d["kind"], d["metadata"]["name"])] = d
  > def check(ok, what):
  >     if not ok:
  >         print("FAILED:", what)
  > config = docs[("ConfigMap", "sysbench-fleet")]["data"]
  > secret = docs[("Secret", "sysbench-fleet")]
  > pvc = docs[("PersistentVolumeClaim", "sysbench-results")]
  > check("ReadWriteMany" in pvc["spec"]["accessModes"], "a volume all pods can write")
  > jobs = {n: d for (k, n), d in docs.items() if k == "Job"}
  > fleet = jobs["sysbench-fleet"]["spec"]
  > check(fleet["completionMode"] == "Indexed", "an Indexed Job")
  > check(fleet["completions"] >= 1 and fleet["parallelism"] == fleet["completions"], "N pods at once")
  > for name, job in sorted(jobs.items()):
  >     check(job["apiVersion"] == "batch/v1", name + ": batch/v1")
  >     pod = job["spec"]["template"]["spec"]
  >     check(pod["restartPolicy"] in ("Never", "OnFailure"), name + ": a Job's restartPolicy")
  >     (c,) = pod["containers"]
  >     check(c["image"] == "sysbench-ng:latest", name + ": the image of the Dockerfile")
  >     refs = {(list(e)[0], list(e.values())[0]["name"]) for e in c["envFrom"]}
  >     check(refs == {("configMapRef", "sysbench-fleet"), ("secretRef", "sysbench-fleet")}, name + ": its settings")
  >     check(c["command"][:2] == ["sh", "-c"], name + ": a shell command")
  >     for m in c.get("volumeMounts", []):
  >         vol = [v for v in pod["volumes"] if v["name"] == m["name"]][0]
  >         check(vol["persistentVolumeClaim"]["claimName"] == "sysbench-results", name + ": the shared volume")
  >         check(m["mountPath"] == config["RESULTS_DIR"], name + ": RESULTS_DIR is where it is mounted")
  >     print("%s: %s" % (name, "an Indexed Job of %d pods" % job["spec"]["completions"]
  >                       if job["spec"].get("completionMode") == "Indexed" else "a Job"))
  > check("$JOB_COMPLETION_INDEX" in jobs["sysbench-fleet"]["spec"]["template"]["spec"]["containers"][0]["command"][2], "the index in each pod's command")
  > # Each Job's command as a shell script, and the settings as sh assignments.
  > for name, job in jobs.items():
  >     open(name + ".sh", "w").write(job["spec"]["template"]["spec"]["containers"][0]["command"][2] + "\n")
  > with open("settings.sh", "w") as f:
  >     for k, v in sorted(config.items()) + sorted(secret["stringData"].items()):
  >         f.write("export %s=%s\n" % (k, shlex.quote(v)))
  >     f.write("N=%d\n" % fleet["completions"])
  > PY
  $ /usr/bin/python3 manifests.py "$TESTS_SRC/../deploy/kubernetes"
  sysbench-fleet: an Indexed Job of 4 pods
  sysbench-merge: a Job
  sysbench-prepare: a Job

Here, the settings point at the suite's server, a small table, short runs,
a gateway that is not there (each pod warns, and keeps its result file)
and a directory for the volume:

  $ . ./settings.sh && echo "$N pods; $RUN_OPTIONS"
  4 pods; --threads=4 --time=60 --report-interval=10
  $ gw=http://127.0.0.1:$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  $ export DB_OPTIONS="$MY" TABLE_OPTIONS="--tables=1 --table-size=100" RUN_OPTIONS="--threads=2 --events=40" PUSHGATEWAY=$gw RESULTS_DIR=$PWD/results MYSQL_PASSWORD=
  $ mkdir results && sh sysbench-prepare.sh | tail -1
  Creating a secondary index on 'sbtest1'...
  $ for i in $(seq 0 $((N - 1))); do JOB_COMPLETION_INDEX=$i sh sysbench-fleet.sh > pod-$i.out; echo "pod $i: exit $?, $(grep -c WARNING pod-$i.out) warnings"; done
  pod 0: exit 0, 2 warnings
  pod 1: exit 0, 2 warnings
  pod 2: exit 0, 2 warnings
  pod 3: exit 0, 2 warnings
  $ ls results
  pod-0.json
  pod-1.json
  pod-2.json
  pod-3.json
  $ python3 -c 'import json; print([json.load(open("results/pod-%d.json" % i))["options"]["metric-labels"] for i in range(4)])'
  [['index=0'], ['index=1'], ['index=2'], ['index=3']]

The merge step: one result of the four (their labels differ, which merge
ignores), its events the pods' sum, and its metrics file:

  $ sh sysbench-merge.sh
  Wrote json results to /*/results/merged.json (4 hosts) (glob)
  Wrote prometheus results to /*/results/merged.prom (4 hosts) (glob)
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Dropping table 'sbtest1'...
  $ python3 -c 'import json; r = json.load(open("results/merged.json")); print(r["hosts"], r["steps"][0]["final"]["events"], sorted(r["steps"][0]["queries"]))'
  4 160 ['other', 'read', 'write']
  $ python3 "$TESTS_SRC/lib/check_results.py" results/merged.json
  results/merged.json: ok, 1 step(s), 1 report(s)
  $ python3 "$TESTS_SRC/metrics/check_metrics.py" results/merged.json results/merged.prom
  results/merged.prom: * series as in results/merged.json (glob)
