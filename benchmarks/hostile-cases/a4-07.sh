# what: quote for the 8-GPU p5.48xlarge of 6.88 USD/h: the 1-GPU p5.4xlarge's whole price (a per-GPU figure) given for the 8-GPU system
# expect-rc: 1
# expect: price_overrides
# expect: p5.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [trn2, p5.48xlarge], price_overrides: {p5.48xlarge: 6.88}}'
