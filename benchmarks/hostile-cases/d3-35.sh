# what: scenario: candidates given as a YAML !!set ({trn2, p5}: no order, not a list)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cat > s.yaml <<'YML'
candidates: !!set {trn2, p5}
YML
"$TR" estimate s.yaml
