# what: scenario measurements: runs.csv a symlink to a bystander file in $OUTSIDE (not a runs CSV): refused naming runs.csv (no header of data/measurements.csv's columns), the bystander unchanged
# expect-rc: 1
# expect: runs.csv
f=$(ls "$OUTSIDE" | head -1); ln -s "$OUTSIDE/$f" runs.csv
cat > s.yaml <<'Y'
scenario: runs-link
model: llama-3.1-70b
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
