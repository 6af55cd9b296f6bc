# what: scenario: candidates ['p5:8'] (a chip count on an AWS instance family, which takes no count)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cat > s.yaml <<'YML'
candidates: ["p5:8", trn2]
YML
"$TR" estimate s.yaml
