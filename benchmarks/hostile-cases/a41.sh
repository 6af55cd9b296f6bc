# what: build a scenario whose title and scorecard platform name hold HTML, Markdown, mathtext and a spreadsheet formula; check every export escapes them
# expect-rc: 0
# expect: escaped everywhere
cat > s.yaml <<'Y'
scenario: hostile-text
title: "<script>alert(1)</script> **bold** $\\frac{a}{b}$ [x](javascript:alert(2)) <img src=x onerror=alert(3)> =HYPERLINK(\"http://e\")"
price_overrides: {trn2.48xlarge: 24.0}
other_platform_scores: {"=HYPERLINK(\"http://e\") <b>NV</b> $x^2$": {performance: 4, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}
Y
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --jobs 4 --quiet 2>&1 | tail -3
[ -f out/hostile-text/report.pdf ] || { echo "no PDF"; exit 1; }
"$PY" - <<'PY'
import csv, glob, re, sys
bad = []
for f in ["out/hostile-text/report.html", "out/index.html"]:
    t = open(f, encoding="utf-8").read()
    for raw in ("<script>alert", "<img src=x", "<b>NV</b>", 'href="javascript:'):
        if raw in t: bad.append(f"{f}: raw {raw}")
for f in glob.glob("out/hostile-text/data/*.csv"):
    for row in csv.reader(open(f, newline="", encoding="utf-8")):
        bad += [f"{f}: formula {c[:40]}" for c in row if c[:1] and c[:1] in "=+@"]
import openpyxl
wb = openpyxl.load_workbook("out/hostile-text/data/tables.xlsx")
bad += [f"tables.xlsx {ws.title}!{c.coordinate} formula" for ws in wb for r in ws.iter_rows() for c in r if c.data_type == "f"]
print("\n".join(bad[:5]) if bad else "escaped everywhere"); sys.exit(1 if bad else 0)
PY
