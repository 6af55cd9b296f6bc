# what: scenario measurements: "~/my-runs.csv" (a home-relative path; YAML does not expand ~, and no such file beside the scenario): refused naming measurements and the path, no traceback
# expect-rc: nonzero
# expect: my-runs.csv
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p measurements '~/my-runs.csv'
