# what: efficiency_overrides keyed "h100-sxm:8" (no provider) while two candidates could be meant ("h100-sxm:8@lambda" and "h100-sxm:8@runpod"), with -y: the override would do nothing; as for quotes (new since round 64: a key two candidates could mean lists them all), refused naming efficiency_overrides and both spellings
# expect-rc: 1
# expect: efficiency_overrides
# expect: h100-sxm:8@lambda
# expect: h100-sxm:8@runpod
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda", "h100-sxm:8@runpod"], price_basis: gpu_cloud_list, efficiency_overrides: {"h100-sxm:8": {bandwidth_efficiency: 0.7}}}'
