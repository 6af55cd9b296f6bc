# what: build --out inside the project's scenarios/ folder
# expect-rc: 1
# expect: scenarios
# expect: out
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$PROJECT/scenarios/out" --figures "$W/fig" --no-pdf --quiet
