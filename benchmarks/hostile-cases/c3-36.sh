# what: predict --csv of runs whose model_name and note hold commas, double quotes, HTML and a leading "=" (legal quoted CSV on one line): a correct result, the export reads back as exactly 3 records with no live formula
# expect-rc: 0
# expect: roundtrip-ok
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[0]["model_name"] = 'Llama, "70B" <b>x</b>'
rows[1]["note"] = '=cmd|"/c calc"!A1, with "quotes"'
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
"$TR" predict runs.csv --csv pred.csv || exit $?
$PY - <<'P'
import csv, sys
rows = list(csv.DictReader(open("pred.csv", newline="")))
ids = [r.get("run_id") for r in rows]
print(len(rows), ids)
live = [v for r in rows for v in r.values() if isinstance(v, str) and v[:1] in "=+@"]
if len(rows) != 3 or not any(i == 'my-trn2-llama70b-l2' for i in ids) or live:
    print("roundtrip-FAILED", live); sys.exit(5)
print("roundtrip-ok")
P
