# what: hand check of regions outside the US ([ap-south-1, sa-east-1]) for p5.48xlarge on aws_on_demand: the price must be the newest then cheapest on-demand row in those regions (data/README), read here from data/prices.csv (Mumbai 66.048 against Sao Paulo 92.4672), with its region named
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: [ap-south-1, sa-east-1], candidates: [p5.48xlarge, trn1.32xlarge, inf2.48xlarge], price_basis: aws_on_demand}' --csv e.csv > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PY'
import csv, os, datetime
try:
    today = datetime.date.today()
    rows = [r for r in csv.DictReader(open(os.environ["PROJECT"] + "/data/prices.csv")) if r["entity_id"] == "p5.48xlarge"
            and r["provider"] == "aws" and r["offer_kind"] == "hyperscaler_list" and r["region"] in ("ap-south-1", "sa-east-1")
            and len(r["as_of"]) == 10 and (today - datetime.date.fromisoformat(r["as_of"])).days <= 365]
    newest = max(r["as_of"] for r in rows)
    best = sorted((float(r["usd_per_hour"]), r["region"]) for r in rows if r["as_of"] == newest)[0]
    e = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] == "p5.48xlarge"][0]
    assert abs(float(e["usd_per_hour"]) - best[0]) < 1e-9 and e["price_region"] == best[1], (e["usd_per_hour"], e["price_region"], best)
    print("check ok", best)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
