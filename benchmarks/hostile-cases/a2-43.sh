# what: estimate --csv onto the scenario's own measurements CSV (my runs file it reads)
# expect-rc: 1
# expect: runs.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; s1=$(md5sum < runs.csv)
grep -v '^measurements:' "$PROJECT/scenarios/examples/your-runs-csv.yaml" > s.yaml; echo 'measurements: runs.csv' >> s.yaml
"$TR" estimate s.yaml --csv runs.csv; rc=$?
[ "$(md5sum < runs.csv)" = "$s1" ] || echo "runs.csv overwritten"
exit $rc
