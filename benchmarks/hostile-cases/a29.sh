# what: build --out as a symlink to an empty folder
# expect-rc: 1
# expect: outlink
# expect: symlink
mkdir real; ln -s real outlink
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/outlink" --figures "$W/fig" --no-pdf --quiet
