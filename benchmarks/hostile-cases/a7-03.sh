# what: quote keyed with a zero-padded chip count ("h100-sxm:08@lambda": 30) while candidates hold "h100-sxm:8@lambda" (the same system, as candidates' own duplicate rule reads it): applied, or refused naming price_overrides and the key; never silently dropped
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:08@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:08@lambda": 30}}'
