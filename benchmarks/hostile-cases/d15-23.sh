# what: checks.yaml (folder copy): price-per-chip-hour's per_chip set false (what a check reads is the project's; a system price would be held to 0.05-100 whole) while p5.48xlarge's us-east-1 price (prices.csv line 74, 55.04) is entered 0.3 (0.0375 per H100-hour): rc 1 naming price-per-chip-hour
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
sed -i 's/^  per_chip: true$/  per_chip: false/' d/checks.yaml
grep -q 'per_chip: false' d/checks.yaml || echo "SETUP FAILED"
setcell d/prices.csv 74 usd_per_hour 0.3
timeout 55 "$TR" validate d
