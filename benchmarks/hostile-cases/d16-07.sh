# what: datapackage.json (folder copy): min_chips' minimum loosened 1 -> 0 (a loosening: refused, or ignored) while line 215's min_chips is written 0 (a block of no chips: a bill renting blocks of 0 divides by 0): refused naming prices.csv, line 215, min_chips (or the datapackage.json loosening)
# expect-rc: 1
# expect: min_chips
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
import json
p='d/datapackage.json'; j=json.load(open(p))
for r in j['resources']:
    for f in r['schema']['fields']:
        if f['name']=='min_chips':
            f['constraints']['minimum']=0
json.dump(j,open(p,'w'),indent=2)
P
setcell d/prices.csv 215 min_chips 0
timeout 55 "$TR" validate d
