# what: the age limit on a month-precise price date (data/README: a date means the last day it can mean): the h100-sxm@cudo row dated 2026-03 count from 2026-03-31; with price_max_age_days = days from 2026-03-31 to today, h100-sxm:1@cudo is priced from it; with one day less it is excluded naming price_max_age_days (adapted 2026-12-06: written for h100-sxm:1@aws, now refused as AWS rents H100s only in P5 instances; Cudo's only H100 row is also dated 2026-03)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
N=$("$PY" -c "import datetime; print((datetime.date.today() - datetime.date(2026, 3, 31)).days)")
M=$((N - 1))
timeout 55 "$TR" estimate s.yaml -y "{candidates: [\"h100-sxm:1@cudo\", trn1.32xlarge], price_basis: gpu_cloud_list, model: llama-3.1-8b, price_max_age_days: $N}" --csv in.csv > in.txt 2>&1; echo "rc=$?"; cat in.txt
timeout 55 "$TR" estimate s.yaml -y "{candidates: [\"h100-sxm:1@cudo\", trn1.32xlarge], price_basis: gpu_cloud_list, model: llama-3.1-8b, price_max_age_days: $M}" --csv out.csv > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PY'
import csv
try:
    a = {r["candidate"]: r for r in csv.DictReader(open("in.csv"))}
    assert "h100-sxm:1@cudo" in a and a["h100-sxm:1@cudo"]["price_as_of"] == "2026-03", f"at the limit: {a.get('h100-sxm:1@cudo', {}).get('price_as_of')}"
    b = {r["candidate"]: r for r in csv.DictReader(open("out.csv"))}
    assert "h100-sxm:1@cudo" not in b, "priced one day past the limit"
    o = open("out.txt").read()
    assert "h100-sxm:1@cudo" in o and "price_max_age_days" in o, "exclusion not said with the key"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
