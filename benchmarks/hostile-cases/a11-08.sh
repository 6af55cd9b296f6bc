# what: a quote for "h100-sxm:8@coreweave" of 2.23 USD/h (CoreWeave's undated per-GPU figure given for the 8-GPU system; under a quarter of the cheapest H100 price listed anywhere x 8 = 2.98) with -y on gpu_cloud_list: README, refused as a slip of unit naming price_overrides and the candidate
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm:8@coreweave
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@coreweave", trn1.32xlarge], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:8@coreweave": 2.23}, quote_date: 2026-11-20}'
