# what: price_max_age_days 1 with a quote dated the day of the build (quote_date null): README says prices older than price_max_age_days never enter a verdict; p5's list prices (newest 2026-11) are excluded naming price_max_age_days, the quote for trn2.48xlarge (30 USD/h, age 0) is used
# expect-rc: 0
# expect: price_max_age_days
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 30}, price_max_age_days: 1}' --csv e.csv; echo rc=$?
"$PY" - <<'PY'
import csv
try:
    rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
    assert "p5.48xlarge" not in rows, "p5.48xlarge priced with a price older than 1 day"
    assert float(rows["trn2.48xlarge"]["usd_per_hour"]) == 30.0, rows["trn2.48xlarge"]["usd_per_hour"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
