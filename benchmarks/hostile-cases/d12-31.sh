# what: datapackage.json (folder copy): prices' usd_per_hour tightened with a maximum of 50 USD/h (data/README: a folder's datapackage.json may tighten bounds): the p5.48xlarge us-east-1 on-demand price (prices.csv line 74, 55.04) then breaks it: refused naming prices.csv, line 74 and usd_per_hour
# expect-rc: 1
# expect: prices.csv
# expect: line 74
# expect: usd_per_hour
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
p='d/datapackage.json'; pk=json.load(open(p))
for r in pk['resources']:
    if r['name'] == 'prices':
        for f in r['schema']['fields']:
            if f['name'] == 'usd_per_hour': f['constraints']['maximum'] = 50
json.dump(pk, open(p,'w'), indent=2)
PY
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | head -12
exit ${PIPESTATUS[0]}
