# what: a quote keyed by an instance family (price_overrides {trn2: 30}, trn2 among the candidates) with -y: README prices a quote per whole system, and trn2 names sizes from 1 to 16 chips; refused naming price_overrides and trn2, never one 30 USD/h applied to every size
# expect-rc: 1
# expect: price_overrides
# expect: trn2
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn2, p5], price_overrides: {trn2: 30}, quote_date: "2026-11-20"}'
