# what: prices.csv: an h100-sxm per-chip row with provider aws but offer_kind neocloud_list (AWS is a hyperscaler, not a GPU cloud)
# expect-rc: 1
# expect: prices.csv
# expect: offer_kind
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/prices.csv "h100-sxm,lambda,,on_demand,neocloud_list,chip,2.99,2026-03," "h100-sxm,aws,us-east-1,on_demand,neocloud_list,chip,0.99,2026-10-01,"
"$TR" validate d
