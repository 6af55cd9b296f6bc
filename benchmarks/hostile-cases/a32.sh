# what: build with --figures inside --out
# expect-rc: 1
# expect: out/fig
# expect: inside
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/out/fig" --no-pdf --quiet
