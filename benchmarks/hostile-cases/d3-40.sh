# what: scenario: price_range spot {low: -0.5, high: 1.3} (a negative price multiplier)
# expect-rc: 1
# expect: s.yaml
# expect: price_range
cat > s.yaml <<'YML'
price_range: {spot: {low: -0.5, high: 1.3}}
YML
"$TR" estimate s.yaml
