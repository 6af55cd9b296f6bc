# what: one system's efficiency_overrides split over -p and -y (-p efficiency_overrides '{p5.48xlarge: {bandwidth_efficiency: 0.7}}' -y '{efficiency_overrides: {p5.48xlarge: {step_overhead_ms: 4, prefill_mfu: 0.45}}}'): cli says mappings given twice are merged; the CSV must show all three values for p5.48xlarge (0.7, 4, 0.45), or the two be refused naming efficiency_overrides; never one silently dropped
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p efficiency_overrides '{p5.48xlarge: {bandwidth_efficiency: 0.7}}' -y '{candidates: [trn1.32xlarge, p5.48xlarge], efficiency_overrides: {p5.48xlarge: {step_overhead_ms: 4, prefill_mfu: 0.45}}}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok" if rc == 1 and "efficiency_overrides" in out else "CHECK FAILED: refusal does not name efficiency_overrides")
else:
    r = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}["p5.48xlarge"]
    got = (float(r["bandwidth_efficiency"]), float(r["step_overhead_ms"]), float(r["prefill_mfu"]))
    ok = all(abs(a - b) < 1e-9 for a, b in zip(got, (0.7, 4.0, 0.45)))
    print("check ok" if ok else f"CHECK FAILED: p5.48xlarge efficiencies {got}, expected (0.7, 4, 0.45)")
P
