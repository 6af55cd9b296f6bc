# what: build --figures naming an existing regular file (someone's figs.txt)
# expect-rc: 1
# expect: figs.txt
echo keep > figs.txt
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/figs.txt" --no-pdf --quiet; rc=$?
[ "$(cat figs.txt)" = keep ] || echo "figs.txt changed"
exit $rc
