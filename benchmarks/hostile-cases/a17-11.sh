# what: porting_engineer_weeks with the mode above high in the file ({low: 8, mode: 30, high: 24}): no triangular distribution; refused naming the file and porting_engineer_weeks
# expect-rc: 1
# expect: porting_engineer_weeks
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^porting_engineer_weeks: .*/porting_engineer_weeks: {low: 8, mode: 30, high: 24}/' s.yaml
timeout 55 "$TR" estimate s.yaml
