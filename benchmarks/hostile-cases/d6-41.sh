# what: build --no-pdf on a data copy whose source title (neuron-trn2-arch-2086a70) holds '<iframe src=https://evil.example></iframe> [x](javascript:alert(1)) $$\href{javascript:alert(1)}{y}$$' and claim trn2-hbm-1.5tb's quote '<img src=x onerror=alert(1)> **bold** $\unclosed': shown escaped in report.html, no live tag or javascript link
# expect: CASE-OK
# expect-not: NOT-ESCAPED
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "data_dir: null" "data_dir: d"
rep s.yaml "scenario: default" "scenario: hostile-d6"
rep s.yaml 'candidates: [inf2, trn1, trn2, p5, p5en, p6-b200, "h100-sxm:8@lambda", "h100-sxm:8@runpod"]' 'candidates: [trn1.32xlarge, p5.48xlarge]'
"$PY" - <<'PY'
import csv
def edit(p, key, col, val):
    rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
    h=rows[0]
    r=[x for x in rows if x[0]==key][0]; r[h.index(col)]=val
    csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
edit("d/sources.csv","neuron-trn2-arch-2086a70","title","<iframe src=https://evil.example></iframe> [x](javascript:alert(1)) $$\\href{javascript:alert(1)}{y}$$")
edit("d/claims.csv","trn2-hbm-1.5tb","quote","<img src=x onerror=alert(1)> **bold** $\\unclosed")
PY
timeout 58 "$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet > o.txt 2>&1; rc=$?
tail -5 o.txt | cut -c1-300; echo "rc=$rc"
if [ $rc -eq 0 ]; then
  h=out/hostile-d6/report.html; [ -f "$h" ] || h=$(find out -name report.html | head -1)
  grep -qi '<iframe' "$h" && echo "NOT-ESCAPED: raw iframe"
  grep -qi '<img src=x' "$h" && echo "NOT-ESCAPED: raw img"
  grep -qi 'href="javascript:' "$h" && echo "NOT-ESCAPED: javascript link"
  grep -q '&lt;iframe src=https://evil' "$h" && grep -q '&lt;img src=x onerror' "$h" && echo CASE-OK
elif grep -q -E 'sources.csv|claims.csv' o.txt; then echo CASE-OK; fi
