# what: an annual figure (21.5 USD/h x 8760 h = 188,340) quoted as trn1.32xlarge's hourly price
# expect-rc: 1
# expect: price_overrides
# expect: trn1.32xlarge
printf 'scenario: s\ncandidates: [trn1.32xlarge, p5]\nprice_overrides: {trn1.32xlarge: 188340}\n' > s.yaml
"$TR" estimate s.yaml
