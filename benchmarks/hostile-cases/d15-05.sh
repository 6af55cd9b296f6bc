# what: two faults in two files: prices.csv line 3's pricing_model 'reservd' (not in the enum: a table problem) and h100-sxm's power (specs.csv line 155, 700 W) slipped to 7000 (above chip-power's 5000 W): brief: one validate run names both
# expect-rc: 1
# expect: prices.csv
# expect: pricing_model
# expect: 155
# expect: chip-power
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
setcell d/prices.csv 3 pricing_model reservd
setcell d/specs.csv 155 value 7000
timeout 55 "$TR" validate d
