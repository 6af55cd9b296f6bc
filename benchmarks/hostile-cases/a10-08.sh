# what: porting_engineer_weeks with its mode under its low ({low: 12, mode: 8, high: 24}) with -y: no triangular distribution has that shape; refused naming porting_engineer_weeks
# expect-rc: 1
# expect: porting_engineer_weeks
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{porting_engineer_weeks: {low: 12, mode: 8, high: 24}}'
