# what: scenario: precision 'fp4' (a precision the report does not model) for the 70B
# expect-rc: 1
# expect: s.yaml
# expect: precision
printf 'precision: fp4\n' > s.yaml
"$TR" estimate s.yaml
