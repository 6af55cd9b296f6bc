# what: predict on the example runs CSV whose first run's note is a quoted multi-line cell (3 lines, legal CSV): the same three predictions as the example file, or a clear refusal naming runs.csv, line 2 and note (the promise's "clear error naming the file and the field")
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
rows[0]["note"] = "line one\nline two, with a comma\nline \"three\""
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv a.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv --csv b.csv > b.txt 2>&1; rc=$?
cut -c1-300 b.txt
"$PY" - "$rc" <<'P'
import csv, sys
try:
    if int(sys.argv[1]) != 0:
        t = open("b.txt").read()
        assert "runs.csv" in t and "line 2" in t and "note" in t, "refusal does not name runs.csv, line 2, note"
        print("check ok"); sys.exit(0)
    key = lambda f: sorted((r["run_id"], r["predicted_ttft_ms"], r["predicted_tpot_ms"]) for r in csv.DictReader(open(f)))
    assert key("a.csv") == key("b.csv"), "predictions differ"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
