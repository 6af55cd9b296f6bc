# what: prices.csv: the header has 'note' twice (a spreadsheet's duplicated column)
# expect-rc: 1
# expect: prices.csv
# expect: note
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/prices.csv "as_of,source_id,note" "as_of,source_id,note,note"
"$TR" validate d
