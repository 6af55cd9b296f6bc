# what: per-chip figure (1.08 USD/h = 12.98/12) quoted for the whole 12-chip inf2.48xlarge, given with -p on estimate
# expect-rc: 1
# expect: price_overrides
# expect: inf2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_overrides '{inf2.48xlarge: 1.08}'
