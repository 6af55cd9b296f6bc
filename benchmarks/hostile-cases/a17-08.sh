# what: traffic_range with low over high in the file ({low: 2.0, high: 0.5}): an inverted range; refused naming the file and traffic_range
# expect-rc: 1
# expect: traffic_range
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^traffic_range: {low: 0.5, high: 2.0}/traffic_range: {low: 2.0, high: 0.5}/' s.yaml
grep -q 'low: 2.0, high: 0.5' s.yaml || echo SETUP-BROKEN
timeout 55 "$TR" estimate s.yaml
