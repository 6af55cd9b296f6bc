# what: scenario via -y: price_overrides keyed by an AWS family (trn2: 24.0) rather than a system id: refused naming price_overrides (a family has sizes at different prices)
# expect-rc: 1
# expect: price_overrides
# expect: trn2
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y "{price_overrides: {trn2: 24.0}, quote_date: 2026-11-01}"
