# what: validation_engineer_weeks given as a list [2, 4, 8] (a plausible low/mode/high shorthand) where FIELDS wants a {low, mode, high} mapping: refused naming validation_engineer_weeks
# expect-rc: 1
# expect: validation_engineer_weeks
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p validation_engineer_weeks '[2, 4, 8]'
