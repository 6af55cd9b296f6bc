# what: scenario: candidates ['h100-sxm:8@'] (an empty provider after the @)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cat > s.yaml <<'YML'
candidates: [trn2, "h100-sxm:8@"]
YML
"$TR" estimate s.yaml
