# what: price_max_age_days 10^30 (an integer far past any calendar): refused naming price_max_age_days, or a correct result equal to price_max_age_days 36500's (same prices), never an overflow
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_max_age_days 1000000000000000000000000000000 --csv big.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
timeout 55 "$TR" estimate s.yaml -p price_max_age_days 36500 --csv ref.csv > /dev/null 2>&1
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "price_max_age_days" in o, "refused without naming the key"
    else:
        a = {r["candidate"]: (r["usd_per_hour"], r["price_as_of"]) for r in csv.DictReader(open("big.csv"))}
        b = {r["candidate"]: (r["usd_per_hour"], r["price_as_of"]) for r in csv.DictReader(open("ref.csv"))}
        assert a == b, f"{a} != {b}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
