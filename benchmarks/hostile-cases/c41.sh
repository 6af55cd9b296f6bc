# what: scenario measurements CSV with one configuration run twice (lines 2 and 3, same system, batch, lengths) whose TPOT and throughput differ 10x (19.6 ms / 36 tok/s and 196 ms / 3.6 tok/s)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
head -2 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
sed -n 2p "$PROJECT/scenarios/examples/my-runs.csv" | sed 's/^my-trn2-llama70b-l2,/my-trn2-llama70b-l2-again,/; s/,36,814.2,19.6,/,3.6,814.2,196,/' >> runs.csv
grep -q ',196,' runs.csv || exit 99
printf 'scenario: c41\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
