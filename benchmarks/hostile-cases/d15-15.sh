# what: specs.csv: b200's AIConfigurator power (line 530, 1000 W) written 100 (a 10x slip inside chip-power's 10-5000 W); two rows (179 and 530) disagree 10x: data/README: of two rows, both are named: rc 1 naming specs.csv, 530 and 179, sources-agree
# expect-rc: 1
# expect: specs.csv
# expect: 530
# expect: 179
# expect: sources-agree
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
setcell d/specs.csv 530 value 100
timeout 55 "$TR" validate d
