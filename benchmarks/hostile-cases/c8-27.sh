# what: scenario measurements CSV saved as UTF-32 with BOM (another encoding): refused naming runs.csv and the encoding (data/README's CSVs are UTF-8), no traceback
# expect-rc: nonzero
# expect: runs.csv
# expect: UTF-8
iconv -f utf-8 -t utf-32 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
cat > s.yaml <<'Y'
scenario: utf32-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
Y
timeout 55 "$TR" estimate s.yaml
