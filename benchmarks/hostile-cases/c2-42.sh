# what: scenario measurements mapping around a CSV that also says tp (a CSV's rows say tp; the mapping may hold only file)
# expect-rc: 1
# expect: s.yaml
# expect: tp
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
cat > s.yaml <<'Y'
scenario: c2-42
model: llama-3.1-70b
measurements: {file: runs.csv, tp: 16}
Y
"$TR" estimate s.yaml
