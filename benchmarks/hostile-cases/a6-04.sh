# what: tokens_per_day with an explicit !!int tag on an exponent (tokens_per_day: !!int 1e9, line 3): int('1e9') fails inside PyYAML
# expect-rc: 1
# expect: s.yaml
# expect: line 3
printf 'scenario: s\ncandidates: [p5]\ntokens_per_day: !!int 1e9\n' > s.yaml
"$TR" estimate s.yaml
