# what: training scenario with efficiency_overrides {trn1.32xlarge: {training_mfu: 0}} (no useful FLOPs: the run would never end): refused naming efficiency_overrides, trn1.32xlarge and training_mfu
# expect-rc: 1
# expect: efficiency_overrides
# expect: trn1.32xlarge
# expect: training_mfu
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{workload: training, efficiency_overrides: {trn1.32xlarge: {training_mfu: 0}}}'
