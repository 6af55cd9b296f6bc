# what: specs.csv: tpu-v6e neuron_cores (line 501, 1) written 0 (a chip of no cores: below core-count-whole and neuron-cores-per-chip min 1): refused naming specs.csv, line 501
# expect-rc: 1
# expect: specs.csv
# expect: line 501
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
setcell d/specs.csv 501 value 0
timeout 55 "$TR" validate d
