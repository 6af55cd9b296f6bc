# what: candidates given with -y as a YAML !!set ({candidates: !!set {p5, trn1}}: a mapping of names to null, which looks like a list of two): FIELDS wants a list; refused naming candidates
# expect-rc: 1
# expect: candidates
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: !!set {p5, trn1}}'
