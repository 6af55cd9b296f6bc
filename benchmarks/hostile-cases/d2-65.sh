# what: scenario: porting_engineer_weeks given as a bare number (12) instead of {low, mode, high}
# expect-rc: 1
# expect: s.yaml
# expect: porting_engineer_weeks
printf 'porting_engineer_weeks: 12\n' > s.yaml
"$TR" estimate s.yaml
