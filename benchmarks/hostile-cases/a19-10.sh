# what: price_max_age_days 1 (every listed trn2.48xlarge price is months old, so stale) with a quote for trn2.48xlarge (24 USD/h) left undated (quote_date null: README, the day of the build, so age 0): the quote is within 1 day and stands (README: a quote is held to price_max_age_days); trn2.48xlarge is priced at 24
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge], price_max_age_days: 1, price_overrides: {trn2.48xlarge: 24}, quote_date: null}' --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
e=[r for r in csv.DictReader(open("e.csv"))][0]
if abs(float(e["usd_per_hour"])-24)>1e-9: fail(f"usd_per_hour {e['usd_per_hour']}")
print("check ok")
PY
