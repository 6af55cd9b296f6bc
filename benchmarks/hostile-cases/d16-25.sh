# what: sources.csv: glennklockwood-h100's row (line 38) appended again as line 177 with another title (a duplicate source_id, the key: which row's dates and tier would citing rows read?): refused naming sources.csv, line 177, source_id
# expect-rc: 1
# expect: sources.csv, line 177
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
"$PY" - <<'P'
p='d/sources.csv'; L=open(p,newline='',encoding='utf-8').read().rstrip('\n').split('\n')
assert len(L)==176, len(L)
assert L[37].startswith('glennklockwood-h100,'), L[37][:40]
L.append(L[37].replace('glennklockwood-h100,','glennklockwood-h100,Copy ',1))
open(p,'w',newline='',encoding='utf-8').write('\n'.join(L)+'\n')
P
timeout 55 "$TR" validate d
