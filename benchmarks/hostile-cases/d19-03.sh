# what: prices.csv: p5.48xlarge us-east-1 on-demand (line 74, per system) given min_chips 8 (brief and data/README: min_chips empty always for a system row): refused naming prices.csv, line 74, min_chips
# expect-rc: 1
# expect: prices.csv
# expect: line 74
# expect: min_chips
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
setcell d/prices.csv 74 min_chips 8
timeout 55 "$TR" validate d
