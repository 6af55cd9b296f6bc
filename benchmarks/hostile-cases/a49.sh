# what: a scenario named '_shared' (the batch's shared-document folder)
# expect-rc: 1
# expect: s.yaml
# expect: scenario
printf 'scenario: _shared\ntitle: x\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet
