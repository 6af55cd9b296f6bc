# what: price_max_age_days 365.5 (a fraction where FIELDS says int): refused naming price_max_age_days
# expect-rc: 1
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_max_age_days 365.5
