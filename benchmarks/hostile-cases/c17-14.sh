# what: predict on a runs CSV whose line 2 (the example 70B trn2.48xlarge run) says tp 128 and pp 2 (256 NeuronCores on an instance of 16 chips x 8 = 128 physical cores; tp 256 alone was tried, tp x pp not): named as impossible (runs.csv, line 2, tp) and not predicted, the other runs scored (predict scores, never fits: a named warning that drops the row is its documented way; first written as a refusal, rc 1)
# expect-rc: 0
# expect: runs.csv, line 2, field 'tp'
# expect: not predicted: my-trn2-llama70b-l2
sed '2s/,64,,,1,/,128,2,,1,/' "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
sed -n 2p runs.csv | cut -c1-80
timeout 55 "$TR" predict runs.csv
