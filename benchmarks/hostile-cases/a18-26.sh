# what: candidate "p5.48xlarge@runpod" (an AWS instance named at a GPU cloud in the entity@provider form): RunPod lists no p5.48xlarge, so it is excluded naming p5.48xlarge@runpod and never priced at RunPod's per-GPU rate (no invented number); refusal naming candidates also passes
# expect-rc: 0
# expect: p5.48xlarge@runpod
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1, "p5.48xlarge@runpod"], price_basis: gpu_cloud_list}' --csv e.csv > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc -ne 0 ]; then grep -q candidates out.txt && echo "check ok (refused)"; exit 0; fi
"$PY" -c '
import csv
try:
    rows=[r for r in csv.DictReader(open("e.csv")) if r["candidate"]=="p5.48xlarge@runpod"]
    print("CHECK FAILED: priced" if rows else "check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))'
