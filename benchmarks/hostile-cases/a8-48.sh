# what: training deadline_days 1e-300 (a deadline of a vanishing fraction of a second): refused naming deadline_days (a magnitude this small), or every candidate excluded naming deadline_days; exit 1 either way (nothing to estimate)
# expect-rc: 1
# expect: deadline_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{workload: training, deadline_days: 1.0e-300}'
