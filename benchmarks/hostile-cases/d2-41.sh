# what: scenario: regions [] (an empty list: no region to price in)
# expect-rc: 1
# expect: s.yaml
# expect: regions
printf 'regions: []\n' > s.yaml
"$TR" estimate s.yaml
