# what: build --out "" (an empty folder name)
# expect-rc: nonzero
# expect: --out
"$TR" build "$PROJECT/scenarios/default.yaml" --out "" --figures "$W/fig" --no-pdf --quiet
