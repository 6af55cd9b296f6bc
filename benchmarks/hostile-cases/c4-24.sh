# what: scenario measurements names runs.csv, which is a folder (holding a CSV), not a file
# expect-rc: 1
# expect: runs.csv
# expect: measurements
mkdir runs.csv; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv/my-runs.csv
printf 'scenario: c424\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
