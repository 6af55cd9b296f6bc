# what: build (--no-pdf) of the quote-wins-serving example with its quote dated on the command line (-p quote_date 2026-11-20): must build and name the quote and its date
# expect-rc: 0
# expect: your quote
# expect: 2026-11-20
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
timeout 58 "$TR" build s.yaml --no-pdf --quiet --out "$W/out" --figures "$W/fig" -p quote_date 2026-11-20; rc=$?
[ $rc -eq 0 ] || exit $rc
cat out/quote-wins-serving/headline.txt
grep -o 'your quote[^<]\{0,80\}' out/quote-wins-serving/report.html | head -3
