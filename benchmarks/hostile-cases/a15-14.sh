# what: discount_rate_annual -1 with -p (a -100% rate: discount factors divide by 1 + r = 0): refused naming discount_rate_annual
# expect-rc: 1
# expect: discount_rate_annual
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p discount_rate_annual -1
