# what: price_max_age_days -1 with -p (a negative age limit): refused naming price_max_age_days
# expect-rc: 1
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_max_age_days -1
