# what: scenario: regions given as a plain string 'us-east-1' instead of a list (iterated it would be single letters)
# expect-rc: 1
# expect: s.yaml
# expect: regions
cat > s.yaml <<'YML'
regions: us-east-1
YML
"$TR" estimate s.yaml
