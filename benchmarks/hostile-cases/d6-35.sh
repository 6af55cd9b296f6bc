# what: prices.csv: a legal newer trn1.32xlarge us-east-1 on-demand price (19.35 USD/h, a 10% cut, as_of 2026-11-09, source datareceipts-109-hyperscalers): estimate of the default scenario must rent trn1.32xlarge at 19.35 dated 2026-11-09 and bill units x 19.35 x hours
# expect-rc: 0
# expect: PRICE-OK
# expect: BILL-OK
# (updated: prices.csv has had an 11th column, min_chips, since the case was written; the row leaves it empty,
# as a whole system's price does)
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
printf '%s\n' "trn1.32xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,19.35,2026-11-09,datareceipts-109-hyperscalers,price cut (hostile round 57)," >> d/prices.csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml --csv a.csv > /dev/null || exit 4
timeout 55 "$TR" estimate s.yaml -p data_dir "$W/d" --csv b.csv > /dev/null || exit 5
"$PY" - <<'PY'
import csv
a={r["candidate"]:r for r in csv.DictReader(open("a.csv"))}["trn1.32xlarge"]
b={r["candidate"]:r for r in csv.DictReader(open("b.csv"))}["trn1.32xlarge"]
print("old", a["unit_usd_per_hour"], a["price_as_of"], a["units_rented"], a["monthly_bill_usd"])
print("new", b["unit_usd_per_hour"], b["price_as_of"], b["units_rented"], b["monthly_bill_usd"])
if abs(float(b["unit_usd_per_hour"])-19.35)<1e-9 and b["price_as_of"]=="2026-11-09": print("PRICE-OK")
hours=float(a["monthly_bill_usd"])/float(a["units_rented"])/float(a["unit_usd_per_hour"])
exp=float(b["units_rented"])*19.35*hours
if abs(float(b["monthly_bill_usd"])-exp)<=1e-6*exp: print("BILL-OK")
PY
