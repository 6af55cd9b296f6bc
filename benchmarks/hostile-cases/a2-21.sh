# what: build --jobs -1 (a negative job count)
# expect-rc: nonzero
# expect: --jobs
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --jobs -1 --no-pdf --quiet; rc=$?
[ -e out/default/report.html ] && echo "built anyway"
exit $rc
