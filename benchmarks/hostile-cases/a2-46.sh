# what: build -p scenario "x/y" (a slash in the scenario name given on the command line)
# expect-rc: 1
# expect: scenario
"$TR" build "$PROJECT/scenarios/default.yaml" -p scenario 'x/y' --out "$W/out" --figures "$W/fig" --no-pdf --quiet
