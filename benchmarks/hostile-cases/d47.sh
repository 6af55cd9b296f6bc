# what: scorecard.csv: the Trainium scale_up row's platform written 'trainium' (differs only by case): a sixth platform with one axis, Trainium missing scale_up
# expect-rc: 1
# expect: scorecard.csv
# expect: platform
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/scorecard.csv "Trainium,scale_up,4,5," "trainium,scale_up,2,5,"
"$TR" validate d
