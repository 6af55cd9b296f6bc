# what: quote of 400 USD/h for trn2.48xlarge (25 USD per chip-hour, over 10x the dearest listed) given with -p
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_overrides '{trn2.48xlarge: 400}'
