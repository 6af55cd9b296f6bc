# what: a quote keyed with a trailing space ("trn2.48xlarge ": 30), not matching the candidate: an override that would silently do nothing; refused naming price_overrides
# expect-rc: nonzero
# expect: price_overrides
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn2.48xlarge, p5], price_overrides: {"trn2.48xlarge ": 30}, quote_date: "2026-11-20"}'
