# what: efficiency_overrides with prefill_mfu 0 for "a100-80gb:8@runpod" (no fit to hold it to; a prefill at 0% of peak never ends) with -y on gpu_marketplace: refused naming efficiency_overrides, the candidate and prefill_mfu
# expect-rc: 1
# expect: efficiency_overrides
# expect: prefill_mfu
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:8@runpod", trn1.32xlarge], price_basis: gpu_marketplace, efficiency_overrides: {"a100-80gb:8@runpod": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0, decode_mfu: 0.4}}}'
