# what: quote written with a leading zero (price_overrides: {trn2.48xlarge: 030}, unquoted; YAML 1.1 would read it as octal 24): refused naming the key, and the hint must not claim the number was quoted
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
# expect-not: without quotes
printf 'scenario: lead0\nprice_overrides: {trn2.48xlarge: 030}\nquote_date: 2026-11-20\n' > s.yaml
"$TR" estimate s.yaml
