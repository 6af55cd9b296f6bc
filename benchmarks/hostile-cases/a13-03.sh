# what: a quote keyed by the chip and provider without the count ("h100-sxm@lambda": 31.92, dated 2026-11-20) while the candidate is "h100-sxm:8@lambda" (-y): the quote would silently price nothing; refused naming price_overrides and the key (adapted after the run: the docs promise a how-to-key hint only for a key missing its provider)
# expect-rc: 1
# expect: price_overrides
# expect: h100-sxm@lambda
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm@lambda": 31.92}, quote_date: 2026-11-20}'
