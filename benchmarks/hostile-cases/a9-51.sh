# what: training_chips 2^63 (9223372036854775808, one past the largest 64-bit integer) in a training scenario file: under issue 22's one magnitude rule (at most 1e18) refused naming the file and training_chips, no overflow
# expect-rc: 1
# expect: s.yaml
# expect: training_chips
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^workload: inference/workload: training/; s/^training_chips: .*/training_chips: 9223372036854775808/' s.yaml
timeout 55 "$TR" estimate s.yaml
