# what: a quote of 1e300 USD/h for inf2.48xlarge in the file (README: over ten times the dearest listed price is refused as a monthly figure): refused naming the file, price_overrides and inf2.48xlarge, no inf in any bill
# expect-rc: 1
# expect: price_overrides
# expect: inf2.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: .*/price_overrides: {inf2.48xlarge: 1.0e+300}/; s/^quote_date: .*/quote_date: 2026-11-20/' s.yaml
timeout 55 "$TR" estimate s.yaml
