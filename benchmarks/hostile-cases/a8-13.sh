# what: utilisation with low above high ({low: 0.9, mode: 0.6, high: 0.4}): the range is reversed; refused naming utilisation
# expect-rc: 1
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.9, mode: 0.6, high: 0.4}}'
