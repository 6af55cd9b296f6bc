# what: scenario: efficiency_range {low: 1.2, high: 0.8} (reversed)
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_range
cat > s.yaml <<'YML'
efficiency_range: {low: 1.2, high: 0.8}
YML
"$TR" estimate s.yaml
