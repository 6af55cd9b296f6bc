# what: a dotted key on the command line (-p price_overrides.trn2.48xlarge 24, as other tools set nested values): not a scenario key; refused naming the key, never silently ignored
# expect-rc: 1
# expect: price_overrides.trn2.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides.trn2.48xlarge 24
