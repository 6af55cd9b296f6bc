# what: scenario with data_dir a copy of the dataset that adds a source (my-lab-2026) to sources.csv, and a measurements CSV citing source_id my-lab-2026 (round 61: a named source_id must be a source of "the dataset", here the scenario's own data_dir): accepted, the estimate runs (rc 0); the same run is refused against the project's own data (naming source_id)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows = list(csv.reader(open("d/sources.csv", newline="")))
h = rows[0]; new = dict(zip(h, rows[1]))
new.update(source_id="my-lab-2026", title="My lab notebook", publisher="My lab", url="https://example.com/my-lab", version="v1", published="2026-09-01", accessed="2026-09-01", note="a user source")
rows.append([new[k] for k in h])
csv.writer(open("d/sources.csv", "w", newline="")).writerows(rows)
r = list(csv.reader(open(__import__("os").environ["PROJECT"] + "/scenarios/examples/my-runs.csv", newline="")))[:2]
r[1][23] = "my-lab-2026"; r[1][0] = "my-lab-run"
csv.writer(open("runs.csv", "w", newline="")).writerows(r)
P
timeout 55 "$TR" validate d > v.txt 2>&1; echo "validate rc=$?"; tail -3 v.txt
printf 'scenario: c11-18\ndata_dir: d\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s.yaml
printf 'scenario: c11-18b\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s2.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?; tail -15 out.txt
timeout 55 "$TR" estimate s2.yaml > out2.txt 2>&1; rc2=$?; tail -5 out2.txt
RC=$rc RC2=$rc2 "$PY" - <<'P'
import os
try:
    assert os.environ["RC"] == "0", "estimate against the data copy holding the source failed: " + open("out.txt").read()[-400:]
    t2 = open("out2.txt").read()
    assert os.environ["RC2"] != "0" and "source_id" in t2, "project data does not hold my-lab-2026 yet the run was accepted"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
