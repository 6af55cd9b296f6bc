# what: quote for p4d.24xlarge, an instance not among the candidates (the quote would silently do nothing)
# expect-rc: 1
# expect: s.yaml
# expect: p4d.24xlarge
printf 'scenario: s\nprice_overrides: {p4d.24xlarge: 30.0}\n' > s.yaml
"$TR" estimate s.yaml
