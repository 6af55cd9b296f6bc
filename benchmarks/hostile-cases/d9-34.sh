# what: datapackage.json (folder copy) adds a unit PB/s (bytes_per_second, factor 1000 TB/s) and lists it for memory_bandwidth (data/README: a folder's datapackage.json may add units), and trainium2's memory_bandwidth (specs.csv line 65) is written 0.0029 PB/s: a correct result, validate OK and specs trainium2 memory_bandwidth gives value_c 2.9 TB/s (checked from its CSV)
# expect-rc: 0
# expect: check ok
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
"$PY" - <<'P'
import json
p = 'd/datapackage.json'
pk = json.load(open(p, encoding='utf-8'))
pk['x-units']['PB/s'] = {'dimension': 'bytes_per_second', 'factor': 1000}
pk['x-metrics']['memory_bandwidth']['units'].append('PB/s')
json.dump(pk, open(p, 'w', encoding='utf-8'), indent=2)
P
setcell d/specs.csv 65 value 0.0029
setcell d/specs.csv 65 unit PB/s
timeout 55 "$TR" validate d || exit $?
timeout 55 "$TR" specs trainium2 memory_bandwidth --data-dir d --csv o.csv > /dev/null || exit $?
"$PY" - <<'P'
import csv
try:
    rows = [r for r in csv.DictReader(open('o.csv', encoding='utf-8')) if r['preferred'] == 'True']
    assert len(rows) == 1, rows
    r = rows[0]
    assert r['unit_c'] == 'TB/s' and abs(float(r['value_c']) - 2.9) < 1e-9, r
    print('check ok', r['value'], r['unit'], r['value_c'], r['unit_c'])
except Exception as e:
    print('CHECK FAILED:', repr(e)[:300])
P
