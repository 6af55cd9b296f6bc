# what: efficiency_overrides given as a YAML alias of the price_overrides mapping (price_overrides: &q {p5.48xlarge: 55}, efficiency_overrides: *q): a number where a mapping of efficiencies is due
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5.48xlarge
printf 'scenario: s\ncandidates: [p5.48xlarge, trn2]\nprice_overrides: &q {p5.48xlarge: 55}\nefficiency_overrides: *q\n' > s.yaml
"$TR" estimate s.yaml
