# what: hand check on price_basis aws_commitment: trn1.32xlarge's and p5.48xlarge's hourly prices must be the newest current (within price_max_age_days 365 of today) hyperscaler_commitment row of data/prices.csv in us-east-1/us-east-2/us-west-2 or no region, then the cheapest (data/README); a system with no such row is excluded and named, one whose rows are all older is excluded naming price_max_age_days
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_commitment}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os, datetime
try:
    today = datetime.date.today()
    o = open("out.txt").read()
    got = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))} if os.path.exists("e.csv") else {}
    for ent in ("trn1.32xlarge", "p5.48xlarge"):
        rows = [r for r in csv.DictReader(open(os.environ["PROJECT"] + "/data/prices.csv")) if r["entity_id"] == ent
                and r["provider"] == "aws" and r["offer_kind"] == "hyperscaler_commitment"
                and r["region"] in ("us-east-1", "us-east-2", "us-west-2", "")]
        if not rows:      # no commitment price of any date: excluded, named
            assert ent not in got and ent in o, f"{ent}: no row, yet {got.get(ent, {}).get('usd_per_hour')}"
            continue
        rows = [r for r in rows if len(r["as_of"]) == 10 and (today - datetime.date.fromisoformat(r["as_of"])).days <= 365]
        if not rows:
            assert ent not in got and "price_max_age_days" in o, f"{ent}: no current row, yet {got.get(ent, {}).get('usd_per_hour')}"
            continue
        newest = max(r["as_of"] for r in rows)
        want = min(float(r["usd_per_hour"]) for r in rows if r["as_of"] == newest)
        assert ent in got, f"{ent} not estimated"
        assert abs(float(got[ent]["usd_per_hour"]) - want) < 1e-9, f"{ent}: {got[ent]['usd_per_hour']} != {want} ({newest})"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
