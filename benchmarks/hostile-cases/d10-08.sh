# what: two faults in two files: scorecard.csv line 3's score written 'four' (not an integer) and b200's memory_capacity (specs.csv line 171) under TB (a unit slip); the plausibility checks run on the rows without a problem, so one validate run names both
# expect-rc: 1
# expect: scorecard.csv
# expect: score
# expect: line 171
# expect: chip-memory-capacity
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
setcell d/scorecard.csv 3 score four
setcell d/specs.csv 171 unit TB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
