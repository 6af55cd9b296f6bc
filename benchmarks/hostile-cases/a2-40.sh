# what: price_overrides given on the command line as a bare number (-p price_overrides 24)
# expect-rc: 1
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_overrides 24
