# what: a scenario file named index.html.yaml with no scenario: key (the file name gives the reserved name index.html)
# expect-rc: 1
# expect: index.html
# expect: scenario
grep -v '^scenario:' "$PROJECT/scenarios/default.yaml" > index.html.yaml
timeout 55 "$TR" build index.html.yaml --no-pdf --out "$W/out" --figures "$W/fig"
