# what: efficiency.csv: the Llama 4 FP8 training MFU (line 5, 0.197) written as the percent 19.7 under unit fraction (above 1 and above checks.yaml training-mfu's 0.75): refused naming efficiency.csv, line 5 and value (by the schema's fraction bound or by training-mfu)
# expect-rc: 1
# expect: efficiency.csv
# expect: line 5
# expect: 'value'
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
setcell d/efficiency.csv 5 value 19.7
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
