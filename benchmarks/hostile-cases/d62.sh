# what: build a good report, then build the same scenario again after its data copy gets a p5 price of 0 USD/h: the second build must stop naming the file and field, and the first report must stay as it was
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
# expect-not: LAST GOOD REPORT CHANGED
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
rep s.yaml "scenario: default" "scenario: hostile-d62"
rep s.yaml "monte_carlo_draws: 20000" "monte_carlo_draws: 10000"
rep s.yaml 'candidates: [inf2, trn1, trn2, p5, p5en, p6-b200, "h100-sxm:8@lambda", "h100-sxm:8@runpod"]' "candidates: [trn2.48xlarge, p5.48xlarge]"
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet >first.log 2>&1 || { echo "first build failed"; tail -5 first.log; exit 99; }
before=$(sha256sum out/hostile-d62/report.html)
rep d/prices.csv "system,55.04,2026-11-09," "system,0,2026-11-09,"
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet; rc=$?
[ "$(sha256sum out/hostile-d62/report.html 2>/dev/null)" = "$before" ] || echo "LAST GOOD REPORT CHANGED OR GONE"
exit $rc
