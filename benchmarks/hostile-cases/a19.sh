# what: quote keyed by the family 'trn2' instead of an instance size
# expect-rc: 1
# expect: s.yaml
# expect: trn2
printf 'scenario: s\nprice_overrides: {trn2: 30.0}\n' > s.yaml
"$TR" estimate s.yaml
