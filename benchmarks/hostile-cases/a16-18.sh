# what: training_chips 1.0e+19 with -y (a float over the one magnitude rule 1e18 and no whole chip count): refused naming training_chips
# expect-rc: nonzero
# expect: training_chips
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{workload: training, training_chips: 1.0e+19}'
