# what: utilisation with YAML NaN values ({low: .nan, mode: .nan, high: .nan}): refused naming utilisation
# expect-rc: 1
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: .nan, mode: .nan, high: .nan}}'
