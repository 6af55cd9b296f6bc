# what: "h200-sxm:8@various" as the only candidate on gpu_marketplace: "various" rows are survey price bands (offer_kind quote, data/README: private quotes, survey ranges), no host's offer; no price on any basis, so nothing can be estimated: exit 1 naming the candidate, never priced at a band end (2.5-7 per GPU-hour)
# expect-rc: 1
# expect: h200-sxm:8@various
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: ["h200-sxm:8@various"], price_basis: gpu_marketplace}'
