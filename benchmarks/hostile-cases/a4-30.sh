# what: a trn2.48xlarge quote (24 USD/h, dated the build day) with price_max_age_days 1, so every listed price is too old: estimate must price only the quote and say of every other candidate why (the key price_max_age_days), not compare against stale prices
# expect-rc: 0
# expect: your quote
# expect: price_max_age_days
# expect-not: hyperscaler_list
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}, price_max_age_days: 1}' --csv e.csv
rc=$?
[ "$(tail -n +2 e.csv | wc -l)" = 1 ] || echo "e.csv holds other than the one quoted candidate"
exit $rc
