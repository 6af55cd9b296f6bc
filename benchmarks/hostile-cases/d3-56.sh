# what: scenario: regions [us-east-1, us-east-1, us-east-2] (a region listed twice): refused naming the key (or the same table as listing it once)
# expect-rc: 1
# expect: a.yaml
# expect: regions
printf 'regions: [us-east-1, us-east-1, us-east-2]\ncandidates: [trn2, p5]\n' > a.yaml
printf 'regions: [us-east-1, us-east-2]\ncandidates: [trn2, p5]\n' > b.yaml
"$TR" estimate a.yaml --csv a.csv > a.out || exit $?
"$TR" estimate b.yaml --csv b.csv > b.out || exit $?
cmp -s a.csv b.csv && echo SAME || { echo "DIFFERENT: a.csv vs b.csv"; diff a.csv b.csv | head -5; exit 1; }
