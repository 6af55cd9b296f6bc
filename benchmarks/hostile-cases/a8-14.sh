# what: utilisation mode 0 ({low: 0, mode: 0, high: 0.9}): a system run at no load (rental units divide by it); refused naming utilisation
# expect-rc: 1
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0, mode: 0, high: 0.9}}'
