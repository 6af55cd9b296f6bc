# what: two faults in two files: checks.yaml chip-power severity written fatal (a checks.yaml problem) and specs.csv line 62 (trainium2 neuron_cores) written 8x (a table problem): validate lists every problem (data/README), so both are named: checks.yaml with chip-power, and specs.csv line 62
# expect-rc: 1
# expect: checks.yaml
# expect: chip-power
# expect: line 62
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
sed -i "/^- id: chip-power$/,/^$/ s/severity: error/severity: fatal/" d/checks.yaml
grep -c fatal d/checks.yaml
setcell d/specs.csv 62 value 8x
timeout 55 "$TR" validate d
