# what: seed given as a fraction (-p seed 2026.5; a random seed is an integer): refused naming seed (values checked up front, issue 22)
# expect-rc: 1
# expect: seed
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p seed 2026.5
