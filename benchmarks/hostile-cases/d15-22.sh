# what: checks.yaml (folder copy): price-per-chip-hour's min moved outward 0.05 -> 0.001 (a loosening) while the Lambda H100 per-GPU rate (prices.csv line 215) is slipped 100x to 0.0399: rc 1 naming price-per-chip-hour (refusing the loosening or the price)
# expect-rc: 1
# expect: price-per-chip-hour
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
t=open('d/checks.yaml',encoding='utf-8').read()
i=t.index('- id: price-per-chip-hour'); j=t.index('min: 0.05',i)
open('d/checks.yaml','w',encoding='utf-8').write(t[:j]+'min: 0.001'+t[j+9:])
PY
setcell d/prices.csv 215 usd_per_hour 0.0399
timeout 55 "$TR" validate d
