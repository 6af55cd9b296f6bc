# what: training seq_len 1,048,577 (one token over the documented 1,048,576 limit) given with -p on estimate
# expect-rc: 1
# expect: seq_len
# expect: 1,048,576
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p workload training -p seq_len 1048577
