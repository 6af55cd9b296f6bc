# what: seed 10^19 (a whole number past 64 bits and past the magnitude rule 1e18; FIELDS: whole number >= 0) with -p on estimate: refused naming seed (issue 22: every number under one magnitude rule), not left to the Monte Carlo of a build
# expect-rc: 1
# expect: seed
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p seed 10000000000000000000
