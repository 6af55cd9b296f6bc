# what: sources.csv: glennklockwood-h100 (line 38, secondary) given tier 7 (no such rank: tiers are 1-6, data/README): refused naming sources.csv, line 38, tier
# expect-rc: 1
# expect: sources.csv
# expect: line 38
# expect: tier
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
setcell d/sources.csv 38 tier 7
timeout 55 "$TR" validate d
