# what: scenario name holding a line break and a tab ("a\nb\tc", YAML double-quoted)
# expect-rc: 1
# expect: s.yaml
# expect: scenario
printf 'scenario: "a\\nb\\tc"\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet
