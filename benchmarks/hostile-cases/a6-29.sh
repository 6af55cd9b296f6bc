# what: quote_date given as a one-item list ([2026-11-01]) beside a quote, with -y
# expect-rc: 1
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge, p5], price_overrides: {trn2.48xlarge: 24}, quote_date: [2026-11-01]}'
