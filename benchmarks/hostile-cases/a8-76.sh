# what: a quote keyed by a chip candidate written unquoted in a YAML flow mapping (-y '{price_overrides: {h100-sxm:8@lambda: 31.92}, ...}', the colon inside the key not followed by a space): either read as the key h100-sxm:8@lambda (the quote used at 31.92 as your quote) or refused naming -y; never a mangled key silently dropped
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {h100-sxm:8@lambda: 31.92}, quote_date: 2026-11-20, price_basis: gpu_cloud_list, candidates: ["h100-sxm:8@lambda", trn1.32xlarge]}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "-y" in o, "refused without naming -y"
    else:
        r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@lambda"][0]
        assert abs(float(r["usd_per_hour"]) - 31.92) < 1e-9 and "quote" in r["offer_kind"], (r["usd_per_hour"], r["offer_kind"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
