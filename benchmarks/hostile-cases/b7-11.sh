# what: build --no_pdf (a typo: underscore for dash) --out out: refused at once naming --no_pdf (not a PDF build started), nothing made
# expect-rc: 1
# expect: --no_pdf
# expect: out not made
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no_pdf --out out --figures fig; rc=$?
[ -e out ] || [ -e fig ] || echo "out not made"
exit $rc
