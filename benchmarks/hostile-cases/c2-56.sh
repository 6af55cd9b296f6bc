# what: measurements CSV with the same run (line 2) duplicated on line 4 under a new run_id (a copy-paste double count), in a scenario
# expect-rc: nonzero
# expect: runs.csv
# expect: line 5
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -n '2p' runs.csv | sed 's/^my-trn2-llama70b-l2,/my-trn2-llama70b-l2-again,/' >> runs.csv
[ "$(wc -l < runs.csv)" = 5 ] || exit 99
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/my-runs.csv/runs.csv/' s.yaml
"$TR" estimate s.yaml
