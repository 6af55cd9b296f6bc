# what: a quote given as a list of two prices in the file (price_overrides: {p5.48xlarge: [50, 55]}, a low/high bid): a quote is one number (README); refused naming the file, price_overrides and p5.48xlarge
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect: p5.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: .*/price_overrides: {p5.48xlarge: [50, 55]}/; s/^quote_date: .*/quote_date: 2026-11-20/' s.yaml
timeout 55 "$TR" estimate s.yaml
