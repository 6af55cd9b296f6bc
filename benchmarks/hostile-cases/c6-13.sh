# what: scenario measurements CSV whose run reuses a published run's run_id (trn2-llama70b-l2, with times 2x the published): estimate must equal the estimate of the same run under a new run_id (no silent merge or drop by id), or refuse naming run_id
# expect-rc: 0
# expect: SAME
sed -e 's/^my-trn2-llama70b-l2,/trn2-llama70b-l2,/' -e 's/,814.2,19.6,/,1628.4,39.2,/' "$PROJECT/scenarios/examples/my-runs.csv" > coll.csv
sed 's/^trn2-llama70b-l2,/my-new-l2,/' coll.csv > uniq.csv
cp "$PROJECT/scenarios/default.yaml" a.yaml; sed -i 's/^measurements: null.*/measurements: coll.csv/' a.yaml
cp "$PROJECT/scenarios/default.yaml" b.yaml; sed -i 's/^measurements: null.*/measurements: uniq.csv/' b.yaml
timeout 55 "$TR" estimate a.yaml -y '{price_overrides: {trn2.48xlarge: 40.0}}' > a.txt 2>&1; rc=$?
timeout 55 "$TR" estimate b.yaml -y '{price_overrides: {trn2.48xlarge: 40.0}}' > b.txt 2>&1
cat a.txt
cmp -s a.txt b.txt && echo SAME || diff a.txt b.txt
exit $rc
