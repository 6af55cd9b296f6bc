# what: scenario named "../escape" (the report folder would climb out of --out)
# expect-rc: 1
# expect: s.yaml
# expect: scenario
printf 'scenario: ../escape\n' > s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ -e escape ] && echo "wrote $W/escape"
exit $rc
