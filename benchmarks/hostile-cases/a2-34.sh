# what: a batch build (--no-pdf) of two scenarios whose titles hold HTML, Markdown javascript: links, mathtext and a formula; index.html and each report must show them escaped, and no CSV export may start a cell with a formula
# expect-rc: 0
# expect: index
"$PY" - <<'PY'
t1 = '<img src=x onerror=alert(1)>evil</title><script>alert(2)</script>'
t2 = '[click](javascript:alert(3)) $\\frac{a}{0}$ =cmd|\' /C calc\'!A0'
import json
open('s1.yaml','w',encoding='utf-8').write('scenario: one\ntitle: %s\n' % json.dumps(t1))
open('s2.yaml','w',encoding='utf-8').write('scenario: two\ntitle: %s\nprice_overrides: {trn2.48xlarge: 24.0}\n' % json.dumps(t2))
PY
"$TR" build s1.yaml s2.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet || exit $?
bad=0
for f in out/index.html out/one/report.html out/two/report.html; do
  [ -f "$f" ] || { echo "missing $f"; bad=1; continue; }
  grep -q '<img src=x onerror' "$f" && { echo "raw <img> in $f"; bad=1; }
  grep -q '<script>alert(2)' "$f" && { echo "raw <script> in $f"; bad=1; }
  grep -q 'href="javascript:' "$f" && { echo "javascript: link in $f"; bad=1; }
done
"$PY" - <<'PY' || bad=1
import csv, glob, sys
bad = []
for f in glob.glob('out/*/data/*.csv'):
    for r in csv.reader(open(f, newline='', encoding='utf-8')):
        bad += [(f, c[:40]) for c in r if c.lstrip(' \t\r\n')[:1] in ('=', '+', '@')]
if bad: print('live formula cells:', bad[:5]); sys.exit(1)
PY
exit $bad
