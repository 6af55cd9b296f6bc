# what: utilisation written in the file with its mode twice ({low: 0.4, mode: 0.6, mode: 0.9, high: 0.9}): PyYAML silently keeps the last; refused naming the file and the duplicate key mode (with its line)
# expect-rc: 1
# expect: s.yaml
# expect: 'mode' appears twice
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^utilisation: {low: 0.4, mode: 0.6, high: 0.9}/utilisation: {low: 0.4, mode: 0.6, mode: 0.9, high: 0.9}/' s.yaml
grep -q 'mode: 0.6, mode: 0.9' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
