# what: -p with a dotted key (-p price_overrides.trn2.48xlarge 24), as if the command line took paths into a mapping
# expect-rc: 1
# expect: price_overrides.trn2.48xlarge
# expect: unknown key
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p price_overrides.trn2.48xlarge 24
