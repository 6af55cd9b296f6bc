# what: scenario name "." (the --out folder itself)
# expect-rc: 1
# expect: s.yaml
# expect: scenario
printf 'scenario: "."\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet
