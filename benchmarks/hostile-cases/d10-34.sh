# what: specs.csv: a new row for trainium2's memory_bandwidth 2.9 TB/s cited to a tier-6 source (aiwiki-trainium2) appended, legal; the preference rule keeps the tier-1 row; a correct result: specs trainium2 --data-dir d gives memory_bandwidth from neuron-trainium2-7c165a3 with the same value as the project's data, validate passes
# expect-rc: 0
# expect: check ok
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
raw = open('d/specs.csv', encoding='utf-8').read().rstrip('\n')
raw += '\ntrainium2,memory_bandwidth,2.8,TB/s,,,aiwiki-trainium2,2026-05-17,2026-10-31,a lower-tier figure\n'
open('d/specs.csv', 'w', encoding='utf-8').write(raw)
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -3
rc=${PIPESTATUS[0]}
timeout 55 "$TR" specs trainium2 --data-dir d --csv a.csv >/dev/null 2>&1
"$PY" - <<'P'
import csv, sys
try:
    rows = [r for r in csv.DictReader(open('a.csv')) if r.get('metric') == 'memory_bandwidth']
    orig = [r for r in csv.DictReader(open(__import__('os').environ['PROJECT'] + '/data/specs.csv')) if r['entity_id']=='trainium2' and r['metric']=='memory_bandwidth']
    assert rows, 'no memory_bandwidth row'
    r = rows[0]
    assert 'neuron-trainium2' in ' '.join(r.values()), f'source not tier 1: {r}'
    assert any(v in r.values() for v in (orig[0]['value'],)), f'value differs: {r} vs {orig[0]}'
    print('check ok')
except Exception as e:
    print('CHECK FAILED:', e)
P
exit $rc
