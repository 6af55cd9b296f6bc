# what: build --jobs given as 2.5 (not a whole number)
# expect-rc: nonzero
# expect: --jobs
# expect: 2.5
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --jobs 2.5 --no-pdf --quiet
