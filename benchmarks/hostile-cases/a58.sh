# what: quote of 2 USD/h for the whole 64-chip trn2-ultraserver (a per-chip figure)
# expect-rc: 1
# expect: s.yaml
# expect: trn2-ultraserver
printf 'scenario: s\ncandidates: [trn2-ultraserver, p5]\nprice_overrides: {trn2-ultraserver: 2.0}\n' > s.yaml
"$TR" estimate s.yaml
