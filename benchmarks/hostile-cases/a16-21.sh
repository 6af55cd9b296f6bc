# what: hand check of a YAML merge key in efficiency_overrides (base: &b {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}; "a100-80gb:8@lambda": {<<: *b, bandwidth_efficiency: 0.6}): legal YAML, the explicit key wins: the CSV must show bandwidth_efficiency 0.6, step_overhead_ms 5, prefill_mfu 0.4
# expect-rc: 0
# expect: check ok
cat > s.yaml <<'Y'
scenario: merge
model: llama-3.1-8b
tokens_per_day: 1.0e+8
price_basis: gpu_cloud_list
candidates: ["a100-80gb:8@lambda"]
x_base: &b {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}
efficiency_overrides:
  "a100-80gb:8@lambda": {<<: *b, bandwidth_efficiency: 0.6}
Y
# x_base is no scenario key: use the anchor inside the value instead if unknown keys are refused
out=$(timeout 55 "$TR" estimate s.yaml --csv e.csv 2>&1); rc=$?
if [ $rc -ne 0 ]; then
cat > s.yaml <<'Y'
scenario: merge
model: llama-3.1-8b
tokens_per_day: 1.0e+8
price_basis: gpu_cloud_list
candidates: ["a100-80gb:8@lambda"]
efficiency_overrides:
  "a100-80gb:8@lambda": {<<: {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}, bandwidth_efficiency: 0.6}
Y
timeout 55 "$TR" estimate s.yaml --csv e.csv
fi
"$PY" - <<'P'
import csv,sys
try:
    r=[x for x in csv.DictReader(open("e.csv")) if x["candidate"]=="a100-80gb:8@lambda"][0]
    assert abs(float(r["bandwidth_efficiency"])-0.6)<1e-9, r["bandwidth_efficiency"]
    assert abs(float(r["step_overhead_ms"])-5)<1e-9, r["step_overhead_ms"]
    assert abs(float(r["prefill_mfu"])-0.4)<1e-9, r["prefill_mfu"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
