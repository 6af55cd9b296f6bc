# what: utilisation mode above 1 ({low: 0.4, mode: 1.5, high: 2}: a system loaded past its capacity): refused naming utilisation
# expect-rc: 1
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.4, mode: 1.5, high: 2}}'
