# what: utilisation with an unknown sub-key ({low: 0.4, mode: 0.6, high: 0.9, peak: 1.0}): the extra key would silently do nothing; refused naming utilisation and peak
# expect-rc: 1
# expect: utilisation
# expect: peak
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.4, mode: 0.6, high: 0.9, peak: 1.0}}'
