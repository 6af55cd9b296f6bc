# what: horizon_months given as YAML's not-a-number (-p horizon_months .nan): no horizon; refused naming horizon_months (issue 22: NaN spellings refused up front)
# expect-rc: 1
# expect: horizon_months
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p horizon_months .nan
