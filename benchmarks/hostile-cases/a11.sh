# what: quote for p5.48xlarge (8 H100s) of 3.90 USD/h: the dataset's own AWS per-GPU H100 rate given as the whole system's
# expect-rc: 1
# expect: price_overrides
# expect: p5.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'scenario: s\nprice_overrides: {p5.48xlarge: 3.90}\n' > s.yaml
"$TR" estimate s.yaml
