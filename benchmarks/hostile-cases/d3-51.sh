# what: scenario: a top-level YAML merge key (<<: {tokens_per_day: 2.0e+9, horizon_months: 24}): a correct result, the same table as writing the two keys out
# expect-rc: 0
# expect: SAME
printf '<<: {tokens_per_day: 2.0e+9, horizon_months: 24}\ncandidates: [trn2, p5]\n' > a.yaml
printf 'tokens_per_day: 2.0e+9\nhorizon_months: 24\ncandidates: [trn2, p5]\n' > b.yaml
"$TR" estimate a.yaml --csv a.csv > a.out || exit $?
"$TR" estimate b.yaml --csv b.csv > b.out || exit $?
cmp -s a.csv b.csv && echo SAME || { echo "DIFFERENT: a.csv vs b.csv"; diff a.csv b.csv | head -5; exit 1; }
