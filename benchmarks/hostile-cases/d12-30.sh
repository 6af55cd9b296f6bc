# what: availability.csv: the trn1 us-east-1 row (line 38) with its region written 'US-EAST-1' (upper case: not the region prices.csv names); data/README: a price is in one of its family's regions when the family has rows here: refused naming availability.csv line 38 (unknown region) or the trn1 us-east-1 prices (prices.csv line 56) as outside the family's regions
# expect-rc: 1
# expect: handled
# expect-not: CHECK FAILED
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
setcell d/availability.csv 38 region US-EAST-1
sed -n 38p d/availability.csv | cut -c1-80
timeout 55 "$TR" validate d > out.txt 2>&1; rc=$?
cut -c1-300 out.txt | tail -10
"$PY" - "$rc" <<'PY'
import sys
rc = sys.argv[1]; t = open('out.txt').read()
ok = rc == '1' and (('availability.csv' in t and 'line 38' in t) or ('prices.csv' in t and 'line 56' in t))
print('handled' if ok else f'CHECK FAILED: rc={rc}')
PY
exit $rc
