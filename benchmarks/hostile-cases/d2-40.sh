# what: scenario: candidates ['trn2', 'TRN2'] (the same family twice, once in upper case)
# expect-rc: 1
# expect: candidates
# expect: TRN2
printf 'candidates: [trn2, TRN2, p5]\n' > s.yaml
"$TR" estimate s.yaml
