# what: TRAINIUM_REPORT_CELL_TIMEOUT junk ("abc", "0", "-5", "nan", "inf") for a build: each refused at once naming the variable; then a 1 s limit on a --rerun build over a good report: built (every cell under 1 s) or fails naming the time limit with the report kept
# expect-rc: 0
# expect: timeout ok
bad=0
for v in abc 0 -5 nan inf; do
  TRAINIUM_REPORT_CELL_TIMEOUT=$v timeout 30 "$TR" build --no-pdf --quiet --out "$W/o-$v" --figures "$W/f-$v" > o.txt 2>&1; rc=$?
  echo "CELL_TIMEOUT=$v rc=$rc: $(tail -1 o.txt | cut -c1-160)"
  { [ $rc != 0 ] && grep -q TRAINIUM_REPORT_CELL_TIMEOUT o.txt && ! grep -q Traceback o.txt; } || bad=1
done
timeout 40 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > g.txt 2>&1 || { tail -3 g.txt; exit 9; }
h0=$(sha256sum out/default/report.html)
TRAINIUM_REPORT_CELL_TIMEOUT=1 timeout 45 "$TR" build --no-pdf --quiet --rerun --out "$W/out" --figures "$W/fig" > t.txt 2>&1; rc=$?
echo "CELL_TIMEOUT=1 rc=$rc"; tail -3 t.txt
if [ $rc != 0 ]; then { grep -qiE "timeout|time limit|[0-9] s" t.txt && ! grep -q Traceback t.txt; } || bad=1; [ "$(sha256sum out/default/report.html)" = "$h0" ] || { echo "report changed"; bad=1; }; fi
[ $bad = 0 ] && echo "timeout ok"; exit $bad
