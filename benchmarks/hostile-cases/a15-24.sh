# what: -p with a dotted key (-p price_overrides.trn2.48xlarge 24, a natural guess at a nested key): not a scenario key; refused naming the key (never silently ignored, the bill at list price)
# expect-rc: 1
# expect: price_overrides.trn2.48xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_overrides.trn2.48xlarge 24
