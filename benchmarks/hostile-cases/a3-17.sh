# what: build --figures "" (an empty figures folder name)
# expect-rc: nonzero
# expect: --figures
# expect: empty
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --no-pdf --out "$W/out" --figures ""
