# what: correct result: prices.csv line 215's min_chips 8 written 16 (legal: an integer >= 1, a 16-GPU block) then validate must still pass (OK, rc 0) and the dataset version must differ from the untouched copy's (a changed cell is a new version)
# expect-rc: 0
# expect: check ok
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
setcell d/prices.csv 215 min_chips 16
cp -r "$PROJECT/data" d0
a=$(timeout 55 "$TR" validate d0 2>&1); b=$(timeout 55 "$TR" validate d 2>&1); rc=$?
echo "$b"
"$PY" - "$a" "$b" "$rc" <<'P'
import re,sys
a,b,rc=sys.argv[1:4]
va=re.search(r'dataset version (\w+)',a); vb=re.search(r'dataset version (\w+)',b)
if rc!='0' or not va or not vb: print('CHECK FAILED: validate did not pass', rc)
elif va.group(1)==vb.group(1): print('CHECK FAILED: same dataset version', va.group(1))
else: print('check ok')
P
