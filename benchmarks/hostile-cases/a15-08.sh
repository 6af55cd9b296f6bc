# what: price_range for a pricing model that does not exist ({savings_plan: {low: 0.9, high: 1.1}}: the scenario comment lists the models) in the file: would silently do nothing; refused naming price_range and savings_plan
# expect-rc: 1
# expect: price_range
# expect: savings_plan
printf 'scenario: s\nprice_range:\n  savings_plan: {low: 0.9, high: 1.1}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
