# what: scenario: data_dir names a copy of data/ whose prices.csv has a p5 price of 0 USD/h: estimate must name the file and line
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/prices.csv "system,55.04,2026-11-09," "system,0,2026-11-09,"
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "data_dir: null" "data_dir: d"
"$TR" estimate s.yaml
