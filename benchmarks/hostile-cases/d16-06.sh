# what: datapackage.json (folder copy): min_chips' constraints tightened with maximum 4 (a folder may tighten bounds, data/README) while Lambda's H100 rate (prices.csv line 215) keeps min_chips 8: refused naming prices.csv, line 215, min_chips
# expect-rc: 1
# expect: prices.csv, line 215
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
n=0
for r in j['resources']:
    for f in r['schema']['fields']:
        if f['name']=='min_chips':
            f['constraints']['maximum']=4; n+=1
assert n==1
json.dump(j,open(p,'w'),indent=2)
P
timeout 55 "$TR" validate d
