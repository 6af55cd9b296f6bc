# what: scorecard.csv: Trainium's performance row as_of written 2026-02-30 (a day that does not exist)
# expect-rc: 1
# expect: scorecard.csv
# expect: as_of
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/scorecard.csv "18/25); no public URL\",2026,analyst judgement on a 1-5 scale; the card" "18/25); no public URL\",2026-02-30,analyst judgement on a 1-5 scale; the card"
"$TR" validate d
