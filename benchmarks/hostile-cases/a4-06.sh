# what: the quote written under a misspelt key price_override (singular) in the file; the quote would silently do nothing
# expect-rc: 1
# expect: s.yaml
# expect: price_override
printf 'scenario: typo\nprice_override: {trn2.48xlarge: 24.0}\nquote_date: 2026-11-20\n' > s.yaml
"$TR" estimate s.yaml
