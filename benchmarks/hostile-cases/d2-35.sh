# what: scenario: seed given as the text "twenty-twenty-six"
# expect-rc: 1
# expect: s.yaml
# expect: seed
printf 'seed: twenty-twenty-six\n' > s.yaml
"$TR" estimate s.yaml
