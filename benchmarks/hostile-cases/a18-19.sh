# what: efficiency_overrides keyed by an instance family ({p5: {bandwidth_efficiency: 0.7}}; scenario comment's example keys the system p5.48xlarge): used for every p5 size, or refused naming efficiency_overrides and p5; never silently ignored (the output must not show p5.48xlarge at a fitted efficiency with no mention)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [p5], efficiency_overrides: {p5: {bandwidth_efficiency: 0.7}}}' --csv e.csv > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc -ne 0 ]; then grep -q efficiency_overrides out.txt && grep -q p5 out.txt && echo "check ok (refused)"; exit 0; fi
"$PY" - <<'PY'
import csv
try:
    rows = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] == "p5.48xlarge"]
    assert rows, "no p5.48xlarge row"
    be = float(rows[0]["bandwidth_efficiency"])
    assert abs(be - 0.7) < 1e-9, f"bandwidth_efficiency {be}, not the override 0.7"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
PY
