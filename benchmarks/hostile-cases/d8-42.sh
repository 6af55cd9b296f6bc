# what: specs.csv: trainium2's neuron_cores (line 62, the only source of that value) given the unit 'core' (not a listed unit): refused naming specs.csv, line 62, unit; the plausibility checks then run without that row and must not blame trn2.48xlarge's 128 cores as 'not its chips' sum' (no chip value to sum: silent nonsense)
# expect-rc: 1
# expect: specs.csv, line 62, field 'unit'
# expect-not: system-is-its-chips
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
grep -c '^trainium2,neuron_cores,' d/specs.csv
setcell d/specs.csv 62 unit core
timeout 55 "$TR" validate d
