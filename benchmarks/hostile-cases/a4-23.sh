# what: build --out a new folder inside the project's cache ($PROJECT/.cache/myreport), which make clean empties: refused, and the reason must be true (.cache is the project's cache, not its inputs)
# expect-rc: nonzero
# expect: .cache
# expect-not: holds its inputs
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" build s.yaml --out "$PROJECT/.cache/myreport-a4-23" --figures "$W/fig" --no-pdf --quiet
rc=$?
[ -e "$PROJECT/.cache/myreport-a4-23" ] && { echo "report written into .cache"; rm -rf "$PROJECT/.cache/myreport-a4-23"; }
exit $rc
