# what: scenario name of 300 characters (longer than a file name may be)
# expect-rc: 1
# expect: s.yaml
# expect: scenario
printf 'scenario: %s\n' "$(printf 'x%.0s' $(seq 300))" > s.yaml
"$TR" estimate s.yaml
