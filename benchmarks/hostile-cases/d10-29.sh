# what: datapackage.json (folder copy): prices' foreign key on entity_id re-pointed at a resource 'entitiez' that does not exist (a typo that would check nothing): refused naming datapackage.json
# expect-rc: 1
# expect: datapackage.json
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
p = [r for r in d['resources'] if r['name'] == 'prices'][0]
fk = p['schema']['foreignKeys']
n = 0
for k in fk:
    if k['reference'].get('resource') == 'entities':
        k['reference']['resource'] = 'entitiez'; n += 1
assert n, "CHECK FAILED: no fk"
json.dump(d, open('d/datapackage.json', 'w'), indent=2)
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
