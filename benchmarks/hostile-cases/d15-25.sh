# what: datapackage.json (folder copy): min_chips' type loosened from integer to number (a folder may only tighten) while line 215's min_chips is 7.5 (a fraction of a GPU): rc 1 naming min_chips (refusing the loosening or the cell)
# expect-rc: 1
# expect: min_chips
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
"$PY" - <<'PY'
import json
d=json.load(open('d/datapackage.json',encoding='utf-8'))
for r in d['resources']:
    if r['name']=='prices':
        for f in r['schema']['fields']:
            if f['name']=='min_chips': f['type']='number'
json.dump(d,open('d/datapackage.json','w',encoding='utf-8'),indent=2)
PY
setcell d/prices.csv 215 min_chips 7.5
timeout 55 "$TR" validate d
