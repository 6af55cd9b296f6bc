# what: build --jobs 1e1 (a job count in exponent form) with --no-pdf
# expect-rc: nonzero
# expect: --jobs
# expect: 1e1
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --jobs 1e1
rc=$?
[ -e out ] && echo "out/ made although the build was refused"
exit $rc
