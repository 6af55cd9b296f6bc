# what: build --out --no-pdf --figures fig (--out given no value: the next flag must not be taken as a folder named "--no-pdf"): refused naming --out, no folder "--no-pdf" made
# expect-rc: 1
# expect: --out
# expect: nothing made
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --out --no-pdf --figures fig; rc=$?
[ -e ./--no-pdf ] || [ -e fig ] || echo "nothing made"
exit $rc
