# what: checks.yaml (folder copy): price-per-chip-hour's max tightened 100 -> 8 USD per chip-hour (inward, allowed): every price above 8 per chip-hour (a system's price over entities.csv chips) must fail: independent Python count; each failing entity named when at most 20 rows fail
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
t=re.sub(r'(id: price-per-chip-hour\n(?:.*\n)*?  max: )100', r'\g<1>8', t, count=1)
open(p,'w').write(t)
P
timeout 55 "$TR" validate d > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import csv
try:
    chips={r['entity_id']:r['chips'] for r in csv.DictReader(open('d/entities.csv'))}
    bad=[]
    for i,r in enumerate(csv.DictReader(open('d/prices.csv')),start=2):
        v=float(r['usd_per_hour'])
        if r['per']=='system': v/=float(chips[r['entity_id']])
        if v>8: bad.append((i,r['entity_id']))
    out=open('out.txt').read()
    print('rows over 8:', len(bad), bad[:25])
    if len(bad)<=20: miss=[b for b in bad if b[1] not in out]
    else: miss=[b for b in bad[:1] if b[1] not in out]
    print('check ok' if bad and not miss else 'CHECK FAILED: not named: %s' % miss)
except Exception as e:
    print('CHECK FAILED:', e)
P
