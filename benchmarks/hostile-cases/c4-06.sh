# what: scenario measurements given as a YAML list of two CSV files (not a path or a mapping)
# expect-rc: 1
# expect: s.yaml
# expect: measurements
cp "$PROJECT/scenarios/examples/my-runs.csv" a.csv; cp a.csv b.csv
printf 'scenario: c406\nmeasurements: [a.csv, b.csv]\n' > s.yaml
"$TR" estimate s.yaml
