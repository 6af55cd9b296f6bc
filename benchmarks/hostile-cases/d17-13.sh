# what: checks.yaml (folder copy): chip-memory-capacity's max tightened 2000 -> 100 GB (inward: allowed, data/README a folder may tighten bounds): every chip memory row above 100 GB (GiB x1.0737, TB x1000) must now fail, each entity named (independent count in Python; at most 20 rows listed, the rest counted)
# expect-rc: 0
# expect: check ok
# expect: rc=1
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
import re
p='d/checks.yaml'; t=open(p).read()
t=re.sub(r'(id: chip-memory-capacity\n(?:.*\n)*?  max: )2000', r'\g<1>100', t, count=1)
open(p,'w').write(t)
P
grep -A7 'id: chip-memory-capacity' d/checks.yaml | grep max
timeout 55 "$TR" validate d > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import csv
try:
    f={'GB':1,'GiB':1.073741824,'TB':1000,'TiB':1099.511627776}
    kind={r['entity_id']:r['kind'] for r in csv.DictReader(open('d/entities.csv'))}
    bad=set()
    for r in csv.DictReader(open('d/specs.csv')):
        if r['metric']=='memory_capacity' and kind.get(r['entity_id'])=='chip' and r['value']:
            if float(r['value'])*f[r['unit']] > 100: bad.add(r['entity_id'])
    out=open('out.txt').read()
    miss=[e for e in sorted(bad) if e not in out]
    print('expected over 100 GB:', sorted(bad))
    print('check ok' if bad and not miss else 'CHECK FAILED: not named: %s' % miss)
except Exception as e:
    print('CHECK FAILED:', e)
P
