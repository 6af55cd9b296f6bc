# what: "a100-80gb:12@lambda" on gpu_cloud_list with no quote (efficiency_overrides given): both Lambda A100 rows are 8x rates (min_chips 8) and 12 is no multiple of 8 (data/README min_chips), so no list price may price it: refused or excluded naming the candidate, never priced at 12 x 2.79 = 33.48
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:12@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, efficiency_overrides: {"a100-80gb:12@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4, decode_mfu: 0.4}}}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    assert "a100-80gb:12@lambda" in out, "the candidate is not named"
    if os.path.exists("e.csv"):
        for r in csv.DictReader(open("e.csv")):
            if r["candidate"] == "a100-80gb:12@lambda" and r["usd_per_hour"]:
                assert abs(float(r["usd_per_hour"]) - 33.48) > 1e-6, "priced at 12 x 2.79 (an 8x rate)"
                raise AssertionError(f"priced at {r['usd_per_hour']} with no listed rate that may price 12 GPUs")
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
