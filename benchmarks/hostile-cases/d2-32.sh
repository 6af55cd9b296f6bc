# what: scenario: horizon_months 0 (a decision over no time: NPV and payback over zero months)
# expect-rc: 1
# expect: s.yaml
# expect: horizon_months
printf 'horizon_months: 0\n' > s.yaml
"$TR" estimate s.yaml
