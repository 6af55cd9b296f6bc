# what: predict on the example runs (scenarios/examples/my-runs.csv copied) whose note on line 2 is a quoted two-line cell (data/README: a row is one line; the same holds for a CSV of your runs): refused naming my-runs.csv and line 2
# expect-rc: 1
# expect: my-runs.csv
# expect: 2
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
cp "$PROJECT/scenarios/examples/my-runs.csv" my-runs.csv
setcell my-runs.csv 2 note $'my own run\nsecond line'
timeout 55 "$TR" predict my-runs.csv
