# what: "h100-sxm:8@lambda" on price_basis gpu_marketplace: Lambda has only neocloud_list rows (README: gpu_marketplace uses community/marketplace hosts), so the candidate has no price on that basis: refused or excluded naming it, never priced at Lambda's list 31.92
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_marketplace, precision: fp8}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    assert "h100-sxm:8@lambda" in out, "the candidate is not named"
    if os.path.exists("e.csv"):
        for r in csv.DictReader(open("e.csv")):
            if r["candidate"] == "h100-sxm:8@lambda" and r["usd_per_hour"]:
                raise AssertionError(f"priced at {r['usd_per_hour']} ({r['offer_kind']}) on gpu_marketplace")
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
