# what: tokens_per_day 1.0e+18 with -p (the top of issue 22's magnitude rule, legal) and candidate inf2.48xlarge on aws_on_demand: a finite bill that scales with the volume: the fluid system count is 1e6 x that at 1.0e+12, units rented = ceil(fluid systems / utilisation mode 0.6) (scenario comment: the highest average load per rented system), and the monthly bill = units x hourly unit price x hours in a month (720-744)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day 1.0e+12 -y '{candidates: [inf2.48xlarge], price_basis: aws_on_demand}' --csv small.csv >/dev/null
timeout 55 "$TR" estimate s.yaml -p tokens_per_day 1.0e+18 -y '{candidates: [inf2.48xlarge], price_basis: aws_on_demand}' --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
e=[r for r in csv.DictReader(open("e.csv"))][0]
s=[r for r in csv.DictReader(open("small.csv"))][0]
b=float(e["monthly_bill_usd"]); u=float(e["units_rented"]); h=float(e["unit_usd_per_hour"]); f=float(e["fluid_systems"])
if not (math.isfinite(b) and b>0): fail(f"bill {b}")
if abs(f/float(s["fluid_systems"])/1e6-1)>1e-9: fail(f"fluid systems {f} not 1e6 x {s['fluid_systems']}")
if u!=math.ceil(f/0.6-1e-9): fail(f"units {u} != ceil({f}/0.6)")
if not 720<=b/(u*h)<=744: fail(f"bill/(units x rate) = {b/(u*h)} hours")
print("check ok", b, u)
PY
