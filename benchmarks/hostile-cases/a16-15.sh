# what: utilisation all zero ({low: 0, mode: 0, high: 0}) in the file (FIELDS: each from 0.01 to 1; a system at 0% load serves nothing, bills divide by it): refused naming the file and utilisation
# expect-rc: nonzero
# expect: s.yaml
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^utilisation: .*/utilisation: {low: 0, mode: 0, high: 0}/' s.yaml
timeout 55 "$TR" estimate s.yaml
