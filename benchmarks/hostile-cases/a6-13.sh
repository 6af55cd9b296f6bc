# what: tokens_per_day written with YAML 1.1 digit groups (1_000_000_000, an int) in the file: the same estimate as 1.0e+9
# expect-rc: 0
# expect: 1e+09 tokens/day
# expect: same as 1e9
printf 'scenario: s\ncandidates: [p5]\ntokens_per_day: 1_000_000_000\n' > s.yaml
printf 'scenario: s\ncandidates: [p5]\ntokens_per_day: 1.0e+9\n' > t.yaml
"$TR" estimate s.yaml --csv a.csv || exit $?
"$TR" estimate t.yaml --csv b.csv >/dev/null || exit $?
cmp -s a.csv b.csv && echo "same as 1e9"
