# what: training deadline_days given as YAML infinity (.inf) in the file (null is how the scenario comment says "no deadline"): not a finite number; refused naming the file and deadline_days
# expect-rc: 1
# expect: s.yaml
# expect: deadline_days
grep -v -E '^(workload|deadline_days):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'workload: training\ndeadline_days: .inf\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
