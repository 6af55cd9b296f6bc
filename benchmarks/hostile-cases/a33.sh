# what: build --jobs 0
# expect-rc: nonzero
# expect: --jobs
# expect: 0
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --jobs 0 --no-pdf --quiet
