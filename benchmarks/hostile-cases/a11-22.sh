# what: efficiency_overrides keyed by the family p5 ({p5: {bandwidth_efficiency: 0.7}}) while candidates hold the family p5 (scenario comment: a family stands for every size of it): either applied to every p5 size (their bandwidth_efficiency 0.7 in the CSV) or refused/warned naming efficiency_overrides and p5; never silently ignored
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5, trn1.32xlarge], price_basis: aws_on_demand, efficiency_overrides: {p5: {bandwidth_efficiency: 0.7}}}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    named = any("efficiency_overrides" in l and "p5" in l for l in out.splitlines())
    applied = False
    if os.path.exists("e.csv"):
        rows = [r for r in csv.DictReader(open("e.csv")) if r["candidate"].startswith("p5")]
        applied = bool(rows) and all(abs(float(r["bandwidth_efficiency"]) - 0.7) < 1e-9 for r in rows)
    assert named or applied, "the family override is neither applied to the p5 sizes nor named"
    print("check ok", "named" if named else "applied")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
