# what: quote written as a sexagesimal-looking 24:00 (YAML 1.1 base 60: 1440) for trn2.48xlarge in the file
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {trn2.48xlarge: 24:00}\n' > s.yaml
"$TR" estimate s.yaml
