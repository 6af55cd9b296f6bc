# what: scenario measurements runs.csv that is a symlink to itself (runs.csv -> runs.csv, ELOOP): refused naming runs.csv, no traceback, no hang
# expect-rc: nonzero
# expect: runs.csv
ln -s runs.csv runs.csv
cat > s.yaml <<'Y'
scenario: loop-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml
