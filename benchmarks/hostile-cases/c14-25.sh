# what: scenario measurements CSV whose run's model_id is "llama-3.1-70b " (a trailing space from a spreadsheet): refused naming runs.csv and model_id, or read as llama-3.1-70b; never a traceback. The estimate must end with a clear outcome either way.
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
rows[0]["model_id"] = "llama-3.1-70b "
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
P
cat > s.yaml <<'Y'
scenario: trailing-space
model: llama-3.1-70b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cut -c1-300 out.txt | head -20
"$PY" - "$rc" <<'P'
import sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "runs.csv" in t and "model_id" in t, "refusal does not name runs.csv and model_id"
    else:
        assert "trn2.48xlarge" in t, "no estimate"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
