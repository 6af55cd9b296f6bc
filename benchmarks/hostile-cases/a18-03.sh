# what: candidates given as a mapping ({p5: 1, trn2: 2}) with -y where FIELDS wants a list of systems: refused naming candidates
# expect-rc: 1
# expect: candidates
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: {p5: 1, trn2: 2}}'
