# what: specs.csv: h100-sxm's power (line 155, 700 W) entered as 0.7 with unit kW (not one of power's units: W only; a conversion the schema does not know): refused naming specs.csv, line 155 and unit
# expect-rc: 1
# expect: specs.csv
# expect: unit
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
sed -n 155p d/specs.csv
setcell d/specs.csv 155 value 0.7
setcell d/specs.csv 155 unit kW
timeout 55 "$TR" validate d
