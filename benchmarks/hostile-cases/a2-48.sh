# what: build --out spelled through '..' into the project's report/ folder ($PROJECT/scenarios/../report/mine)
# expect-rc: 1
# expect: report
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$PROJECT/scenarios/../report/mine" --figures "$W/fig" --no-pdf --quiet
