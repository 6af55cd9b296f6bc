# what: scenario: discount_rate_annual 8 (a percent slip: 800% a year)
# expect-rc: 1
# expect: s.yaml
# expect: discount_rate_annual
cat > s.yaml <<'YML'
discount_rate_annual: 8
YML
"$TR" estimate s.yaml
