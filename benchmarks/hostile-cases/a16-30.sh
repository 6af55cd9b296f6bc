# what: horizon_months -.inf in the file (a negative infinite horizon: NPVs become nan): refused naming the file and horizon_months, even in estimate (values checked up front, issue 22)
# expect-rc: nonzero
# expect: s.yaml
# expect: horizon_months
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^horizon_months: .*/horizon_months: -.inf/' s.yaml
timeout 55 "$TR" estimate s.yaml
