# what: scenario measurements mapping naming run.json that holds the example runs CSV (a CSV saved under a .json name)
# expect-rc: 1
# expect: run.json
cp "$PROJECT/scenarios/examples/my-runs.csv" run.json
printf 'scenario: j\nmeasurements: {file: run.json, entity_id: trn2.48xlarge, tp: 64}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
