# what: scenario: tokens_per_day given twice at the top level (1e9, then 1e12): a YAML duplicate key
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
printf 'tokens_per_day: 1.0e+9\nprecision: bf16\ntokens_per_day: 1.0e+12\n' > s.yaml
"$TR" estimate s.yaml
