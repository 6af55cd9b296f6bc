# what: checks.yaml (folder copy): price-per-chip-hour's per_chip: true removed (the range then reads each system's whole price, a 16-chip instance's per-chip slip passes) and trn2.48xlarge's Capacity Block price of 2026-07-22 slipped to 0.5 USD/h (0.03 per chip-hour, under the project check's 0.05); data/CHANGELOG.md: never loosen a project check: refused, never OK
# expect-rc: 1
# expect: price-per-chip-hour
# expect-not: OK:
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
old = "  per_chip: true\n"
assert t.count(old) == 1
open('d/checks.yaml', 'w').write(t.replace(old, ""))
P
n=$(grep -n '^trn2.48xlarge,.*capacity_block.*2026-07-22' d/prices.csv | head -1 | cut -d: -f1)
echo "line $n: $(sed -n ${n}p d/prices.csv | cut -c1-100)"
setcell d/prices.csv "$n" usd_per_hour 0.5
timeout 55 "$TR" validate d
