# what: subjects.csv: line 3's role misspelt 'chip_vs_sytem' (a role no notebook asks for: trn2.48xlarge would drop out of the chip-vs-system table): refused naming subjects.csv, line 3, role
# expect-rc: 1
# expect: subjects.csv
# expect: line 3
# expect: role
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
setcell d/subjects.csv 3 role chip_vs_sytem
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
