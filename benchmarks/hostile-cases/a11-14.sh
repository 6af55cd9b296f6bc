# what: utilisation low under the documented floor ({low: 0.009, mode: 0.5, high: 0.9}; FIELDS: each from 0.01 to 1) with -y: refused naming utilisation and low
# expect-rc: 1
# expect: utilisation
# expect: low
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.009, mode: 0.5, high: 0.9}}'
