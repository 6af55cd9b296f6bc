# what: candidates an empty list with -y ({candidates: []}): nothing to compare; refused naming candidates (never an empty table and exit 0)
# expect-rc: 1
# expect: candidates
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: []}'
