# what: specs.csv: a NUL byte inside line 131's note (bad bytes; the csv module refuses 'line contains NUL' on some versions) and trainium3's power untouched: refused naming specs.csv, line 131, or read with the NUL named; never a traceback
# expect-rc: 1
# expect: specs.csv
# expect: 131
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
p='d/specs.csv'; L=open(p,newline='',encoding='utf-8').read().split('\n')
L[130]=L[130].replace('TSMC 3-nm','TSMC\x003-nm'); assert '\x00' in L[130]
open(p,'w',newline='',encoding='utf-8').write('\n'.join(L))
P
timeout 55 "$TR" validate d
