# what: two scenario files in one build that give the same scenario: name (one folder, two reports)
# expect-rc: 1
# expect: one.yaml
# expect: two.yaml
printf 'scenario: same\ntitle: one\n' > one.yaml
printf 'scenario: same\ntitle: two\ntokens_per_day: 2.0e+9\n' > two.yaml
"$TR" build one.yaml two.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet
