# what: efficiency_overrides with bandwidth_efficiency 1.5 (more than the memory's full bandwidth) beside a quote
# expect-rc: 1
# expect: s.yaml
# expect: bandwidth_efficiency
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nefficiency_overrides: {trn2.48xlarge: {bandwidth_efficiency: 1.5}}\n' > s.yaml
"$TR" estimate s.yaml
