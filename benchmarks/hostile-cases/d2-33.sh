# what: scenario: discount_rate_annual -1.0 (a -100% rate: discount factors divide by zero)
# expect-rc: 1
# expect: s.yaml
# expect: discount_rate_annual
printf 'discount_rate_annual: -1.0\n' > s.yaml
"$TR" estimate s.yaml
