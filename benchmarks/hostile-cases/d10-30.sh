# what: datapackage.json (folder copy): sources' tier constraint loosened to maximum 9 (a folder may only tighten) and tomshardware-trn2-exaflops' tier (sources.csv line 28) written 8: either the loosening is refused or the project's bound refuses tier 8; validate fails naming tier
# expect-rc: 1
# expect: tier
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
"$PY" - <<'P'
import json
d = json.load(open('d/datapackage.json'))
s = [r for r in d['resources'] if r['name'] == 'sources'][0]
f = [f for f in s['schema']['fields'] if f['name'] == 'tier'][0]
f.setdefault('constraints', {})['maximum'] = 9
json.dump(d, open('d/datapackage.json', 'w'), indent=2)
P
setcell d/sources.csv 28 tier 8
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
