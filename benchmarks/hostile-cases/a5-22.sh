# what: quote for trn1.32xlarge dated 2000-01-01 (22 years before Trainium shipped) with price_max_age_days 36500, given with -y on estimate
# expect-rc: 1
# expect: quote_date
# expect: trn1.32xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn1.32xlarge: 21.0}, quote_date: 2000-01-01, price_max_age_days: 36500}'
