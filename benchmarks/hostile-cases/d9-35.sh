# what: sources.csv: neuron-lnc-732f514's version (line 19, cited by six logical_core_max rows of specs.csv, the first at line 3) rewritten 'not opened (cited from memory)'; data/README: a version that says the document was 'not opened' makes validate warn about every row citing it: validate passes (nothing else is wrong) with warnings naming the citing rows, specs.csv line 3 among them
# expect-rc: 0
# expect: specs.csv, line 3
# expect: OK:
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
setcell d/sources.csv 19 version 'not opened (cited from memory)'
timeout 55 "$TR" validate d
