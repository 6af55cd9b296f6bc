# what: build --out naming an existing regular file
# expect-rc: 1
# expect: report.out
# expect: folder
echo keep > report.out
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/report.out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ "$(cat report.out)" = keep ] || echo "report.out was changed"
exit $rc
