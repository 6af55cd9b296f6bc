# what: scenario measurements mapping around a CSV that also gives model: llama-3.1-8b (README: "a CSV's rows say all that in their columns, so a mapping around a CSV holds only file"; model is the JSON-only key, tp was tried): refused naming measurements and model
# expect-rc: nonzero
# expect: measurements
# expect: model
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
printf 'scenario: c11-13\nmeasurements: {file: runs.csv, model: llama-3.1-8b}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
