# what: scenario: usd_per_engineer_week -5000 (a negative cost: porting pays you)
# expect-rc: 1
# expect: s.yaml
# expect: usd_per_engineer_week
printf 'usd_per_engineer_week: -5000\n' > s.yaml
"$TR" estimate s.yaml
