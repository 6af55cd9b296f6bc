# what: a quote of .NaN (YAML's NaN spelling, -y '{price_overrides: {trn2.48xlarge: .NaN}}'): not a price; refused naming price_overrides and trn2.48xlarge
# expect-rc: nonzero
# expect: price_overrides
# expect: trn2.48xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_overrides: {trn2.48xlarge: .NaN}}'
