# what: price_max_age_days 0 with a trn2.48xlarge quote (24 USD/h, no quote_date: dated the day of the build, age 0): either a clear refusal naming price_max_age_days, or the quote used as your quote and every listed price excluded naming price_max_age_days (data/README: older than price_max_age_days is never used)
# expect-rc: 0
# expect: check ok
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_max_age_days: 0, candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, datetime
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "price_max_age_days" in o and "s.yaml" in o, "refused without naming the key and the file"
    else:
        rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
        assert set(rows) == {"trn2.48xlarge"}, f"estimated {sorted(rows)}"
        r = rows["trn2.48xlarge"]
        assert float(r["usd_per_hour"]) == 24.0 and r["price_as_of"] == datetime.date.today().isoformat(), (r["usd_per_hour"], r["price_as_of"])
        assert "price_max_age_days" in o and "p5.48xlarge" in o, "p5.48xlarge's exclusion not said with the key"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
