# what: training deadline_days 1.1 while trn2.48xlarge (quote 24, training_mfu 0.5: 6 x 70.55e9 x 2e10 / (256 x 667e12 x 0.5) = 1.148 days) just misses it: the exclusion must give numbers a reader can tell apart (1.15 days against 1.1), not "takes 1.1 days ... past the deadline of 1.1 days"
# expect-rc: 0
# expect: deadline_days
# expect: 1.15
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p workload training -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 24}, efficiency_overrides: {trn2.48xlarge: {training_mfu: 0.5}}, deadline_days: 1.1}' | cut -c1-200
