# what: specs.csv: both trainium3 process_node rows (lines 131, 132) written 0 (the median of the others is 0: a ratio 0/0 in sources-agree): refused by process-node naming both lines, no traceback or nan
# expect-rc: 1
# expect: specs.csv, line 131
# expect: specs.csv, line 132
# expect-not: nan
cp -r "$PROJECT/data" d
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
setcell d/specs.csv 131 value 0
setcell d/specs.csv 132 value 0
timeout 55 "$TR" validate d
