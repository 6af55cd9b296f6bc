# what: prices.csv: p5en.48xlarge's us-east-2 spot price (line 119, 26.5714) slipped 10x to 265.714 (4.2x its on-demand 63.296 on line 87: spot-not-above-on-demand, a warning; 33 USD per chip-hour stays inside price-per-chip-hour): warning or error, the slipped line 119 must be named with prices.csv (rc either way, captured)
# expect-rc: 0
# expect: prices.csv
# expect: 119
# expect: rc=
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
setcell d/prices.csv 119 usd_per_hour 265.714
timeout 55 "$TR" validate d; echo "rc=$?"
