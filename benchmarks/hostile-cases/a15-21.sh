# what: a price_overrides key with a trailing space (quoted "trn2.48xlarge ": 24) in the file: the key matches no candidate exactly; refused naming price_overrides and the key, never silently dropped (the bill would be the list price)
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
printf 'scenario: s\nprice_overrides: {"trn2.48xlarge ": 24}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
