# what: "h100-sxm:8@vast" on gpu_marketplace with price_max_age_days one day under the age of Vast's newest H100 row (2026-10-07; its older rows are dated 2026-03): every Vast price is too old (README: prices older than price_max_age_days never enter a verdict); excluded naming the age limit (price_max_age_days), never priced
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
N=$("$PY" -c 'import datetime; print((datetime.date.today() - datetime.date(2026, 10, 7)).days - 1)')
echo "price_max_age_days $N"
timeout 55 "$TR" estimate s.yaml -y "{candidates: [\"h100-sxm:8@vast\", trn1.32xlarge], price_basis: gpu_marketplace, precision: fp8, price_max_age_days: $N}" --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    if os.path.exists("e.csv"):
        for r in csv.DictReader(open("e.csv")):
            if r["candidate"] == "h100-sxm:8@vast" and r["usd_per_hour"]:
                raise AssertionError(f"priced at {r['usd_per_hour']} dated {r['price_as_of']}")
    lines = [l for l in out.splitlines() if "h100-sxm:8@vast" in l]
    assert lines, "the candidate is not named"
    assert any("price_max_age_days" in l or "older" in l or " old" in l for l in lines), "the age limit is not named: " + " | ".join(lines)[:300]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
