# what: hand check at the top of the legal utilisation (mode 1.0: systems run flat out, no headroom): p5.48xlarge's and trn1.32xlarge's units = max(1, ceil(fluid_systems x units_per_system / 1.0)), busy share = fluid x units_per_system / units <= 1, bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.4, mode: 1.0, high: 1.0}, candidates: [trn1.32xlarge, p5.48xlarge]}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, math
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "utilisation" in o, "refused without naming utilisation"
    else:
        for r in csv.DictReader(open("e.csv")):
            f = float(r["fluid_systems"]); ups = float(r["units_per_system"]); u = float(r["units_rented"])
            assert u == max(1, math.ceil(f * ups - 1e-9)), f"{r['candidate']}: units {u}, fluid {f}"
            assert float(r["busy_share"]) <= 1 + 1e-12
            assert abs(float(r["monthly_bill_usd"]) - u * float(r["unit_usd_per_hour"]) * 729.6) < 0.01
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
