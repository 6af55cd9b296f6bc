# what: efficiency_overrides keyed "h100-sxm:08@lambda" while candidates hold "h100-sxm:8@lambda" (the duplicate rule reads 08 as 8) on gpu_cloud_list, with -y: either refused naming efficiency_overrides and the key (an override that would silently do nothing), or applied (the CSV's bandwidth_efficiency 0.5); never dropped with no word
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list, efficiency_overrides: {"h100-sxm:08@lambda": {bandwidth_efficiency: 0.5}}}' > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, csv
out = open("out.txt").read(); rc = int(os.environ["RC"])
try:
    if rc == 1 and "efficiency_overrides" in out and "h100-sxm:08@lambda" in out:
        print("check ok (refused)")
    else:
        rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
        r = rows.get("h100-sxm:8@lambda")
        assert r and abs(float(r["bandwidth_efficiency"]) - 0.5) < 1e-9, r and r["bandwidth_efficiency"]
        print("check ok (applied)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
