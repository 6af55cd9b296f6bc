# what: efficiency_range with a zero low multiplier ({low: 0, high: 1.2}) with -y: an efficiency of zero (a step of infinite time) in the draws; refused naming efficiency_range
# expect-rc: 1
# expect: efficiency_range
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{efficiency_range: {low: 0, high: 1.2}}'
