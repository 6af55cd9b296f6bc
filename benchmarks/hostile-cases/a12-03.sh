# what: a scenario file whose block-style price_overrides holds a complex YAML key (a flow list "[trn2.48xlarge, p5.48xlarge]: 30", one quote meant for two systems): Python cannot key a mapping by a list; refused naming the file and price_overrides (or its line), never a traceback
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect-not: Traceback
grep -v '^price_overrides:' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'price_overrides:\n  [trn2.48xlarge, p5.48xlarge]: 30\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
