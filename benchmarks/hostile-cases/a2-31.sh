# what: build --out naming a FIFO (no reader)
# expect-rc: 1
# expect: out
mkfifo out
timeout 55 "$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ -p out ] || echo "FIFO replaced"
exit $rc
