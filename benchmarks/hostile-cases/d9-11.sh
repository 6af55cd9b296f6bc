# what: checks.yaml (folder copy): price-per-chip-hour tightened to max 1 USD per chip-hour (a folder may tighten): hundreds of prices fail; data/README: 'A check lists at most 20 failing rows and counts the rest': exactly 20 rows of that check listed and the rest counted, the count matching an independent count from prices.csv and entities.csv
# expect-rc: 1
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
t = open('d/checks.yaml').read()
old = "  per_chip: true\n  min: 0.05\n  max: 100\n"
assert old in t
open('d/checks.yaml', 'w').write(t.replace(old, "  per_chip: true\n  min: 0.05\n  max: 1\n"))
P
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?
"$PY" - <<'P'
import csv, re
try:
    chips = {r['entity_id']: r['chips'] for r in csv.DictReader(open('d/entities.csv', encoding='utf-8'))}
    n = 0
    for r in csv.DictReader(open('d/prices.csv', encoding='utf-8')):
        v = float(r['usd_per_hour'])
        if r['per'] == 'system':
            v /= float(chips[r['entity_id']])
        n += not (0.05 <= v <= 1)
    out = open('out.txt', encoding='utf-8').read()
    listed = [l for l in out.splitlines() if "check 'price-per-chip-hour'" in l and 'more rows' not in l]
    assert n > 20, n
    assert len(listed) == 20, (len(listed), n)
    assert f"{n - 20:,} more rows" in out, (n, [l[:200] for l in out.splitlines() if 'more rows' in l])
    print('check ok', n)
except Exception as e:
    print('CHECK FAILED:', repr(e)[:400])
P
exit $rc
