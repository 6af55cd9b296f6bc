# what: traffic_range reversed ({low: 2.0, high: 0.5}) in the file: low above high; refused naming the file and traffic_range
# expect-rc: 1
# expect: s.yaml
# expect: traffic_range
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^traffic_range: {low: 0.5, high: 2.0}/traffic_range: {low: 2.0, high: 0.5}/' s.yaml
grep -q 'traffic_range: {low: 2.0' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
