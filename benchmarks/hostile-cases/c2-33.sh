# what: predict on a runs CSV whose nodes on line 2 is 0
# expect-rc: 1
# expect: runs.csv
# expect: nodes
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/^my-trn2-llama70b-l2,trn2.48xlarge,1,/my-trn2-llama70b-l2,trn2.48xlarge,0,/' runs.csv
grep -q 'trn2.48xlarge,0,decode' runs.csv || exit 99
"$TR" predict runs.csv
