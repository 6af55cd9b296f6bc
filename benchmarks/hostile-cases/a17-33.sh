# what: usd_per_engineer_week written as "5k" in the file (text where USD are due): refused naming the file and usd_per_engineer_week
# expect-rc: 1
# expect: s.yaml
# expect: usd_per_engineer_week
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^usd_per_engineer_week: 5000/usd_per_engineer_week: 5k/' s.yaml
grep -q 'week: 5k' s.yaml || echo SETUP-BROKEN
timeout 55 "$TR" estimate s.yaml
