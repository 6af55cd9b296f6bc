# what: build --figures through a symlink (fig -> $OUTSIDE, a folder of bystander files)
# expect-rc: 1
# expect: fig
ln -s "$OUTSIDE" fig
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --quiet
