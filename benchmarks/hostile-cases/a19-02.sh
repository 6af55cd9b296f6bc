# what: hand check of "h100-sxm:56@lambda" on gpu_cloud_list: 56 = 7 blocks of 8, so the cheapest newest eligible Lambda per-GPU rate (the 8x rate counts: data/README min_chips) prices it and the bill rents 8-chip blocks, 7 per system: usd_per_hour = 56 x rate, units_per_system 7 when the 8x rate is the one chosen
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:56@lambda"], price_basis: gpu_cloud_list}' --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
import os
rows=[r for r in csv.DictReader(open(os.environ["PROJECT"]+"/data/prices.csv")) if r["entity_id"]=="h100-sxm" and r["provider"]=="lambda" and r["pricing_model"]=="on_demand" and (not r["min_chips"] or 56%int(r["min_chips"])==0)]
newest=max(r["as_of"] for r in rows); best=min((float(r["usd_per_hour"]),r["min_chips"]) for r in rows if r["as_of"]==newest)
e=[r for r in csv.DictReader(open("e.csv"))][0]
got=float(e["usd_per_hour"])
if abs(got-56*best[0])>1e-6: fail(f"usd_per_hour {got} != 56 x {best[0]}")
if best[1]=="8" and float(e["units_per_system"])!=7: fail(f"units_per_system {e['units_per_system']} != 7")
print("check ok", got, e["rental_unit"], e["units_per_system"])
PY
