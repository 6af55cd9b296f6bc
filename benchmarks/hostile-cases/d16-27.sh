# what: checks.yaml (folder copy): process-node's max tightened 100 -> 2 (inward: allowed, data/README a folder tightens bounds): trainium3's two 3 nm rows (specs.csv lines 131, 132) refused naming both lines and process-node (the folder's tighter bound is honoured)
# expect-rc: 1
# expect: specs.csv, line 131
# expect: specs.csv, line 132
# expect: process-node
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
p='d/checks.yaml'; s=open(p).read()
i=s.index('- id: process-node'); j=s.index('max: 100',i)
s=s[:j]+'max: 2'+s[j+len('max: 100'):]
open(p,'w').write(s)
P
timeout 55 "$TR" validate d
