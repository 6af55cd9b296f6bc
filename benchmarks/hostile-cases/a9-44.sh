# what: price_max_age_days 36501 with -p (one day over README's stated span: price_max_age_days at most 36,500): refused naming price_max_age_days and the limit
# expect-rc: 1
# expect: price_max_age_days
# expect: 36,500
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_max_age_days 36501
