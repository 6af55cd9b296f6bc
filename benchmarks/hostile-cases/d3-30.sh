# what: scenario: price_max_age_days -30 (a negative age: every price expired before it was published)
# expect-rc: 1
# expect: s.yaml
# expect: price_max_age_days
cat > s.yaml <<'YML'
price_max_age_days: -30
YML
"$TR" estimate s.yaml
