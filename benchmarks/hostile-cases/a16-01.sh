# what: -p price_max_age_days 2 (no listed price is 2 days old, no quote given): checked up front means it will build (issue 22 item 6): refused or "no candidate" naming price_max_age_days, never a traceback
# expect-rc: nonzero
# expect: price_max_age_days
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_max_age_days 2
