# what: prices.csv: the header's usd_per_hour renamed 'usd_per_hr' (a column renamed, every row intact)
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
rep d/prices.csv "per,usd_per_hour,as_of" "per,usd_per_hr,as_of"
"$TR" validate d
