# what: scenario with measurements: runs.csv where runs.csv is a symlink to /dev/urandom (a device as the runs file; issue 22: regular files only, no unbounded read): refused naming runs.csv, no hang
# expect-rc: 1
# expect: runs.csv
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/^measurements:.*/measurements: runs.csv/' s.yaml
ln -s /dev/urandom runs.csv
timeout 55 "$TR" estimate s.yaml
