# what: a quote of 1e-300 USD/h for p5.48xlarge with -y (README: a quote under a tenth of the cheapest price listed for the system is refused as a likely per-chip or typo figure): refused naming price_overrides and p5.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: p5.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {p5.48xlarge: 1.0e-300}, quote_date: 2026-11-20}'
