# what: scenario: horizon_months given as text with a unit ("12 months")
# expect-rc: 1
# expect: s.yaml
# expect: horizon_months
printf 'horizon_months: "12 months"\n' > s.yaml
"$TR" estimate s.yaml
