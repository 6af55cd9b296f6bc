# what: quote_date that is no date (2026-02-30)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: "2026-02-30"\n' > s.yaml
"$TR" estimate s.yaml
