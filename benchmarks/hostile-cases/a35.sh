# what: build --out $OUTSIDE (a folder of bystander files)
# expect-rc: 1
# expect: holds files
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$OUTSIDE" --figures "$W/fig" --no-pdf --quiet
