# what: build with --out and --figures the same folder (given as two spellings: out and ./out/)
# expect-rc: 1
# expect: out
# expect: figures
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/./out/" --no-pdf --quiet
