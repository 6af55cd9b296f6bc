# what: utilisation in the file with a decimal comma (utilisation: {low: 0.4, mode: 0,6, high: 0.9}): YAML reads mode 0 and a stray key "6" with no value; refused naming the file and utilisation (README: wrong types and out-of-range values stop with the file and key), never estimated at mode 0
# expect-rc: 1
# expect: s.yaml
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^utilisation: .*/utilisation: {low: 0.4, mode: 0,6, high: 0.9}/' s.yaml
grep -q 'mode: 0,6' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
