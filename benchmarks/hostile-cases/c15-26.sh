# what: predict on the example runs CSV whose line 2 entity_id is "trn9.48xlarge" (a platform the dataset does not hold: rows for unknown platforms): refused naming r.csv, line 2 and entity_id, no number invented for it
# expect-rc: nonzero
# expect: r.csv
# expect: entity_id
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/,trn2.48xlarge,1,decode,/,trn9.48xlarge,1,decode,/' r.csv
timeout 55 "$TR" predict r.csv 2>&1
