# what: a quote keyed with a trailing space inside quotes ("trn2.48xlarge ": 24, in the file, block style): no candidate is written so, the quote would silently price nothing; refused naming the file, price_overrides and the key
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect: trn2.48xlarge
grep -v -E '^(price_overrides|quote_date):' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'price_overrides:\n  "trn2.48xlarge ": 24\nquote_date: 2026-11-20\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
