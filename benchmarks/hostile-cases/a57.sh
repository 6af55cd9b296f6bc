# what: quote of 90,000 USD/h for trn2.3xlarge (one chip; no listed price for that size to compare with)
# expect-rc: 1
# expect: s.yaml
# expect: trn2.3xlarge
printf 'scenario: s\ncandidates: [trn2.3xlarge, p5]\nprice_overrides: {trn2.3xlarge: 90000}\n' > s.yaml
"$TR" estimate s.yaml
