# what: utilisation given as a bare number (-p utilisation 0.6) where a {low, mode, high} mapping is due: refused naming utilisation
# expect-rc: 1
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p utilisation 0.6
