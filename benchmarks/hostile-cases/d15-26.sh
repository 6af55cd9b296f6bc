# what: prices.csv: a U+0085 NEL (a line break to str.splitlines) inside line 100's quoted note, and the Lambda H100 rate (line 215) slipped to 0.0399: line numbers must stay the file's: rc 1 naming prices.csv, 215, price-per-chip-hour (never 216), the NEL refused or kept
# expect-rc: 1
# expect: prices.csv
# expect: 215
# expect: price-per-chip-hour
# expect-not: 216
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
p='d/prices.csv'; t=open(p,encoding='utf-8').read().split('\n')
import csv,io
r=next(csv.reader([t[99]])); r[9]=r[9]+'\u0085tail'
b=io.StringIO(); csv.writer(b,lineterminator='').writerow(r); t[99]=b.getvalue()
open(p,'w',encoding='utf-8',newline='').write('\n'.join(t))
PY
setcell d/prices.csv 215 usd_per_hour 0.0399
timeout 55 "$TR" validate d
