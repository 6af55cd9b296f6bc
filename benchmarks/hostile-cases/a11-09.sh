# what: a quote for "a100-80gb:8@runpod" of 8117.6 USD/h (8 x 1.39 x 730: a monthly figure) with -p on gpu_marketplace: over ten times the dearest listed A100 price x 8 (README: refused as a slip of unit); refused naming price_overrides and the candidate
# expect-rc: 1
# expect: price_overrides
# expect: a100-80gb:8@runpod
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '["a100-80gb:8@runpod", trn1.32xlarge]' -p price_basis gpu_marketplace -p price_overrides '{"a100-80gb:8@runpod": 8117.6}' -p efficiency_overrides '{"a100-80gb:8@runpod": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4, decode_mfu: 0.4}}'
