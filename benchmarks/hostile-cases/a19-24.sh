# what: -p quote_date null after a file that dates its trn2.48xlarge quote 2026-11-20 (README: null is the day of the build): the override wins and the quote stands at 24 on aws_on_demand, dated today
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: .*/price_overrides: {trn2.48xlarge: 24}/; s/^quote_date: .*/quote_date: 2026-11-20/; s/^candidates: .*/candidates: [trn2.48xlarge]/' s.yaml
timeout 55 "$TR" estimate s.yaml -p quote_date null --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
import datetime
e=[r for r in csv.DictReader(open("e.csv"))][0]
if abs(float(e["usd_per_hour"])-24)>1e-9: fail(f"usd_per_hour {e['usd_per_hour']}")
if e["price_as_of"]=="2026-11-20": fail("quote still dated 2026-11-20")
print("check ok", e["price_as_of"])
PY
