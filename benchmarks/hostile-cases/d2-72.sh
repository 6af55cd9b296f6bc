# what: scenario: regions [US-EAST-1] (upper case: no such region spelling)
# expect-rc: 1
# expect: regions
# expect: US-EAST-1
printf 'regions: [US-EAST-1]\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
