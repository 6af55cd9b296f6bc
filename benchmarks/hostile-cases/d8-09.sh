# what: datapackage.json: prices' min_chips type changed from integer to number (a looser type: 2.5 GPUs a block would pass) and prices.csv line 215's min_chips written 2.5: refused, naming datapackage.json's min_chips (loosened) or prices.csv line 215 min_chips
# expect-rc: 1
# expect: min_chips
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    for f in r['schema']['fields']:
        if f['name'] == 'min_chips':
            f['type'] = 'number'
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
setcell d/prices.csv 215 min_chips 2.5
timeout 55 "$TR" validate d
