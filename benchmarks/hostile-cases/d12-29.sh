# what: prices.csv saved with classic-Mac CR-only line endings (no LF anywhere: one 'line' to a reader that splits on LF): a clear refusal naming prices.csv, or the same table read correctly (validate OK with 549 prices); never a crash, never a wrong count
# expect: handled
# expect-not: CHECK FAILED
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
"$PY" -c "p='d/prices.csv'; t=open(p,newline='').read(); open(p,'w',newline='').write(t.replace('\r\n','\n').replace('\n','\r'))"
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?
cut -c1-300 out.txt | tail -8
"$PY" - "$rc" <<'PY'
import sys
rc = sys.argv[1]; t = open('out.txt').read()
if rc == '1' and 'prices.csv' in t: print('handled: refused naming prices.csv')
elif rc == '0' and '549 prices' in t: print('handled: read correctly')
else: print(f'CHECK FAILED: rc={rc}')
PY
