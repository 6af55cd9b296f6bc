# what: scenario: tokens_per_day written as text with thousands separators ("1,000,000,000")
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
cat > s.yaml <<'YML'
tokens_per_day: "1,000,000,000"
YML
"$TR" estimate s.yaml
