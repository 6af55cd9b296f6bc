# what: tokens_per_day 1e-300 (a positive number of tokens far under one 2,560-token request a day): billed USD per million tokens would overflow to inf; refused naming tokens_per_day, or warned naming it with no inf/nan in the table or CSV
# expect-rc: 0
# expect: check ok
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{tokens_per_day: 1.0e-300, candidates: [trn1.32xlarge, p5.48xlarge]}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, math, os
try:
    o = open("out.txt").read()
    if "rc=1" not in o:
        assert "tokens_per_day" in o, "no word about tokens_per_day"
        for r in csv.DictReader(open("e.csv")):
            for k, v in r.items():
                assert v.lower() not in ("inf", "-inf", "nan"), f"{r['candidate']} {k} = {v}"
        assert " inf" not in o and "nan " not in o.lower(), "inf/nan in the table"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
