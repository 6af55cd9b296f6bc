# what: build --jobs 2 --jobs 3 --no-pdf --out out (the job count given twice): refused at once naming --jobs, nothing built, out/ not made
# expect-rc: 1
# expect: --jobs
# expect: out not made
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --jobs 2 --jobs 3 --no-pdf --out out --figures fig; rc=$?
[ -e out ] || [ -e fig ] || echo "out not made"
exit $rc
