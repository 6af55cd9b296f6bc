# what: the chip id trainium2 renamed to trainium-2 consistently in every CSV: the code's calibration fallback (trainium3 -> trainium2) then finds nothing and trn3 drops out of every estimate; validate must say so
# expect-rc: 1
# expect: trainium2
# expect: trainium3
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
for f in d/*.csv; do sed -i 's/\btrainium2\b/trainium-2/g' "$f"; done
"$TR" validate d
