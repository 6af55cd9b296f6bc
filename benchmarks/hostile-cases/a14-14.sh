# what: price_max_age_days 1.5 with -p (a fraction of a day; FIELDS: int days): refused naming price_max_age_days (never rounded silently to 1 or 2)
# expect-rc: 1
# expect: price_max_age_days
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_max_age_days 1.5
