# what: scenario: candidates ["h100-sxm:-8@lambda"] (a negative chip count)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
printf 'candidates: [trn2, "h100-sxm:-8@lambda"]\n' > s.yaml
"$TR" estimate s.yaml
