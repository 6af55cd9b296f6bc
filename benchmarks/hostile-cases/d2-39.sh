# what: scenario: candidates ['h100-sxm:8@lambda@runpod'] (two providers in one candidate)
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8@lambda@runpod
printf 'candidates: ["h100-sxm:8@lambda@runpod", trn2]\n' > s.yaml
"$TR" estimate s.yaml
