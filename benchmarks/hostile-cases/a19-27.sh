# what: price_max_age_days given as text with a unit (-p price_max_age_days '365 days'): FIELDS wants a number of days; refused naming price_max_age_days
# expect-rc: 1
# expect: price_max_age_days
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_max_age_days '365 days'
