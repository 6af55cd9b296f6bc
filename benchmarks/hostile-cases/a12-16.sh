# what: utilisation in the file with a fourth key ({low: 0.4, mode: 0.6, high: 0.9, peak: 0.95}, a plausible extra): FIELDS says {low, mode, high}; the extra would silently do nothing; refused naming the file, utilisation and peak
# expect-rc: 1
# expect: s.yaml
# expect: utilisation
# expect: peak
# expect-not: Traceback
sed 's/^utilisation: .*/utilisation: {low: 0.4, mode: 0.6, high: 0.9, peak: 0.95}/' "$PROJECT/scenarios/default.yaml" > s.yaml
timeout 55 "$TR" estimate s.yaml
