# what: efficiency_overrides keyed "h100-sxm:8" (no provider) while the candidate is "h100-sxm:8@lambda" (-y): the override would silently do nothing (the fit would be used instead); refused naming efficiency_overrides and the candidate's spelling h100-sxm:8@lambda (as a quote keyed that way is)
# expect-rc: 1
# expect: efficiency_overrides
# expect: h100-sxm:8@lambda
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list, efficiency_overrides: {"h100-sxm:8": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4}}}'
