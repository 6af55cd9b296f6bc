# what: build (--no-pdf) on a data copy whose chip names and a source publisher carry a formula (=cmd|..., @SUM) and HTML (<script>, <img onerror>): every CSV export and the HTML must neutralise them
# expect-rc: 0
# expect: CHECKED
# expect-not: FORMULA CELL
# expect-not: RAW HTML
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/entities.csv "inferentia2,AWS Inferentia2," "inferentia2,=cmd|' /C calc'!A0,"
rep d/entities.csv "trainium2,AWS Trainium2," "trainium2,@SUM(1+1) Trn2 <img src=x onerror=alert(1)>,"
rep d/sources.csv ",Glenn K. Lockwood," ",<script>alert(3)</script> Lockwood,"
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "data_dir: null" "data_dir: d"
rep s.yaml "scenario: default" "scenario: hostile-d61"
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet >build.log 2>&1 || { tail -5 build.log; exit 1; }
# a cell that starts with = + - @ (after an optional quote) is a formula to a spreadsheet
grep -rhE '(^|,)"?[=@][A-Za-z(]' out/hostile-d61/data/*.csv | head -3 | sed 's/^/FORMULA CELL: /'
grep -rhoE '<script>alert|<img src=x onerror' out/hostile-d61/report.html out/index.html | head -3 | sed 's/^/RAW HTML: /'
echo CHECKED
