# what: price_range.spot in the file holding a YAML 1.1 boolean key (price_range: spot: {low: 0.7, high: 1.3, on: 1}; "on" is read as true, as a user noting "on" spot capacity): refused naming the file and price_range (an unknown key), never a traceback
# expect-rc: 1
# expect: s.yaml
# expect: price_range
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^  spot: {low: 0.7, high: 1.3}/  spot: {low: 0.7, high: 1.3, on: 1}/' s.yaml
grep -q 'on: 1}' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
