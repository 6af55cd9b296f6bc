# what: efficiency_overrides keyed by a candidate with an invisible soft hyphen inside ("trn2.48xl\u00adarge"): looks identical, matches nothing
# expect-rc: 1
# expect: efficiency_overrides
# expect: U+00AD
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nefficiency_overrides: {"trn2.48xl\\u00adarge": {bandwidth_efficiency: 0.6}}\n' > s.yaml
"$TR" estimate s.yaml
