# what: a scenario file whose block-style price_overrides keys a quote by YAML null ("  ~: 30", the candidate's name left out) beside candidates [trn2.48xlarge]: no candidate is named null; refused naming the file and price_overrides
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect-not: Traceback
grep -v -E '^(price_overrides|candidates):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'candidates: [trn2.48xlarge, p5.48xlarge]\nprice_overrides:\n  ~: 30\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
