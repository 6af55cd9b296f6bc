# what: efficiency_range with low 0 (-y '{efficiency_range: {low: 0, high: 1.2}}'): a zero efficiency draws an infinite decode time in the Monte Carlo; refused naming efficiency_range
# expect-rc: 1
# expect: efficiency_range
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_range: {low: 0, high: 1.2}}'
