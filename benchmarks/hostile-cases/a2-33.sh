# what: build --jobs "" (an empty job count)
# expect-rc: nonzero
# expect: --jobs
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --jobs "" --no-pdf --quiet
