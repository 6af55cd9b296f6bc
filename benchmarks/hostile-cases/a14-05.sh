# what: a quote keyed with the provider in capitals ("h100-sxm:8@LAMBDA": 30) while the candidate is "h100-sxm:8@lambda", with -y: a near-miss that would price nothing; refused naming price_overrides and the key as written
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@LAMBDA
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:8@LAMBDA": 30}, quote_date: 2026-11-20}'
