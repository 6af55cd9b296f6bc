# what: build --out /dev/null (a character device, not a folder)
# expect-rc: 1
# expect: /dev/null
"$TR" build "$PROJECT/scenarios/default.yaml" --out /dev/null --figures "$W/fig" --no-pdf --quiet; rc=$?
[ -c /dev/null ] || echo "/dev/null replaced"
exit $rc
