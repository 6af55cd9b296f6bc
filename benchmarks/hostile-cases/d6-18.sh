# what: efficiency.csv: a column 'confidence' added between value and unit (header and every row), then predict of a runs file on that data
# expect-rc: 1
# expect: efficiency.csv
# expect: confidence
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
p="d/efficiency.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
i=rows[0].index("unit")
out=[rows[0][:i]+["confidence"]+rows[0][i:]]+[r[:i]+["high"]+r[i:] for r in rows[1:]]
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(out)
PY
head -1 "$PROJECT/data/measurements.csv" > runs.csv
grep '^inf2-throughput-l2,' "$PROJECT/data/measurements.csv" | sed 's/^inf2-throughput-l2,/my-run-1,/' >> runs.csv
"$TR" predict runs.csv --data-dir d
