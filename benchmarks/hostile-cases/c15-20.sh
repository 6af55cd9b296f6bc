# what: predict on the example runs CSV whose line 2 nodes is -1 (a negative count of instances): refused naming r.csv, line 2 and nodes
# expect-rc: nonzero
# expect: r.csv
# expect: nodes
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/,trn2.48xlarge,1,decode,/,trn2.48xlarge,-1,decode,/' r.csv
timeout 55 "$TR" predict r.csv 2>&1
