# what: scenario: an unknown key 'tokens_per_dya' (a typo: the default tokens_per_day would silently be used)
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_dya
printf 'tokens_per_dya: 5.0e+9\n' > s.yaml
"$TR" estimate s.yaml
