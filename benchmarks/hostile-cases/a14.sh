# what: negative quote (-24) for trn2.48xlarge in the scenario file
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: -24.0}\n' > s.yaml
"$TR" estimate s.yaml
