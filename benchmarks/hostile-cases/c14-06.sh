# what: scenario measurements: runs.csv that is a directory (a folder named like the file): refused naming runs.csv, no traceback, no hang
# expect-rc: 1
# expect: runs.csv
mkdir runs.csv
cat > s.yaml <<'Y'
scenario: runs-dir
model: llama-3.1-70b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
