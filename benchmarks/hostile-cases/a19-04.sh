# what: a quote given as a mapping ({trn2.48xlarge: {usd_per_hour: 30}}, the column name of prices.csv) with -y: README says a quote is USD per hour for the whole system (a number); refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: {usd_per_hour: 30}}, quote_date: 2026-11-20}'
