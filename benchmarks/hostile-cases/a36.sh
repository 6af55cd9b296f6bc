# what: build --notebooks pointing at an empty folder (no notebooks to run)
# expect-rc: 1
# expect: nbs
# expect: notebook
mkdir nbs
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --notebooks "$W/nbs" --no-pdf --quiet
