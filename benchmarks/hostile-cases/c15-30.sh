# what: predict on the example runs CSV whose line 2 tp is 0 (no NeuronCore used): refused naming r.csv, line 2 and tp
# expect-rc: nonzero
# expect: r.csv
# expect: tp
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/,llama-3.1-70b,64,,,1,/,llama-3.1-70b,0,,,1,/' r.csv
grep -q 'llama-3.1-70b,0,' r.csv || echo "SETUP FAILED"
timeout 55 "$TR" predict r.csv 2>&1
