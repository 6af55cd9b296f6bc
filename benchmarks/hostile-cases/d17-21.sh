# what: specs.csv: a UTF-8 BOM (EF BB BF) pasted at the start of line 300 (two files concatenated: bad bytes mid-file; the entity_id then reads '\ufeff...', an id that prints as a real one): refused naming specs.csv and line 300
# expect-rc: 1
# expect: specs.csv
# expect: 300
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
"$PY" -c "
p='d/specs.csv'; L=open(p,encoding='utf-8').read().split('\n'); L[299]='\ufeff'+L[299]; open(p,'w',encoding='utf-8').write('\n'.join(L))"
timeout 55 "$TR" validate d
