# what: training deadline_days written as a calendar date (deadline_days: 2027-01-01, read by YAML as a date) in the file
# expect-rc: 1
# expect: s.yaml
# expect: deadline_days
printf 'scenario: s\nworkload: training\ndeadline_days: 2027-01-01\n' > s.yaml
"$TR" estimate s.yaml
