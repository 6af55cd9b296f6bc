# what: scenario measurements CSV whose as_of on line 2 is 2099-01-01 (a run dated in the future)
# expect-rc: 1
# expect: runs.csv
# expect: as_of
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,2026-08-21,/,2099-01-01,/' runs.csv
grep -q 2099-01-01 runs.csv || exit 99
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/my-runs.csv/runs.csv/' s.yaml
"$TR" estimate s.yaml
