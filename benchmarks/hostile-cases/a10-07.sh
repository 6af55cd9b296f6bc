# what: maintenance_usd_per_month -2000 in the file (a negative cost: the second platform pays you to keep it): refused naming the file and maintenance_usd_per_month
# expect-rc: 1
# expect: s.yaml
# expect: maintenance_usd_per_month
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^maintenance_usd_per_month: 2000/maintenance_usd_per_month: -2000/' s.yaml
grep -q 'month: -2000' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
