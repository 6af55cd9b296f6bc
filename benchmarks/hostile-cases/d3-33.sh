# what: scenario: seed -1 (a negative random seed)
# expect-rc: 1
# expect: s.yaml
# expect: seed
cat > s.yaml <<'YML'
seed: -1
YML
"$TR" estimate s.yaml
