# what: utilisation without its mode ({low: 0.4, high: 0.9}, with -y): refused naming utilisation and mode, or the mode kept from the default file (0.6: every busy share <= 0.6 and the bills equal the default's); never a made-up mode
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.4, high: 0.9}, candidates: [trn1.32xlarge, p5.48xlarge]}' --csv a.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1.32xlarge, p5.48xlarge]}' --csv ref.csv > /dev/null 2>&1
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "utilisation" in o and "mode" in o, "refused without naming utilisation and mode"
    else:
        a = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("a.csv"))}
        b = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("ref.csv"))}
        assert a == b, f"{a} != {b}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
