# what: training_chips 0 with -p on the pretraining scenario: no chips to train on; refused naming training_chips
# expect-rc: 1
# expect: training_chips
cp "$PROJECT/scenarios/pretrain-8b-15t.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p training_chips 0
