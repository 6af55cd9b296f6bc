# what: quote for inf2.24xlarge (6 chips) of 1.0818 USD/h: its listed on-demand 6.49063/6, a per-chip figure given for the whole 6-chip instance
# expect-rc: 1
# expect: price_overrides
# expect: inf2.24xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [inf2, p5], price_overrides: {inf2.24xlarge: 1.0818}}'
