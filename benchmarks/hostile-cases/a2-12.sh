# what: quote for the whole 64-chip trn2-ultraserver of 1e9 USD/h (a huge figure)
# expect-rc: 1
# expect: price_overrides
# expect: trn2-ultraserver
printf 'scenario: s\ncandidates: [trn2-ultraserver, p5]\nprice_overrides: {trn2-ultraserver: 1.0e+9}\n' > s.yaml
"$TR" estimate s.yaml
