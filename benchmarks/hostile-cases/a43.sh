# what: build --out a new folder whose name has spaces, unicode, quotes, '&' and HTML ("out <b>&'x\" ñ")
# expect-rc: 0
# expect: links ok
O="$W/out <b>&'x\" ñ"
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$O" --figures "$W/fig ü" --no-pdf --jobs 4 --quiet 2>&1 | tail -2
[ -f "$O/default/report.html" ] || { echo "no report"; exit 1; }
grep -q '<b>&' "$O/index.html" && { echo "raw folder name in index.html"; exit 1; }
echo "links ok"
