# what: datapackage.json re-encoded as UTF-16 with a BOM (JSON's RFC 4627 allowed it): validate OK with the same dataset version as the UTF-8 file, or a one-line error naming datapackage.json
# expect: CASE-OK
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/datapackage.json"; t=open(p,encoding="utf-8").read()
open(p,"wb").write(t.encode("utf-16"))
PY
timeout 55 "$TR" validate d > o.txt 2>&1; rc=$?
cat o.txt | head -5
if [ $rc -eq 0 ] && grep -q '^OK' o.txt; then echo CASE-OK
elif [ $rc -ne 0 ] && grep -q datapackage.json o.txt && [ "$(wc -l < o.txt)" -le 3 ]; then echo CASE-OK; fi
