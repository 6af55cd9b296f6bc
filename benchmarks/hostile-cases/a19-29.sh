# what: training scenario with seq_len 0 in the file (FIELDS: positive tokens per sequence; a zero sequence makes steps of nothing): refused naming the file and seq_len
# expect-rc: 1
# expect: s.yaml
# expect: seq_len
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^workload: inference/workload: training/; s/^seq_len: .*/seq_len: 0/' s.yaml
timeout 55 "$TR" estimate s.yaml
