# what: scenario: score_weights {perfomance: 2} (a misspelt axis: the weight would silently do nothing)
# expect-rc: 1
# expect: s.yaml
# expect: perfomance
cat > s.yaml <<'YML'
score_weights: {perfomance: 2}
YML
"$TR" estimate s.yaml
