# what: deadline_days -3 with -p on the pretraining scenario (a deadline in the past): refused naming deadline_days
# expect-rc: 1
# expect: deadline_days
cp "$PROJECT/scenarios/pretrain-8b-15t.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p deadline_days -3
