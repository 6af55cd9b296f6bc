# what: utilisation pinned at 0.5 ({low: 0.5, mode: 0.5, high: 0.5}; scenario comment: the highest average load per rented system) with candidates [trn1.32xlarge, p5.48xlarge, "h100-sxm:16@lambda"]: no row's busy share may exceed 0.5
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.5, mode: 0.5, high: 0.5}, candidates: [trn1.32xlarge, p5.48xlarge, "h100-sxm:16@lambda"], price_basis: gpu_cloud_list}' --csv e.csv
"$PY" - <<'PY'
import csv,sys,math
def fail(m): print("CHECK FAILED:",m); sys.exit(0)
sys.excepthook=lambda t,v,tb: print("CHECK FAILED:",t.__name__,v)
rs=list(csv.DictReader(open("e.csv")))
if not rs: fail("no rows")
for e in rs:
    if e["busy_share"] and float(e["busy_share"])>0.5+1e-9: fail(f"{e['candidate']} busy {e['busy_share']}")
print("check ok", len(rs))
PY
