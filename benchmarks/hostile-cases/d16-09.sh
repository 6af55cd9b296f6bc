# what: datapackage.json (folder copy): every foreignKeys entry of prices deleted (a loosening by omission) while prices.csv line 215 cites source 'silybench-gpu-hourly-NOPE' (no such row of sources.csv): refused: the deleted foreignKeys named in datapackage.json (a loosening, data/README), or line 215's source_id
# expect-rc: 1
# expect: datapackage.json
# expect: foreignKeys
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
    if r['name']=='prices' or r.get('path','').endswith('prices.csv'):
        r['schema'].pop('foreignKeys',None)
json.dump(j,open(p,'w'),indent=2)
P
setcell d/prices.csv 215 source_id silybench-gpu-hourly-NOPE
timeout 55 "$TR" validate d
