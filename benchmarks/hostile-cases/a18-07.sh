# what: a quote keyed by an instance family (price_overrides {trn2: 30}: README says a quote is USD per hour for the whole system; a family holds several sizes): refused or warned naming price_overrides and trn2, never silently dropped
# expect-rc: nonzero
# expect: price_overrides
# expect: trn2
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_overrides: {trn2: 30}, quote_date: "2026-11-20"}'
