# what: horizon_months written as a sexagesimal-looking 1:00 (YAML 1.1 reads base 60: 60 months) in the file: refused naming the file and horizon_months (never read as 60)
# expect-rc: 1
# expect: s.yaml
# expect: horizon_months
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^horizon_months: .*/horizon_months: 1:00/' s.yaml
timeout 55 "$TR" estimate s.yaml
