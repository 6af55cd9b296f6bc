# what: a100-80gb:4@lambda on gpu_cloud_list (with efficiency_overrides so it could be modelled): Lambda lists A100 80GB only at its 8x per-GPU rate (min_chips 8), so 4 GPUs have no price (data/README min_chips); excluded saying why (min_chips), trn1.32xlarge still estimated
# expect-rc: 0
# expect: a100-80gb:4@lambda
# expect: min_chips
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:4@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, efficiency_overrides: {"a100-80gb:4@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4}}}'
