# what: training scenario with training_chips 0 (-p training_chips 0; no chips: the run never ends): refused naming training_chips
# expect-rc: 1
# expect: training_chips
timeout 55 "$TR" estimate "$PROJECT/scenarios/pretrain-8b-15t.yaml" -p training_chips 0
