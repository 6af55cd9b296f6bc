# what: efficiency_overrides keyed with the AWS provider spelt out ("p5.48xlarge@aws": the same system pricing.py reads p5.48xlarge as) while candidates name the family p5 (-y): either applied to p5.48xlarge (its CSV row shows bandwidth_efficiency 0.7, step_overhead_ms 4, prefill_mfu 0.45) or refused naming efficiency_overrides and how to key it; never silently ignored
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{candidates: [trn1.32xlarge, p5], efficiency_overrides: {"p5.48xlarge@aws": {bandwidth_efficiency: 0.7, step_overhead_ms: 4, prefill_mfu: 0.45}}}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok" if rc == 1 and "efficiency_overrides" in out and "p5.48xlarge" in out else "CHECK FAILED: refusal does not name efficiency_overrides and p5.48xlarge")
else:
    r = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}.get("p5.48xlarge")
    got = r and (float(r["bandwidth_efficiency"]), float(r["step_overhead_ms"]), float(r["prefill_mfu"]))
    ok = bool(got) and all(abs(a - b) < 1e-9 for a, b in zip(got, (0.7, 4.0, 0.45)))
    print("check ok" if ok else f"CHECK FAILED: p5.48xlarge efficiencies {got}, expected (0.7, 4, 0.45): the override was silently ignored")
P
