# what: training scenario with training_chips 0 (-p training_chips 0: no accelerators; FIELDS: accelerators to train on): a run on no chips never ends; refused naming training_chips
# expect-rc: 1
# expect: training_chips
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p workload training -p training_chips 0
