# what: hand check of "h100-sxm:20@lambda" on gpu_cloud_list: 20 is no multiple of Lambda's 8x rate (min_chips 8, data/README: priced at such a rate only when N is a multiple), so the newest eligible per-GPU row (min_chips empty) prices all 20 chips: usd_per_hour = 20 x that rate
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:20@lambda"], price_basis: gpu_cloud_list}' --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
import os
rows=[r for r in csv.DictReader(open(os.environ["PROJECT"]+"/data/prices.csv")) if r["entity_id"]=="h100-sxm" and r["provider"]=="lambda" and r["pricing_model"]=="on_demand" and (not r["min_chips"] or 20%int(r["min_chips"])==0)]
newest=max(r["as_of"] for r in rows); rate=min(float(r["usd_per_hour"]) for r in rows if r["as_of"]==newest)
e=[r for r in csv.DictReader(open("e.csv"))][0]
got=float(e["usd_per_hour"])
if abs(got-20*rate)>1e-6: fail(f"usd_per_hour {got} != 20 x {rate}")
print("check ok", got)
PY
