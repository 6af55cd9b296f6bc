# what: prices.csv: inf1.xlarge's us-east-1 reserved price (line 3, 0.144) slipped 10x to 1.44, above its own on-demand 0.228 (line 2); checks.yaml: reserved-not-above-on-demand is a warning, but price-history (error, max_ratio 6) holds one offer's rows within 6x of each other: refused naming prices.csv line 3 with price-history, the warning listed too
# expect-rc: 1
# expect: price-history
# expect: reserved-not-above-on-demand
# expect: prices.csv, line 3
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
setcell d/prices.csv 3 usd_per_hour 1.44
timeout 55 "$TR" validate d 2>&1 | cut -c1-400 | tail -12
exit ${PIPESTATUS[0]}
