# what: predict on the example runs CSV whose line 2 source_id is three spaces (a blank cell a spreadsheet padded): read as empty (README: a row without a source_id is cited to the file) giving the same 3 predictions, never an invented source; a refusal would have to name source_id
# expect-rc: 0
# expect: 3 run(s) predicted
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/,neuron-nxdi-llama70b-81ce03a,/,   ,/' r.csv
timeout 55 "$TR" predict r.csv 2>&1
