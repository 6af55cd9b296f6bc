# what: scenario: efficiency_overrides for inf1.xlarge, a system not among the candidates (the override would silently do nothing)
# expect-rc: 1
# expect: efficiency_overrides
# expect: inf1.xlarge
printf 'efficiency_overrides: {inf1.xlarge: {bandwidth_efficiency: 0.5}}\n' > s.yaml
"$TR" estimate s.yaml
