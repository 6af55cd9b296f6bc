# what: candidates an empty list in the file (candidates: []): nothing to estimate; refused naming the file and candidates
# expect-rc: 1
# expect: candidates
printf 'scenario: s\ncandidates: []\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
