# what: your runs CSV (measurements:) whose notes start with formula text (@SUM(...)*cmd|...) and a model_name starting with "="; estimate --csv must not carry a live formula from them
# expect-rc: 0
# expect: wrote
# expect: no live formula
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))   # round 56's copy of the project, at /work/r56/proj, when written
for r in rows:
    r["source_id"] = ""
    r["note"] = '@SUM(1+1)*cmd|"/C calc"!A0'
rows[0]["model_name"] = "=1+1 Llama-3.3-70B"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
sed -i 's/^measurements:.*/measurements: runs.csv/' s.yaml
"$TR" estimate s.yaml --csv e.csv | tail -n 1
rc=${PIPESTATUS[0]}; [ $rc -ne 0 ] && exit $rc
"$PY" - <<'P'
import csv, sys
bad = [c for row in csv.reader(open("e.csv")) for c in row if c[:1] in ("=", "@", "+") or (c[:1] == "-" and not c[1:2].isdigit() and c[1:2] != ".")]
print("live formula cells:", bad[:3]) if bad else print("no live formula")
sys.exit(1 if bad else 0)
P
