# what: training train_tokens 0 in the file (nothing to train on; every time and cost is 0 or divides by it): refused naming the file and train_tokens
# expect-rc: nonzero
# expect: s.yaml
# expect: train_tokens
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^workload: .*/workload: training/; s/^train_tokens: .*/train_tokens: 0/' s.yaml
timeout 55 "$TR" estimate s.yaml
