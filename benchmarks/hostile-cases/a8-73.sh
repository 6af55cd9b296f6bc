# what: efficiency_overrides for one size (p5.48xlarge: bandwidth_efficiency 0.7, step_overhead_ms 4) while the candidates name only the family p5 (scenario comment: a family stands for every size of it): the override applies to p5.48xlarge (0.7 and 4 ms in the CSV, its origin your override), never silently dropped
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5, trn1], efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.7, step_overhead_ms: 4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "p5.48xlarge"][0]
    assert abs(float(r["bandwidth_efficiency"]) - 0.7) < 1e-12 and abs(float(r["step_overhead_ms"]) - 4) < 1e-12, (r["bandwidth_efficiency"], r["step_overhead_ms"])
    assert "override" in r["efficiency_validation"] or "override" in r["efficiency_origin"], (r["efficiency_validation"], r["efficiency_origin"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
