# what: a build's figures folder given back as --out (the two options swapped on the next build)
# expect-rc: 1
# expect: fig
# expect: swap
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --jobs 4 --quiet >/dev/null 2>&1 || { echo "first build failed"; exit 3; }
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/fig" --figures "$W/out" --no-pdf --quiet
