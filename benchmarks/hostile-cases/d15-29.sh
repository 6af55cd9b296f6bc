# what: specs.csv: trn2.48xlarge's vcpus (line 349, 192) slipped 1000x to 192000 (above checks.yaml vcpus' 100000): a magnitude slip named with specs.csv, line 349 and vcpus
# expect-rc: 1
# expect: specs.csv
# expect: 349
# expect: vcpus
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
setcell d/specs.csv 349 value 192000
timeout 55 "$TR" validate d
