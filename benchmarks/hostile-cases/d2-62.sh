# what: scenario: efficiency_overrides for p5.48xlarge with a misspelt parameter 'bandwith_efficiency'
# expect-rc: 1
# expect: efficiency_overrides
# expect: bandwith_efficiency
printf 'efficiency_overrides: {p5.48xlarge: {bandwith_efficiency: 0.7}}\n' > s.yaml
"$TR" estimate s.yaml
