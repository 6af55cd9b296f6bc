# what: prices.csv: the p5.48xlarge us-east-1 on-demand note of 2026-11-09 holding a quoted line break (Alt-Enter in a spreadsheet; note is part of the primary key)
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
rep d/prices.csv "datareceipts-109-hyperscalers,'retrieved 2026-11-09'; 6.88 per GPU; unchanged from Vantage 2026-08-26" "datareceipts-109-hyperscalers,\"'retrieved 2026-11-09';
6.88 per GPU; unchanged from Vantage 2026-08-26\""
"$TR" validate d
