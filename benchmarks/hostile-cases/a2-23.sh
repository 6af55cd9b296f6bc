# what: build --out a symlink loop (out -> out2 -> out)
# expect-rc: 1
# expect: out
ln -s out2 out; ln -s out out2
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --quiet
