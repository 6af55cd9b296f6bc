# what: specs.csv: trainium2's memory_capacity (line 64) keeps its value but its published date written 2015-10-17 (its source neuron-trainium2-7c165a3 says 2025-10-17; data/README: every number carries THAT SOURCE's dates): refused naming specs.csv, line 64 and published
# expect-rc: 1
# expect: specs.csv
# expect: published
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
setcell d/specs.csv 64 published 2015-10-17
timeout 55 "$TR" validate d
