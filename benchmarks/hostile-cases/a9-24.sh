# what: a quote of 1e-320 USD/h (a subnormal float, positive) for trn1.32xlarge with -p: far under a tenth of any listed price (README: refused as a slip of unit); refused naming price_overrides and trn1.32xlarge, no division blow-up
# expect-rc: 1
# expect: price_overrides
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides '{trn1.32xlarge: 1.0e-320}'
