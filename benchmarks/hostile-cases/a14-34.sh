# what: porting_engineer_weeks with an extra numeric key by -p (-p porting_engineer_weeks '{low: 8, mode: 12, high: 24, 90: 30}', a percentile noted beside the triangle): FIELDS wants {low, mode, high}; refused naming porting_engineer_weeks and the key 90, never a traceback
# expect-rc: 1
# expect: porting_engineer_weeks
# expect: 90
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p porting_engineer_weeks '{low: 8, mode: 12, high: 24, 90: 30}'
