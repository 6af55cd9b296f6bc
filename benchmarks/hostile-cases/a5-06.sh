# what: price_max_age_days -30 (a negative age: every price, the quote too, would be "too old") beside a quote
# expect-rc: 1
# expect: s.yaml
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 24.0}/; s/^price_max_age_days:.*/price_max_age_days: -30/' s.yaml
"$TR" estimate s.yaml
