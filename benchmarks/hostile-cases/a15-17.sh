# what: candidates given as a mapping ({inf2: 1, p5: 1}) with -y where a list is due: refused naming candidates (never the keys read silently as the list)
# expect-rc: 1
# expect: candidates
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: {inf2: 1, p5: 1}}'
