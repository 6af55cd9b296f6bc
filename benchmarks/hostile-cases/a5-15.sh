# what: quote for "h100-sxm:8@lambda" dated 2021-01-01 (before the H100 was available) with price_max_age_days 36500
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {"h100-sxm:8@lambda": 23.9}/; s/^quote_date:.*/quote_date: 2021-01-01/; s/^price_max_age_days:.*/price_max_age_days: 36500/' s.yaml
"$TR" estimate s.yaml
