# what: build (--no-pdf) whose title holds "</script><script>alert(1)</script>", "${7*7}", "{{7*7}}" and "<!--" (the page-1 what-if panel is a script); the quote date in the file
# expect-rc: 0
# expect: escaped ok
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
sed -i 's/^quote_date: null/quote_date: 2026-11-20/' s.yaml
timeout 58 "$TR" build s.yaml --no-pdf --quiet --out "$W/out" --figures "$W/fig" -p title '</script><script>alert(1)</script> ${7*7} {{7*7}} <!-- x'; rc=$?
[ $rc -eq 0 ] || exit $rc
bad=0
for f in out/quote-wins-serving/report.html out/index.html; do
  [ -f "$f" ] || continue
  grep -q '<script>alert(1)' "$f" && { echo "raw script tag from the title in $f"; bad=1; }
  grep -q '<!-- x' "$f" && { echo "raw HTML comment opener from the title in $f"; bad=1; }
done
grep -rl '<script>alert(1)' out/quote-wins-serving/data 2>/dev/null | grep -v '\.csv$\|\.json$\|\.txt$\|\.xlsx$' && bad=1
[ $bad -eq 0 ] && echo "escaped ok"
exit $bad
