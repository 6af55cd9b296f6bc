# what: entities.csv and prices.csv with their columns in reverse order (header and every row, a spreadsheet's rearranged export): read by name, estimate's CSV identical to the original data's
# expect-rc: 0
# expect: SAME-ESTIMATE
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
import csv
for p in ("d/entities.csv","d/prices.csv"):
    rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
    csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows([r[::-1] for r in rows])
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml --csv a.csv > /dev/null || exit 4
timeout 55 "$TR" estimate s.yaml -p data_dir "$W/d" --csv b.csv | tail -3 || exit 5
cmp -s a.csv b.csv && echo SAME-ESTIMATE || diff a.csv b.csv | head -5
