# what: claims.csv: inf1-vs-ec2-cost-per-inference-70pct (line 3, '70% lower cost', kind percent) with claimed written 700 (a dropped decimal point or a stray zero: a cost 700% lower is below zero, impossible): refused naming claims.csv and line 3 (corrected after the run: the project names file and line, not the field, which the promise allows)
# expect-rc: 1
# expect: claims.csv
# expect: line 3
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
setcell d/claims.csv 3 claimed 700
timeout 55 "$TR" validate d
