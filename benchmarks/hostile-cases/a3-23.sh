# what: scenario: "_FAILED" (the build's failed-notebooks folder, in upper case)
# expect-rc: 1
# expect: _FAILED
# expect: scenario
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" build s.yaml -p scenario _FAILED --no-pdf --out "$W/out" --figures "$W/fig"
