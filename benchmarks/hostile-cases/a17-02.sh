# what: discount_rate_annual -1 with -p (a -100% rate: the discount factor 1/(1+r) divides by zero in the decision's NPV): refused naming discount_rate_annual
# expect-rc: 1
# expect: discount_rate_annual
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p discount_rate_annual -1
