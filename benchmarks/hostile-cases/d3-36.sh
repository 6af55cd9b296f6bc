# what: scenario: precision 'BF16' (upper case)
# expect-rc: 1
# expect: s.yaml
# expect: precision
cat > s.yaml <<'YML'
precision: BF16
YML
"$TR" estimate s.yaml
