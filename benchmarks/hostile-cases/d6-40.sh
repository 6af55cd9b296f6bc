# what: build --no-pdf on a data copy whose instance names carry matplotlib mathtext and markup: trn1.32xlarge 'Trn1 $\sqrt{x}$ <i>it</i> [a](javascript:alert(1))', p5.48xlarge 'P5 $x^{2$ *b* |p|' (broken mathtext): a report with the names shown as written (escaped), or a refusal naming entities.csv; never a crash in a chart
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
p="d/entities.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h=rows[0]; n=h.index("name")
for r in rows:
    if r[0]=="trn1.32xlarge": r[n]="Trn1 $\\sqrt{x}$ <i>it</i> [a](javascript:alert(1))"
    if r[0]=="p5.48xlarge": r[n]="P5 $x^{2$ *b* |p|"
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
PY
timeout 58 "$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet > o.txt 2>&1; rc=$?
tail -5 o.txt | cut -c1-300; echo "rc=$rc"
if [ $rc -eq 0 ]; then
  h=out/hostile-d6/report.html; [ -f "$h" ] || h=$(find out -name report.html | head -1)
  grep -q '<i>it</i>' "$h" && echo "NOT-ESCAPED: raw <i>"
  grep -qi 'href="javascript:' "$h" && echo "NOT-ESCAPED: javascript link"
  grep -rl '<i>it</i>' fig out --include='*.svg' 2>/dev/null | head -2 | sed 's/^/NOT-ESCAPED svg: /'
  grep -q 'Trn1' "$h" && grep -q 'P5' "$h" && echo CASE-OK
elif grep -q entities.csv o.txt; then echo CASE-OK; fi
