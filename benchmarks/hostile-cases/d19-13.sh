# what: datapackage.json (folder copy): the unit cores given factor 1e19 (data/README: a unit factor lies from 1e-18 to 1e18): refused naming datapackage.json and the unit
# expect-rc: 1
# expect: datapackage.json
# expect: cores
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
"$PY" - <<'E'
import json
p = json.load(open("d/datapackage.json"))
p["x-units"]["cores"]["factor"] = 1e19
json.dump(p, open("d/datapackage.json", "w"), indent=2)
E
timeout 55 "$TR" validate d
