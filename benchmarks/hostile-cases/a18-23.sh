# what: price_basis gpu_marketplace with "h100-sxm:8@lambda" (Lambda's H100 rows are all neocloud_list, no marketplace offer) next to "h100-sxm:8@runpod" (RunPod has marketplace rows): Lambda excluded naming it and the basis (a GPU cloud's exclusion names the price basis); never priced at a list rate
# expect-rc: 0
# expect: h100-sxm:8@lambda
# expect: gpu_marketplace
# expect: lambda not priced
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: ["h100-sxm:8@runpod", "h100-sxm:8@lambda"], price_basis: gpu_marketplace}' --csv e.csv; rc=$?
"$PY" -c '
import csv
try:
    rows=[r for r in csv.DictReader(open("e.csv")) if r["candidate"]=="h100-sxm:8@lambda"]
    print("CHECK FAILED: lambda priced on marketplace" if rows else "lambda not priced")
except Exception as e:
    print("CHECK FAILED:", repr(e))'
exit $rc
